/**
 * The routes of the site, from two sources and no third:
 * - SPEC §2 (shared/SPEC.md): the routes the product must have. They are
 *   required, but they are not all: an author adds articles, posts, tags
 *   and authors (CONTRIBUTING.md) without touching the tests;
 * - the content: docs/ (articles and the sections' `_category_.json`),
 *   blog/ (posts, authors.yml, tags.yml). Each file gives the routes
 *   Docusaurus makes of it, by the rules of Docusaurus 3 (slugs, number
 *   prefixes, drafts, unlisted pages, pagination).
 * A sitemap route from neither source (a stray page in src/pages, a route a
 * plugin adds by mistake) is one nobody asked for.
 *
 * Used by the node tests (tests/integration/routes.test.ts, also on a copy
 * of the site with an author's additions) and by the browser suite.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Config} from '@docusaurus/types';
import {parse} from 'yaml';

import {parseDoc} from './content/rules';
import {pluginOptions} from './load-config';

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
// The content, read as Docusaurus reads it.

export type DocPage = {
  /** Source file, relative to the site root, with `/`. */
  file: string;
  route: string;
  /** The top folder under docs/ (null for docs/intro.md and the like). */
  section: string | null;
  unlisted: boolean;
  frontMatter: Record<string, unknown>;
};

export type Section = {
  folder: string;
  /** The generated index, or null where the category has none. */
  route: string | null;
  label: string;
  title: string | null;
  description: string | null;
  /** Listed and unlisted articles of the folder, drafts left out. */
  docs: DocPage[];
};

export type Post = {
  file: string;
  route: string;
  title: string;
  /** From the front matter or the file name; null when neither has one. */
  date: Date | null;
  authors: string[];
  tags: string[];
  unlisted: boolean;
};

export type Tag = {key: string; label: string; route: string};

export type Author = {key: string; name: string; route: string | null};

export type BlogOptions = {
  postsPerPage: number;
  feedLimit: number;
  routeBasePath: string;
  tagsBasePath: string;
  authorsBasePath: string;
  archiveBasePath: string;
  pageBasePath: string;
};

export type SiteContent = {
  root: string;
  docs: DocPage[];
  sections: Section[];
  /** Every post but drafts, newest first. */
  posts: Post[];
  /** Tags with at least one listed post, as tags.yml describes them. */
  tags: Tag[];
  /** Every author of authors.yml. */
  authors: Author[];
  blog: BlogOptions;
};

type Json = Record<string, unknown>;

/** The blog options of docusaurus.config.ts, with Docusaurus' defaults. */
export function blogOptions(): BlogOptions {
  // Loaded when asked for: the browser suite imports this module for the
  // sitemap helpers too, and most specs never need the config.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../docusaurus.config').default as Config;
  const blog = (pluginOptions(config, 'pluginContentBlog') ?? {}) as Json;
  const feed = (blog.feedOptions ?? {}) as Json;
  const base = (key: string, fallback: string) =>
    typeof blog[key] === 'string' ? (blog[key] as string) : fallback;
  return {
    postsPerPage:
      typeof blog.postsPerPage === 'number' ? blog.postsPerPage : 10,
    feedLimit: typeof feed.limit === 'number' ? feed.limit : 20,
    routeBasePath: base('routeBasePath', 'blog'),
    tagsBasePath: base('tagsBasePath', 'tags'),
    authorsBasePath: base('authorsBasePath', 'authors'),
    archiveBasePath: base('archiveBasePath', 'archive'),
    pageBasePath: base('pageBasePath', 'page'),
  };
}

/** Joins URL parts with single slashes, without a trailing one. */
export function joinUrl(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Docusaurus' default exclusions of docs/, blog/ and src/pages/. */
const EXCLUDED = (name: string) =>
  name.startsWith('_') || name === '__tests__' || /\.test\.[jt]sx?$/.test(name);

function markdownFiles(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) {
    return [];
  }
  return readdirSync(absolute)
    .sort()
    .filter((name) => !EXCLUDED(name))
    .flatMap((name) => {
      const relative = `${dir}/${name}`;
      if (statSync(path.join(root, relative)).isDirectory()) {
        return markdownFiles(root, relative);
      }
      return /\.mdx?$/.test(name) ? [relative] : [];
    });
}

function frontMatterOf(root: string, file: string): Json {
  return parseDoc(file, readFileSync(path.join(root, file), 'utf8'))
    .frontMatter;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** `02-ustanovka` → `ustanovka`; dates and versions keep their numbers. */
export function stripNumberPrefix(name: string): string {
  if (/^\d+[-_.]\d+/.test(name)) {
    return name;
  }
  return /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)?.[1] ?? name;
}

/** The slug Docusaurus gives a category label (github-slugger). */
export function labelSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** lodash's kebabCase for the keys of tags.yml and authors.yml. */
export function kebabCase(key: string): string {
  return key
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, '$1$3 $2$4')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('-');
}

/** A doc's route: `slug` and `id` front matter, index files, prefixes. */
function docRoute(file: string, frontMatter: Json): string {
  const relative = file.replace(/^docs\//, '');
  const dir = path.posix.dirname(relative);
  const name = path.posix.basename(relative).replace(/\.mdx?$/, '');
  const dirSlug =
    dir === '.' ? '/' : `/${dir.split('/').map(stripNumberPrefix).join('/')}/`;
  const slug = frontMatter.slug;
  if (typeof slug === 'string' && slug.startsWith('/')) {
    return joinUrl('docs', slug);
  }
  const parentName = dir === '.' ? undefined : path.posix.basename(dir);
  const isIndex = ['index', 'readme', parentName?.toLowerCase()].includes(
    name.toLowerCase(),
  );
  if (typeof slug !== 'string' && isIndex) {
    return joinUrl('docs', dirSlug);
  }
  const id = typeof frontMatter.id === 'string' ? frontMatter.id : name;
  const base = typeof slug === 'string' ? slug : stripNumberPrefix(id);
  return joinUrl('docs', path.posix.resolve(dirSlug, base));
}

function readDocs(root: string): DocPage[] {
  return markdownFiles(root, 'docs').flatMap((file) => {
    const frontMatter = frontMatterOf(root, file);
    if (isTrue(frontMatter.draft)) {
      return [];
    }
    const folder = /^docs\/([^/]+)\//.exec(file)?.[1] ?? null;
    return [
      {
        file,
        route: docRoute(file, frontMatter),
        section: folder,
        unlisted: isTrue(frontMatter.unlisted),
        frontMatter,
      },
    ];
  });
}

function readSections(root: string, docs: DocPage[]): Section[] {
  const dir = path.join(root, 'docs');
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir)
    .sort()
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .flatMap((folder) => {
      const metaFile = ['_category_.json', '_category_.yml', '_category_.yaml']
        .map((name) => path.join(dir, folder, name))
        .find((file) => existsSync(file));
      const meta = (
        metaFile ? (parse(readFileSync(metaFile, 'utf8')) ?? {}) : {}
      ) as {label?: string; link?: Json};
      const own = docs.filter((doc) => doc.section === folder);
      if (own.length === 0) {
        // Docusaurus leaves out a category without documents.
        return [];
      }
      const label = meta.label ?? stripNumberPrefix(folder);
      const link = meta.link;
      const route =
        link?.type === 'generated-index'
          ? joinUrl(
              'docs',
              typeof link.slug === 'string'
                ? link.slug
                : `/category/${labelSlug(label)}`,
            )
          : null;
      return [
        {
          folder,
          route,
          label,
          title: typeof link?.title === 'string' ? link.title : null,
          description:
            typeof link?.description === 'string' ? link.description : null,
          docs: own,
        },
      ];
    });
}

/** Date and slug from a blog file name, as Docusaurus parses them. */
const DATED_FILE =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

function readPosts(root: string, blog: BlogOptions): Post[] {
  const keys = (value: unknown): string[] =>
    value === undefined || value === null
      ? []
      : (Array.isArray(value) ? value : [value]).map(String);
  return markdownFiles(root, 'blog')
    .flatMap((file): Post[] => {
      const frontMatter = frontMatterOf(root, file);
      if (isTrue(frontMatter.draft)) {
        return [];
      }
      const relative = file.replace(/^blog\//, '');
      const dated = DATED_FILE.exec(relative)?.groups;
      const fileSlug = dated
        ? `/${dated.date!.replace(/-/g, '/')}/${dated.folder}${dated.text}`
        : `/${relative.replace(/(?:\/index)?\.mdx?$/, '')}`;
      const slug =
        typeof frontMatter.slug === 'string' ? frontMatter.slug : fileSlug;
      const rawDate = frontMatter.date ?? dated?.date;
      const date =
        rawDate instanceof Date
          ? rawDate
          : typeof rawDate === 'string'
            ? new Date(`${rawDate.replace(/\//g, '-')}Z`)
            : null;
      return [
        {
          file,
          route: joinUrl(blog.routeBasePath, slug),
          title:
            typeof frontMatter.title === 'string' ? frontMatter.title : slug,
          date,
          authors: keys(frontMatter.authors),
          tags: keys(frontMatter.tags),
          unlisted: isTrue(frontMatter.unlisted),
        },
      ];
    })
    .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
}

function readYaml(root: string, file: string): Record<string, Json> {
  const absolute = path.join(root, file);
  return existsSync(absolute)
    ? ((parse(readFileSync(absolute, 'utf8')) ?? {}) as Record<string, Json>)
    : {};
}

function readTags(root: string, posts: Post[], blog: BlogOptions): Tag[] {
  const described = readYaml(root, 'blog/tags.yml');
  // A tag only unlisted posts carry is unlisted too: no page in the
  // sitemap, no entry in the tag list.
  const used = [
    ...new Set(
      posts.filter((post) => !post.unlisted).flatMap((post) => post.tags),
    ),
  ].sort();
  return used.map((key) => {
    const tag = described[key] ?? {};
    const permalink =
      typeof tag.permalink === 'string' ? tag.permalink : kebabCase(key);
    return {
      key,
      label: typeof tag.label === 'string' ? tag.label : key,
      route: joinUrl(blog.routeBasePath, blog.tagsBasePath, permalink),
    };
  });
}

function readAuthors(root: string, blog: BlogOptions): Author[] {
  return Object.entries(readYaml(root, 'blog/authors.yml')).map(
    ([key, author]) => {
      const page = author.page as boolean | {permalink?: string} | undefined;
      const slug =
        page === true
          ? kebabCase(key)
          : page && typeof page === 'object'
            ? page.permalink
            : undefined;
      return {
        key,
        name: typeof author.name === 'string' ? author.name : key,
        route: slug
          ? joinUrl(blog.routeBasePath, blog.authorsBasePath, slug)
          : null,
      };
    },
  );
}

/** Reads the content of the site at `root` (the repository, or a copy). */
export function siteContent(
  root: string,
  blog: BlogOptions = blogOptions(),
): SiteContent {
  const docs = readDocs(root);
  const posts = readPosts(root, blog);
  return {
    root,
    docs,
    sections: readSections(root, docs),
    posts,
    tags: readTags(root, posts, blog),
    authors: readAuthors(root, blog),
    blog,
  };
}

/** Posts a reader finds in lists and feeds (not unlisted). */
export const listedPosts = (content: SiteContent) =>
  content.posts.filter((post) => !post.unlisted);

/** The listed posts with this tag, newest first. */
export const postsTagged = (content: SiteContent, tag: string) =>
  listedPosts(content).filter((post) => post.tags.includes(tag));

/** The listed posts of this author, newest first. */
export const postsBy = (content: SiteContent, author: string) =>
  listedPosts(content).filter((post) => post.authors.includes(author));

/** Articles: the docs of a section folder. */
export const articles = (content: SiteContent) =>
  content.docs.filter((doc) => doc.section !== null && !doc.unlisted);

/** A list page and its further pages (`…/page/2`) for `count` posts. */
function paginated(content: SiteContent, base: string, count: number) {
  const {postsPerPage, pageBasePath} = content.blog;
  const pages = Math.max(1, Math.ceil(count / postsPerPage));
  return [
    base,
    ...Array.from({length: pages - 1}, (_, index) =>
      joinUrl(base, pageBasePath, String(index + 2)),
    ),
  ];
}

/**
 * The sitemap routes the content produces: every listed doc, post, tag and
 * author page, each section's generated index, and the blog's lists.
 * Unlisted pages carry `noindex`, so the sitemap leaves them out.
 */
export function contentRoutes(content: SiteContent): string[] {
  const {blog} = content;
  const listed = listedPosts(content);
  const blogBase = joinUrl(blog.routeBasePath);
  const routes = [
    ...content.docs.filter((doc) => !doc.unlisted).map((doc) => doc.route),
    ...content.sections.flatMap((section) =>
      section.route ? [section.route] : [],
    ),
    ...listed.map((post) => post.route),
    ...paginated(content, blogBase, listed.length),
    ...(listed.length > 0 ? [joinUrl(blogBase, blog.archiveBasePath)] : []),
    ...(content.tags.length > 0 ? [joinUrl(blogBase, blog.tagsBasePath)] : []),
    ...content.tags.flatMap((tag) =>
      paginated(content, tag.route, postsTagged(content, tag.key).length),
    ),
    ...(content.authors.length > 0
      ? [joinUrl(blogBase, blog.authorsBasePath)]
      : []),
    ...content.authors.flatMap((author) =>
      author.route
        ? paginated(content, author.route, postsBy(content, author.key).length)
        : [],
    ),
  ];
  return [...new Set(routes)].sort();
}

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
