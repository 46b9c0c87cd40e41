/**
 * The routes of the site, from two sources and no third:
 * - SPEC §2 (shared/SPEC.md): the routes the product must have. They are
 *   required, but they are not all: an author adds articles, posts, tags
 *   and authors (CONTRIBUTING.md) without touching the tests;
 * - the content: what the docs and blog plugins made of docs/ and blog/ in
 *   the build, read from the build's own route list
 *   (src/plugins/route-list: each page with its plugin and source file,
 *   each doc's and post's permalink, the sidebar's sections, the tags and
 *   authors). Docusaurus's slug rules are not worked out again here.
 * A sitemap route from neither source (a stray page in src/pages, a route a
 * plugin adds by mistake) is one nobody asked for.
 *
 * Used by the node tests (tests/integration/routes.test.ts, also on a copy
 * of the site with an author's additions) and by the browser suite.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {routeListFile, type RouteList} from '../src/plugins/route-list';
import {parseDoc} from './content/rules';
/** SPEC §2: the sample posts; more may be added. */
export const SPEC_POSTS: readonly string[] = [
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/welcome',
];

/** SPEC §2: the tags with a page of posts; more may be added. */
export const SPEC_TAGS: readonly string[] = [
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/tags/hola',
];

/** SPEC §2: the routes the product has, whatever the content adds. */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/markdown-page',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/all-articles',
  '/blog/tags',
  ...SPEC_TAGS,
  ...SPEC_POSTS,
  '/docs/intro',
];

/** SPEC §2, «Docs pages»: the articles of each section folder. */
export const SPEC_ARTICLES: Readonly<Record<string, readonly string[]>> = {
  'bootstrap-studio': [
    'chastye-voprosy-faq',
    'eksport-proekta',
    'interfeis-i-osnovnye-elementy',
    'predprosmotr-i-testirovanie',
    'redaktirovanie-elementov',
    'sozdanie-novogo-proekta',
    'upravlenie-failami-i-bibliotekami',
    'ustanovka-i-zapusk',
    'vvedenie-o-bootstrap-studio',
  ],
  'openserverpanel-ospanel': [
    'oshibka-hosts-pri-zapuske-ospanel',
    'prosmotr-logov',
    'ustanovka-ospanel',
    'vklyuchenie-otobrazheniya-oshibok-php',
  ],
  'plaginy-dlya-wordpress': [
    'contact-form-7',
    'plagin-flamingo-dlya-khraneniya-zayavok-v-adminke',
    'user-registration',
  ],
  wordpress: [
    'logi-i-monitoring',
    'obnovleniya-i-kastomizaciya-tem',
    'pervichnaya-seo-nastroika',
    'pervye-shagi-v-admin-paneli',
    'rabota-pochty',
    'rabota-s-plaginami',
    'sistemnye-trebovaniya-wordpress',
    'sozdanie-stranic',
    'upravlenie-kontentom',
    'vklyuchenie-otladki-v-wordpress-esli-nuzhno',
  ],
};

/** SPEC §2: each section folder's index, where the spec gives it. */
export const SPEC_SECTION_INDEXES: Readonly<Record<string, RegExp>> = {
  'bootstrap-studio': /^\/docs\/category\/bootstrap-studio$/,
  'openserverpanel-ospanel': /^\/docs\/category\/openserverpanel$/,
  wordpress: /^\/docs\/category\/wordpress$/,
  // «Cyrillic slug; exact value not shown»: Latin words may stay Latin
  // (e.g. «wordpress»), but at least one letter is Cyrillic.
  'plaginy-dlya-wordpress':
    /^\/docs\/category\/[а-яёa-z0-9-]*[а-яё][а-яёa-z0-9-]*$/,
};

/** SPEC §2: «Two author slugs exist; their values are not shown.» */
export const SPEC_MIN_AUTHOR_PAGES = 2;
export const AUTHOR_PAGE = /^\/blog\/authors\/(?!all-articles$)[^/]+$/;

/** Every route SPEC §2 names exactly. */
export function specRoutes(): string[] {
  return [
    ...SPEC_ROUTES,
    ...Object.entries(SPEC_ARTICLES).flatMap(([section, slugs]) =>
      slugs.map((slug) => `/docs/${section}/${slug}`),
    ),
  ];
}

// ---------------------------------------------------------------------------
// The content, as the build's route list gives it.

export type DocPage = {
  /** Source file, relative to the site root, with `/`. */
  file: string;
  route: string;
  /** The top folder under docs/ (null for docs/intro.md and the like). */
  section: string | null;
  unlisted: boolean;
  /** As written in the source file. */
  frontMatter: Record<string, unknown>;
};

export type Section = {
  folder: string;
  /** The generated index, or null where the category has none. */
  route: string | null;
  label: string;
  title: string | null;
  description: string | null;
  /** Listed and unlisted articles of the folder (drafts are not built). */
  docs: DocPage[];
};

export type Post = {
  file: string;
  route: string;
  title: string;
  date: Date;
  /** Keys of authors.yml. */
  authors: string[];
  /** Routes of the tags. */
  tags: string[];
  unlisted: boolean;
};

export type Tag = {label: string; route: string};

export type Author = {key: string; name: string; route: string | null};

export type SiteContent = {
  root: string;
  docs: DocPage[];
  sections: Section[];
  /** Every post but drafts, newest first. */
  posts: Post[];
  /** Tags with at least one listed post. */
  tags: Tag[];
  /** Every author of authors.yml. */
  authors: Author[];
  /** The blog's options as the build loaded them, defaults included. */
  blog: {postsPerPage: number; feedLimit: number; pageBasePath: string};
  /** The pages the docs and blog plugins made, unlisted ones left out. */
  routes: string[];
};

/** The plugins whose pages are the content's: docs/ and blog/. */
const CONTENT_PLUGINS = new Set([
  'docusaurus-plugin-content-docs',
  'docusaurus-plugin-content-blog',
]);

/** Joins URL parts with single slashes, without a trailing one. */
export function joinUrl(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * The route list the build into `buildDir` wrote; stops, naming what to
 * run, when there is none or it is older than that build's sitemap (a
 * build that failed after the pages).
 */
export function readRouteList(root: string, buildDir: string): RouteList {
  const file = routeListFile(root, buildDir);
  const build = `build the site into ${buildDir} (npm run build for build/)`;
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: ${build}`);
  }
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (
    existsSync(sitemap) &&
    statSync(file).mtimeMs < statSync(sitemap).mtimeMs
  ) {
    throw new Error(`${file} is older than ${sitemap}: ${build}`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RouteList;
}

/**
 * The content of the site at `root` (the repository, or a copy), as its
 * build into `buildDir` made it.
 */
export function siteContent(
  root: string,
  buildDir: string = path.join(root, 'build'),
): SiteContent {
  const list = readRouteList(root, buildDir);
  const docs = list.docs.map(({source, permalink, unlisted}): DocPage => ({
    file: source,
    route: permalink,
    section: /^docs\/([^/]+)\//.exec(source)?.[1] ?? null,
    unlisted,
    frontMatter: parseDoc(source, readFileSync(path.join(root, source), 'utf8'))
      .frontMatter,
  }));
  const folders = [
    ...new Set(docs.flatMap(({section}) => (section ? [section] : []))),
  ].sort();
  const sections = folders.map((folder): Section => {
    const own = docs.filter((doc) => doc.section === folder);
    const category = list.categories.find((item) =>
      own.some((doc) => item.docs.includes(doc.file)),
    );
    return {
      folder,
      route: category?.permalink ?? null,
      label: category?.label ?? folder,
      title: category?.title ?? null,
      description: category?.description ?? null,
      docs: own,
    };
  });
  const {blog} = list;
  const posts = blog.posts.map((post): Post => ({
    file: post.source,
    route: post.permalink,
    title: post.title,
    date: new Date(post.date),
    authors: post.authors,
    tags: post.tags,
    unlisted: post.unlisted,
  }));
  // Unlisted pages carry `noindex`, and the sitemap leaves them out: an
  // unlisted doc's or post's page, and the pages of a tag only unlisted
  // posts carry.
  const unlistedSources = new Set(
    [...list.docs, ...blog.posts].flatMap(({source, unlisted}) =>
      unlisted ? [source] : [],
    ),
  );
  const unlistedPages = new Set(
    blog.tags.flatMap(({unlisted, pages}) => (unlisted ? pages : [])),
  );
  const routes = list.routes
    .filter(
      ({plugin, path: route, source}) =>
        CONTENT_PLUGINS.has(plugin) &&
        !unlistedPages.has(route) &&
        !(source && unlistedSources.has(source)),
    )
    .map(({path: route}) => route);
  return {
    root,
    docs,
    sections,
    posts,
    tags: blog.tags
      .filter((tag) => !tag.unlisted)
      .map(({label, permalink}) => ({label, route: permalink})),
    authors: blog.authors.map(({key, name, permalink}) => ({
      key,
      name,
      route: permalink,
    })),
    blog: {
      postsPerPage: blog.postsPerPage,
      feedLimit: blog.feedLimit,
      pageBasePath: blog.pageBasePath,
    },
    routes,
  };
}

/** Posts a reader finds in lists and feeds (not unlisted). */
export const listedPosts = (content: SiteContent) =>
  content.posts.filter((post) => !post.unlisted);

/** The listed posts with the tag of this route, newest first. */
export const postsTagged = (content: SiteContent, tag: string) =>
  listedPosts(content).filter((post) => post.tags.includes(tag));

/** The listed posts of this author, newest first. */
export const postsBy = (content: SiteContent, author: string) =>
  listedPosts(content).filter((post) => post.authors.includes(author));

/** Articles: the docs of a section folder. */
export const articles = (content: SiteContent) =>
  content.docs.filter((doc) => doc.section !== null && !doc.unlisted);

/**
 * The sitemap routes the content produces: every listed doc, post, tag and
 * author page, each section's generated index, and the blog's lists.
 */
export const contentRoutes = (content: SiteContent): string[] =>
  [...new Set(content.routes)].sort();

export type SitemapProblems = {
  /** Routes of the spec the sitemap lacks, or spec counts it misses. */
  missingSpec: string[];
  /** Routes the content produces that the sitemap lacks. */
  missingContent: string[];
  /** Sitemap routes neither the spec nor the content asked for. */
  unexpected: string[];
};

/** Compares a build's sitemap with the spec and the content. */
export function checkSitemap(
  routes: readonly string[],
  content: SiteContent,
): SitemapProblems {
  const inSitemap = new Set(routes);
  const spec = specRoutes();
  const fromContent = contentRoutes(content);
  const allowed = new Set([...spec, ...fromContent]);
  const missingSpec = spec.filter((route) => !inSitemap.has(route));
  const authorPages = routes.filter((route) => AUTHOR_PAGE.test(route));
  if (authorPages.length < SPEC_MIN_AUTHOR_PAGES) {
    missingSpec.push(
      `${SPEC_MIN_AUTHOR_PAGES} author pages /blog/authors/{slug}, found ${authorPages.length}`,
    );
  }
  for (const [folder, index] of Object.entries(SPEC_SECTION_INDEXES)) {
    if (!routes.some((route) => index.test(route))) {
      missingSpec.push(`the index of ${folder}: ${index}`);
    }
  }
  return {
    missingSpec,
    missingContent: fromContent.filter((route) => !inSitemap.has(route)),
    unexpected: routes.filter((route) => !allowed.has(route)),
  };
}

/** The addresses of a build's sitemap, exactly as written in its <loc>s. */
export function sitemapLocs(buildDir: string): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
}

/** Every page of a build, as plain paths, read from its sitemap. */
export function sitemapRoutes(buildDir: string): string[] {
  return sitemapLocs(buildDir).map((loc) =>
    decodeURIComponent(new URL(loc).pathname),
  );
}

/** The HTML file a route of the build is served from (trailingSlash: false). */
export function htmlFileOf(buildDir: string, route: string): string {
  return route === '/'
    ? path.join(buildDir, 'index.html')
    : path.join(buildDir, `${route.replace(/^\//, '')}.html`);
}
