/**
 * What docusaurus.config.ts does: the spec's site settings, the settings
 * taken from the environment, and code highlighting for every language the
 * content uses. Settings a reader can see are tested in the browser (colour
 * mode, navbar, footer, table of contents, blog, announcement: tests/e2e),
 * not restated here.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {Prism} from 'prism-react-renderer';

import {DEFAULT_BASE_URL, DEFAULT_SITE_URL} from '../../src/data/site';
import rehypeCodeTokens, {
  TOKENS_PROP,
} from '../../src/plugins/code-highlighting/rehype';
import {siteFeatures} from '../../src/plugins/features';
import remarkGlossary from '../../src/plugins/glossary/remark';
import rehypeImageZoom from '../../src/plugins/screenshots/rehype';
import remarkScreenshots from '../../src/plugins/screenshots/remark';
import remarkUiLabels from '../../src/plugins/ui-labels/remark';
import remarkChecklists from '../../src/plugins/checklists/remark';
import remarkGenerators from '../../src/plugins/generators/remark';
import {readSectionPdfs} from '../../src/plugins/print';
import {decodeTokens} from '../../src/plugins/code-highlighting/codeTokens';
import {filesUnder} from '../content/pages';
import {loadConfig, pluginOptions} from '../load-config';
import {findSiteRoot} from '../site-root';

/** Languages prism-react-renderer highlights before any plugin adds one. */
const BUNDLED = new Set(Object.keys(Prism.languages));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const config = loadConfig();
const [, presetOptions] = (config.presets as Any)[0];
/** The blog sits outside the preset (src/plugins/build-output defers it). */
const blogOptions = pluginOptions(config, 'pluginContentBlog') as Any;
const contentOptions: Record<string, Any> = {
  docs: presetOptions.docs,
  blog: blogOptions,
  pages: presetOptions.pages,
};

describe('site config', () => {
  it('is the Russian-only site of the spec, with a welcome title', () => {
    assert.equal(config.i18n?.defaultLocale, 'ru');
    assert.deepEqual(config.i18n?.locales, ['ru']);
    assert.deepEqual(
      {...config.i18n?.localeConfigs?.ru},
      {label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory'},
    );
    assert.match(config.title, /^Добро пожаловать/);
    assert.match(config.tagline ?? '', /[а-яё]/);
    assert.ok(config.titleDelimiter);
  });

  it('names a favicon that static/ has', () => {
    assert.ok(config.favicon);
    assert.ok(
      existsSync(path.join(findSiteRoot(__dirname), 'static', config.favicon)),
      config.favicon,
    );
  });

  it('takes url and baseUrl from SITE_URL and BASE_URL', () => {
    assert.equal(config.url, DEFAULT_SITE_URL);
    assert.equal(config.baseUrl, DEFAULT_BASE_URL);
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

  it('links the section PDFs only with SECTION_PDFS=true; another value stops the build, naming it', () => {
    assert.equal(readSectionPdfs({}), false);
    assert.equal(readSectionPdfs({SECTION_PDFS: ''}), false);
    assert.equal(readSectionPdfs({SECTION_PDFS: 'false'}), false);
    assert.equal(readSectionPdfs({SECTION_PDFS: 'true'}), true);
    assert.throws(
      () => readSectionPdfs({SECTION_PDFS: 'yes'}),
      /^Error: SECTION_PDFS: «yes» — нужно true/,
    );
  });

  it("sets up Rspack's allocator before Rspack loads; keeps a caller's value, refuses a bad one", () => {
    // A fresh Node process loads the config, then Rspack; mimalloc, Rspack's
    // allocator, prints the options it read when MIMALLOC_VERBOSE is set.
    const load = (callerValue?: string) => {
      const env: NodeJS.ProcessEnv = {...process.env, MIMALLOC_VERBOSE: '1'};
      delete env.MIMALLOC_PURGE_DELAY;
      if (callerValue !== undefined) env.MIMALLOC_PURGE_DELAY = callerValue;
      const config = path.join(__dirname, '..', '..', 'docusaurus.config.js');
      return spawnSync(
        process.execPath,
        ['-e', `require(${JSON.stringify(config)}); require('@rspack/core');`],
        {cwd: findSiteRoot(__dirname), env, encoding: 'utf8'},
      );
    };
    const purgeDelay = (callerValue?: string) => {
      const result = load(callerValue);
      assert.equal(result.status, 0, result.stderr);
      return /option 'purge_delay': (-?\d+)/.exec(result.stderr)?.[1];
    };
    assert.equal(purgeDelay(), '0');
    assert.equal(purgeDelay('25'), '25');
    const bad = load('soon');
    assert.notEqual(bad.status, 0);
    assert.match(
      bad.stderr,
      /MIMALLOC_PURGE_DELAY="soon" is not a whole number/,
    );
  });
});

describe('features (src/plugins/features.ts)', () => {
  /**
   * The name of a Markdown plugin's function, with or without its options
   * (loadConfig loads the plugins afresh: other functions than this
   * file's imports, of the same names).
   */
  const fn = (plugin: Any): string =>
    (Array.isArray(plugin) ? plugin[0] : plugin).name;
  const names = (...plugins: {name: string}[]) => plugins.map((f) => f.name);

  // The order each feature's Markdown plugins need (the comments at the
  // features): Docusaurus' image transform and link resolution come after
  // the docs' own remark plugins.
  it('give the docs their remark plugins before Docusaurus’ own, screenshots first', () => {
    assert.deepEqual(
      contentOptions.docs.beforeDefaultRemarkPlugins.map(fn),
      names(remarkScreenshots, remarkGlossary),
    );
    for (const section of ['pages', 'blog']) {
      assert.equal(
        contentOptions[section].beforeDefaultRemarkPlugins,
        undefined,
        `${section}: the glossary and screenshots are the articles' only`,
      );
    }
  });

  it('give docs, pages and blog the same remark and rehype plugins, code tokens before image zoom', () => {
    for (const section of ['docs', 'pages', 'blog']) {
      const options = contentOptions[section];
      assert.deepEqual(
        options.remarkPlugins.map(fn),
        names(remarkUiLabels, remarkChecklists, remarkGenerators),
        section,
      );
      assert.deepEqual(
        options.rehypePlugins.map(fn),
        names(rehypeCodeTokens, rehypeImageZoom),
        section,
      );
    }
  });

  it('refuse two page templates, naming both features', () => {
    assert.throws(
      () =>
        siteFeatures([
          {name: 'one', ssrTemplate: '<html>'},
          {name: 'two'},
          {name: 'three', ssrTemplate: '<html>'},
        ]),
      /^Error: ssrTemplate: features one and three both set the page template/,
    );
  });
});

describe('blog options', () => {
  const blog = blogOptions;

  // The build errors CONTRIBUTING.md («Ошибки блога») explains to authors.
  // A build per mistake would prove each; these three settings are what
  // makes the build stop instead of printing a warning.
  it('stop the build on inline tags, inline authors and untruncated posts', () => {
    assert.equal(blog.onInlineTags, 'throw');
    assert.equal(blog.onInlineAuthors, 'throw');
    assert.equal(blog.onUntruncatedBlogPosts, 'throw');
  });
});

/**
 * Fenced code blocks of the Markdown files of a folder: each block's
 * language (the first word after the fence) and code.
 */
function codeBlocks(root: string, dir: string) {
  const blocks: {file: string; language: string; code: string}[] = [];
  for (const file of filesUnder(root, dir).filter((name) =>
    /\.mdx?$/.test(name),
  )) {
    let open: {fence: string; language: string; lines: string[]} | null = null;
    for (const line of readFileSync(path.join(root, file), 'utf8').split(
      '\n',
    )) {
      if (open) {
        const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
        if (
          close &&
          close[0] === open.fence[0] &&
          close.length >= open.fence.length
        ) {
          blocks.push({
            file,
            language: open.language,
            code: open.lines.join('\n'),
          });
          open = null;
        } else {
          open.lines.push(line);
        }
        continue;
      }
      const start = /^\s*(`{3,}|~{3,})\s*([^\s`{]*)/.exec(line);
      if (start) {
        open = {
          fence: start[1]!,
          language: start[2]!.toLowerCase() || 'text',
          lines: [],
        };
      }
    }
  }
  return blocks;
}

/** Token types of a block, as the configured rehype plugin writes them. */
function buildTokens(
  plugin: (options: Any) => (tree: Any) => void,
  options: Any,
  language: string,
  code: string,
): string[] {
  const block = {
    type: 'element',
    tagName: 'code',
    properties: {className: [`language-${language}`]},
    children: [{type: 'text', value: code}],
  };
  plugin(options)({
    type: 'root',
    children: [{type: 'element', tagName: 'pre', children: [block]}],
  });
  const tokens = decodeTokens(
    code.replace(/\r?\n$/, ''),
    block.properties[TOKENS_PROP as 'className'] as unknown as string,
  );
  return (tokens ?? []).flat().flatMap((token) => token.types);
}

describe('code highlighting', () => {
  const root = findSiteRoot(__dirname);
  const PLAIN = new Set(['text', 'plain', 'plaintext', 'txt']);

  for (const [section, dir] of [
    ['docs', 'docs'],
    ['blog', 'blog'],
    ['pages', 'src/pages'],
  ] as const) {
    const [[plugin, options]] = contentOptions[section].rehypePlugins;
    const blocks = codeBlocks(root, dir).filter(
      ({language}) => !PLAIN.has(language),
    );
    const languages = [...new Set(blocks.map(({language}) => language))];

    it(`colours every language the code blocks of ${dir}/ use (${languages.join(', ') || 'none'})`, () => {
      // Known to the build: bundled, or added by this section's plugin.
      assert.deepEqual(
        languages.filter(
          (language) =>
            !BUNDLED.has(language) &&
            !options.additionalLanguages.includes(language),
        ),
        [],
        'add them to additionalLanguages in docusaurus.config.ts',
      );
      // And the build really colours them: some token of each is no plain
      // text.
      const uncoloured = languages.filter(
        (language) =>
          !blocks
            .filter((block) => block.language === language)
            .some((block) =>
              buildTokens(plugin, options, language, block.code).some(
                (type) => type !== 'plain',
              ),
            ),
      );
      assert.deepEqual(uncoloured, []);
    });
  }
});
