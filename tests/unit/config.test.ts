import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import rehypeCodeTokens from '../../src/plugins/code-highlighting/rehype';
import {loadConfig} from '../load-config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const config = loadConfig();
const theme = config.themeConfig as Any;
const [, presetOptions] = (config.presets as Any)[0];
/** The blog sits outside the preset (src/plugins/build-output defers it). */
const blogOptions = (config.plugins as Any[]).find(
  (plugin) => Array.isArray(plugin) && plugin[1]?.blogTitle,
)?.[1];
const contentOptions: Record<string, Any> = {
  docs: presetOptions.docs,
  blog: blogOptions,
  pages: presetOptions.pages,
};

describe('site config', () => {
  it('is a Russian-only site with a welcome title', () => {
    assert.equal(config.i18n?.defaultLocale, 'ru');
    assert.deepEqual(config.i18n?.locales, ['ru']);
    assert.deepEqual(
      {...config.i18n?.localeConfigs?.ru},
      {label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory'},
    );
    assert.match(config.title, /^Добро пожаловать/);
    assert.match(config.tagline ?? '', /[а-яё]/);
    assert.ok(config.titleDelimiter);
    assert.equal(config.favicon, 'img/favicon.ico');
  });

  it('fails on broken links and only warns on broken anchors and markdown links', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'warn');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
  });

  it('runs Docusaurus Faster and keeps the storage keys of the spec', () => {
    const future = config.future as Any;
    assert.equal(future.faster, true);
    assert.equal(future.v4.siteStorageNamespacing, false);
  });

  it('takes url and baseUrl from SITE_URL and BASE_URL', () => {
    assert.equal(config.url, 'https://docs.hosting.example');
    assert.equal(config.baseUrl, '/');
    const moved = loadConfig({
      SITE_URL: 'https://kb.example.org',
      BASE_URL: 'kb',
    });
    assert.equal(moved.url, 'https://kb.example.org');
    assert.equal(moved.baseUrl, '/kb/');
  });

  it('takes the provider from the environment for navbar and footer', () => {
    const rebranded = loadConfig({
      PROVIDER_NAME: 'Хостинг Тест',
      PROVIDER_SITE_URL: 'https://test.example',
    });
    const navbar = (rebranded.themeConfig as Any).navbar;
    assert.equal(navbar.title, 'Хостинг Тест');
    assert.ok(
      navbar.items.some((item: Any) => item.href === 'https://test.example'),
    );
    assert.match(
      (rebranded.themeConfig as Any).footer.copyright,
      /Хостинг Тест/,
    );
  });

  it('adds the crash pages only to a DOCS_CRASH_TEST build', () => {
    const names = (plugins: unknown[] | undefined) =>
      (plugins ?? []).map((plugin) =>
        String((Array.isArray(plugin) ? plugin[0] : plugin)?.name),
      );
    const normal = names(config.plugins);
    const crash = names(loadConfig({DOCS_CRASH_TEST: 'true'}).plugins);
    assert.ok(!normal.includes('crashTestPlugin'), normal.join(', '));
    assert.deepEqual(
      crash.filter((name) => !normal.includes(name)),
      ['crashTestPlugin'],
    );
  });
});

describe('blog options', () => {
  const blog = blogOptions;

  it('is «Блог» with RSS and Atom feeds and no reading time', () => {
    assert.equal(blog.blogTitle, 'Блог');
    assert.deepEqual(blog.feedOptions.type, ['rss', 'atom']);
    assert.match(blog.feedOptions.title, /Блог/);
    assert.equal(blog.showReadingTime, false);
  });

  it('throws on inline tags, inline authors and untruncated posts', () => {
    assert.equal(blog.onInlineTags, 'throw');
    assert.equal(blog.onInlineAuthors, 'throw');
    assert.equal(blog.onUntruncatedBlogPosts, 'throw');
  });

  it('groups the sidebar by year', () => {
    assert.equal(theme.blog.sidebar.groupByYear, true);
  });
});

describe('theme config', () => {
  it('follows the system colour mode when nothing is stored', () => {
    assert.equal(theme.colorMode.respectPrefersColorScheme, true);
    assert.equal(theme.colorMode.disableSwitch, false);
  });

  it('keeps the navbar visible while scrolling, and offers the search slot', () => {
    assert.equal(theme.navbar.hideOnScroll, false);
    assert.ok(theme.navbar.items.some((item: Any) => item.type === 'search'));
    const docs = theme.navbar.items.find(
      (item: Any) => item.type === 'docSidebar',
    );
    assert.equal(docs.sidebarId, 'tutorialSidebar');
    assert.equal(docs.label, 'База знаний');
  });

  it('has the three footer groups and the 2024–2025 copyright', () => {
    assert.deepEqual(
      theme.footer.links.map((group: Any) => group.title),
      ['База знаний', 'Сообщество', 'Другие ссылки'],
    );
    assert.match(theme.footer.copyright, /^© 2024–2025 /);
  });

  it('shows headings 2–3, a fixed sidebar and open categories', () => {
    assert.deepEqual(theme.tableOfContents, {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    });
    assert.equal(theme.docs.sidebar.hideable, false);
    assert.equal(theme.docs.sidebar.autoCollapseCategories, false);
  });

  it('highlights the languages the articles use', () => {
    for (const language of [
      'php',
      'ini',
      'apacheconf',
      'nginx',
      'bash',
      'powershell',
      'batch',
      'sql',
    ]) {
      assert.ok(theme.prism.additionalLanguages.includes(language), language);
    }
  });

  it('keeps the code colour themes out of the serialised site config', () => {
    // themeConfig and plugin options end up in every page's main.js; the
    // colours are CSS written by src/plugins/code-highlighting.
    assert.deepEqual(theme.prism.theme, {plain: {}, styles: []});
    assert.equal(theme.prism.darkTheme, undefined);
    assert.doesNotMatch(JSON.stringify(config.plugins), /backgroundColor/);
  });

  it('tokenizes code of docs, blog and pages with the same languages', () => {
    for (const section of ['docs', 'blog', 'pages']) {
      const [[plugin, options]] = contentOptions[section].rehypePlugins;
      // loadConfig loads the modules afresh: compare by name.
      assert.equal(plugin.name, rehypeCodeTokens.name, section);
      assert.deepEqual(
        options.additionalLanguages,
        theme.prism.additionalLanguages,
        section,
      );
    }
  });

  it('has one dismissible announcement with an id', () => {
    assert.match(theme.announcementBar.id, /^[a-z0-9-]+$/);
    assert.equal(theme.announcementBar.isCloseable, true);
  });
});
