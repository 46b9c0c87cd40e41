// First: sets up Rspack's allocator before any import below loads Rspack.
import './src/data/bundlerMemory';
import path from 'node:path';

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import blogPlugin from '@docusaurus/plugin-content-blog';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import sitemapPlugin from '@docusaurus/plugin-sitemap';

import {getAnnouncement} from './src/data/announcement';
import {ERRORS_FIELD, coveredErrorsOf} from './src/data/coveredErrors';
import {printGitHistoryNotice, readGitHistory} from './src/data/gitHistory';
import {getProvider} from './src/data/provider';
import {RELEASE_NOTICE, releaseNotice} from './src/data/releases';
import {readReleases} from './src/data/releasesFile';
import {readBaseUrl, readSiteUrl} from './src/data/site';
import {announcementResetFeature} from './src/plugins/announcement-reset';
import buildOutput from './src/plugins/build-output';
import {codeHighlightingFeature} from './src/plugins/code-highlighting';
import {crashTestFeature} from './src/plugins/crash-test';
import {siteFeatures} from './src/plugins/features';
import {firstLoadFeature} from './src/plugins/first-load';
import {glossaryFeature} from './src/plugins/glossary';
import {markdownCopiesFeature} from './src/plugins/markdown-copies';
import {printFeature} from './src/plugins/print';
import {searchFeature} from './src/plugins/search';
import {readAlgolia} from './src/plugins/search/algolia';
import {routeListFeature} from './src/plugins/route-list';
import {siteOverviewFeature} from './src/plugins/site-overview';
import {troubleshootingFeature} from './src/plugins/troubleshooting';
import {errorDecoderFeature} from './src/plugins/error-decoder';
import {generatorsFeature} from './src/plugins/generators';
import {checklistsFeature} from './src/plugins/checklists';
import {uiLabelsFeature} from './src/plugins/ui-labels/remark';
import {screenshotsFeature} from './src/plugins/screenshots';

// Every environment variable the build reads is read here, once, into a named
// constant. Behaviour below derives from these constants only.

/** `SITE_URL`: the origin the site is published at (no path). */
const siteUrl = readSiteUrl(process.env);
/** `BASE_URL`: the path under that origin, e.g. `/kb/` on GitHub Pages. */
const baseUrl = readBaseUrl(process.env);
/** `PROVIDER_*`: the provider's name and links; see src/data/provider.ts. */
const provider = getProvider(process.env);
/**
 * `DOCS_CRASH_TEST=true`: adds the pages that crash on purpose, so that the
 * browser suite can prove the error pages. Never set it for a real deploy.
 */
const isCrashTestBuild = process.env.DOCS_CRASH_TEST === 'true';
/**
 * `ALGOLIA_APP_ID`, `ALGOLIA_API_KEY`, `ALGOLIA_INDEX_NAME`: all three switch
 * the search to Algolia DocSearch. Unset (the default), the build writes an
 * offline index (src/plugins/search) and nothing of Algolia is bundled.
 */
const algolia = readAlgolia(process.env);

/**
 * Not a variable but the checkout the build runs in: with the full git
 * history each article shows «Обновлено: дата», the date its file last
 * changed in git (src/data/gitHistory.ts). A copy outside git or a shallow
 * clone builds without the dates and says so once.
 */
const gitHistory = readGitHistory(__dirname);
// The newest release of each product (src/data/releases.yml), for the
// «вышла 7.2, статья перепроверяется» beside an article's badge (see
// `markdown.parseFrontMatter`); a malformed file stops the build here,
// naming its line.
const releases = readReleases(__dirname);
const showLastUpdateTime = gitHistory === 'full';
printGitHistoryNotice(gitHistory);

/** Set to `true` to hide the navbar while the reader scrolls down. */
const navbarHideOnScroll = false;

const announcement = getAnnouncement(provider);

/**
 * Prism languages on top of those prism-react-renderer bundles (json,
 * markup, js and a few more): the ones the articles use.
 */
const additionalLanguages = [
  'php',
  'ini',
  'apacheconf',
  'nginx',
  'bash',
  'powershell',
  'batch',
  'sql',
];

/**
 * The site's features (src/plugins/*), each declared once in its folder:
 * its plugins, its remark and rehype plugins, its build step. Their order
 * is the order of each: of the plugins; of the Markdown plugins
 * (screenshots before the glossary, both before Docusaurus' own transforms
 * in the docs; code tokens before image zoom); of the build steps.
 */
const features = siteFeatures([
  siteOverviewFeature,
  // «Что случилось с сайтом?» on the home page: its tree, checked.
  troubleshootingFeature,
  // «Расшифровка ошибки» in the search: the rules of src/data/error-decoder.yml.
  errorDecoderFeature,
  announcementResetFeature(announcement.id),
  codeHighlightingFeature(additionalLanguages),
  firstLoadFeature,
  screenshotsFeature,
  printFeature,
  glossaryFeature,
  uiLabelsFeature,
  // Task lists (`- [ ] …`) that keep the reader's ticks.
  checklistsFeature,
  // `<Generator kind="…" />`: records and config blocks with the reader's
  // domain and the provider's values.
  generatorsFeature(provider.hosting),
  // After the pages: Markdown copies and llms.txt, search index, CSP, in
  // this order, from one postBuild (src/plugins/build-output), with the
  // compressed twins written alongside. The copies come first:
  // llms-full.txt, the largest file (tens of MiB at thousands of
  // articles), is then compressed while the search index is built rather
  // than alone at the end.
  markdownCopiesFeature,
  // The offline search (build/search-index/), unless Algolia replaces it.
  ...(algolia ? [] : [searchFeature]),
  ...(isCrashTestBuild ? [crashTestFeature] : []),
  // The build's routes for the tests, next to the build, not in it.
  routeListFeature,
]);
const output = buildOutput(features.buildSteps);

/** The blog's options: outside the preset, see `plugins`. */
const blogOptions = {
  blogTitle: 'Блог',
  ...features.markdown,
  blogDescription:
    'Новости базы знаний и советы клиентам хостинга: как писать в поддержку, переезжать и защищать сайт',
  blogSidebarTitle: 'Все записи',
  blogSidebarCount: 'ALL',
  postsPerPage: 10,
  showReadingTime: false,
  feedOptions: {
    type: ['rss', 'atom'],
    title: `Блог базы знаний «${provider.name}»`,
    description:
      'Новые записи блога базы знаний: советы клиентам хостинга и владельцам сайтов',
    copyright: `© 2024–2025 ${provider.name}`,
    language: 'ru',
    xslt: false,
  },
  tags: 'tags.yml',
  authorsMapPath: 'authors.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;

const config = {
  title: 'Добро пожаловать в базу знаний',
  tagline:
    'Пошаговые инструкции для клиентов хостинга и владельцев сайтов: WordPress, OSPanel, Bootstrap Studio',
  favicon: 'img/favicon.ico',

  url: siteUrl,
  baseUrl,
  // Canonical URLs are the plain paths of the spec: `/docs/intro`, not
  // `/docs/intro/`. Pages are emitted as `intro.html`.
  trailingSlash: false,
  titleDelimiter: '—',

  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG in worker
    // threads; `v4.fasterByDefault` below turns on every part not named
    // here), without Rspack's persistent cache: CI builds a fresh clone,
    // where the cache is written and never read, and writing it took the
    // build of 5,000 articles from 5.6 to 7.3 GB at its peak (issue 17,
    // README «Тысячи статей»).
    faster: {rspackPersistentCache: false},
    // The v4 flags, except storage namespacing: the spec fixes the storage
    // keys (`theme`, `docusaurus.announcement.*`) without a site suffix.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: with layers on, Infima's `:root` variables won over the site's
      // custom.css in this version; plain source order is predictable.
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // The articles' «Обновлено» dates from one `git log` of the whole
    // repository, read once at start-up: the eager strategy, not one
    // `git log` per file (facebook/docusaurus#11208). Docusaurus Faster's
    // default (`default-v2`) is the same in a build, but a made-up date in
    // `npm start` and an error outside a git checkout; here it is eager in
    // both, and off without git history.
    experimental_vcs: showLastUpdateTime ? 'git-eager' : 'disabled',
  },

  onBrokenLinks: 'throw',
  // The page template of a feature (first-load: scripts start after the
  // first paint).
  ssrTemplate: features.ssrTemplate,
  // Docusaurus's check for a wrong baseUrl looks for its scripts at
  // DOMContentLoaded, before they start here; the base-URL build is tested
  // instead (tests/e2e/base-url.spec.ts).
  baseUrlIssueBanner: false,
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',
  markdown: {
    // «(вышла 7.2, статья перепроверяется)» beside an article's badge: put
    // into the page's own front matter at build time (src/data/releases.ts),
    // so that no page's scripts carry the list of releases or the rule.
    // The errors an article covers (`errors:`, src/data/coveredErrors.ts)
    // are checked here, a malformed entry stopping the build with its line,
    // and dropped: only the tests read them.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const {frontMatter} = result;
      if (ERRORS_FIELD in frontMatter) {
        coveredErrorsOf(
          params.fileContent,
          path
            .relative(process.cwd(), params.filePath)
            .split(path.sep)
            .join('/'),
        );
        delete frontMatter[ERRORS_FIELD];
      }
      delete frontMatter[RELEASE_NOTICE];
      const notice =
        typeof frontMatter.checked_with === 'string'
          ? releaseNotice(frontMatter.checked_with, releases)
          : null;
      if (notice) frontMatter[RELEASE_NOTICE] = notice;
      return result;
    },
    // The v4 flag turns MDX 1 compatibility off; authors keep two of its
    // habits: `<!-- truncate -->` / HTML comments in .md files, and stable
    // heading ids written `## Заголовок {#latin-id}`.
    mdx1Compat: {
      comments: true,
      admonitions: false,
      headingIds: true,
    },
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'ru',
    locales: ['ru'],
    localeConfigs: {
      ru: {
        label: 'Русский',
        direction: 'ltr',
        htmlLang: 'ru',
        calendar: 'gregory',
      },
    },
  },

  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'icon',
        type: 'image/svg+xml',
        href: `${baseUrl}img/favicon.svg`,
      },
    },
  ],

  customFields: {
    provider,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          // «Обновлено: дата» beside «Проверено» (src/theme/DocItem/Content)
          // and `dateModified` in the JSON-LD (src/theme/DocItem/Metadata).
          showLastUpdateTime,
          ...features.docs,
        },
        // Outside the preset, below: their postBuild runs in the build's
        // order (src/plugins/build-output).
        blog: false,
        sitemap: false,
        pages: features.markdown,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The blog, with its options of the preset; its feeds are written in
    // the build's order.
    [output.defer(blogPlugin), blogOptions],
    [
      output.defer(sitemapPlugin),
      // Search results are no page of their own for search engines.
      {ignorePatterns: ['/search']},
    ],
    [
      output.defer(clientRedirectsPlugin),
      {
        // `/docs` is the docs root of the spec but no page of its own: the
        // reader lands on the introduction, the main doc of the docs.
        redirects: [{from: '/docs', to: '/docs/intro'}],
      },
    ],
    ...features.plugins,
    // Last: the one postBuild of the site (src/plugins/build-output).
    output.plugin,
  ],

  themeConfig: {
    // The picture social networks and messengers show with a shared link
    // (og:image, twitter:image): 1200×630, no provider name on it.
    image: 'img/social-card.jpg',
    // Present only for an Algolia build: the preset then adds
    // theme-search-algolia, whose SearchBar takes the navbar's slot (the
    // offline search plugin is left out).
    ...(algolia && {
      algolia: {...algolia, contextualSearch: true, searchPagePath: 'search'},
    }),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // The first reading of the spec: with no stored choice, follow the
      // reader's system preference.
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {
        groupByYear: true,
      },
    },
    navbar: {
      title: provider.name,
      hideOnScroll: navbarHideOnScroll,
      logo: {
        alt: `Логотип: ${provider.name}`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          position: 'left',
          label: 'База знаний',
        },
        {to: '/blog', label: 'Блог', position: 'left'},
        {
          href: provider.siteUrl,
          label: 'На сайт хостинга',
          position: 'right',
        },
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'База знаний',
          items: [
            {label: 'Введение', to: '/docs/intro'},
            {label: 'Как читать статьи', to: '/markdown-page'},
          ],
        },
        {
          title: 'Сообщество',
          items: [
            ...provider.community.map(({label, href}) => ({label, href})),
            {label: 'Блог', to: '/blog'},
          ],
        },
        {
          title: 'Другие ссылки',
          items: [
            {label: 'Сайт хостинга', href: provider.siteUrl},
            {label: 'Личный кабинет', href: provider.clientAreaUrl},
            {label: 'Панель игровых серверов', href: provider.gamePanelUrl},
          ],
        },
      ],
      copyright: `© 2024–2025 ${provider.name}. Материалы базы знаний можно цитировать со ссылкой на источник.`,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // Colours are CSS written by src/plugins/code-highlighting from its
      // own options; an empty theme keeps Docusaurus' default theme object
      // out of every page's bundle.
      theme: {plain: {}, styles: []},
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
