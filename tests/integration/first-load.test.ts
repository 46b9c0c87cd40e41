/**
 * What src/plugins/first-load changes in the production build's main
 * bundle (`npm test` builds before it runs the node tests): Cyrillic text
 * kept as UTF-8 rather than \uXXXX escapes, and no tslib helpers; and what
 * its sections split (src/plugins/first-load/sections) leaves in the main
 * bundle and the bundler's runtime, which every page loads.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {themes} from 'prism-react-renderer';

import {
  darkCodeTheme,
  lightCodeTheme,
} from '../../src/plugins/code-highlighting/codeTheme';
import {loadConfig, pluginOptions} from '../load-config';
import {siteContent} from '../site-routes';
import {findSiteRoot} from '../site-root';

const site = findSiteRoot(__dirname);
const build = path.join(site, 'build');
const scripts = path.join(build, 'assets', 'js');

function bundle(pattern: RegExp, what: string): string {
  const name = readdirSync(scripts).find((file) => pattern.test(file));
  assert.ok(name, `build/assets/js/${what} is missing: run npm run build`);
  return readFileSync(path.join(scripts, name), 'utf8');
}
const mainBundle = () => bundle(/^main\.[0-9a-f]+\.js$/, 'main.*.js');
const runtime = () =>
  bundle(/^runtime~main\.[0-9a-f]+\.js$/, 'runtime~main.*.js');

describe('the main bundle of the build', () => {
  it('carries Cyrillic as letters, not \\u escapes', () => {
    const main = mainBundle();
    // The skip link's label, from i18n/ru/code.json.
    assert.ok(main.includes('Перейти к основному'));
    assert.deepEqual(main.match(/\\u04[0-5][0-9a-f]/gi) ?? [], []);
  });

  // The site config reaches the browser without what only the build reads
  // (src/plugins/first-load/bundle-trim: BUILD_ONLY_CONFIG), but with the rest.
  it('carries the site config without the template and plugin options', () => {
    const main = mainBundle();
    const config = loadConfig();
    assert.ok(main.includes(config.tagline!), 'the tagline is missing');
    // An option of the blog plugin; the page template ends the document.
    const blog = pluginOptions(config, 'pluginContentBlog')!;
    assert.equal(typeof blog.blogDescription, 'string');
    assert.ok(
      !main.includes(blog.blogDescription as string),
      'the blog plugin options are in it',
    );
    assert.ok(!main.includes('</html>'), 'the page template is in it');
  });

  it('has none of the tslib helpers @docusaurus/utils-common pulled in', () => {
    const main = mainBundle();
    for (const helper of ['__decorate', '__awaiter', '__esDecorate']) {
      assert.ok(!main.includes(helper), helper);
    }
  });

  // Code colours are CSS (src/plugins/code-highlighting); a Prism theme in
  // the site config would travel in every page's main bundle.
  it('carries no code colour theme', () => {
    const main = mainBundle();
    const backgrounds = [
      ...Object.values(themes),
      lightCodeTheme,
      darkCodeTheme,
    ].flatMap(({plain}) =>
      plain.backgroundColor ? [plain.backgroundColor] : [],
    );
    assert.ok(backgrounds.length > 2);
    assert.deepEqual(
      [...new Set(backgrounds)].filter((colour) =>
        main.toLowerCase().includes(colour.toLowerCase()),
      ),
      [],
    );
  });
});

/** A section module's map of its own chunks: chunk id → file. */
function sectionChunkFiles(code: string): Map<string, string> {
  const map = /[{,]files:\{([^}]*)\}/.exec(code)?.[1];
  assert.ok(map !== undefined, 'a section module without its chunk map');
  return new Map(
    [...map.matchAll(/"?([\w-]+)"?:"([^"]+)"/g)].map(([, id, file]) => [
      id!,
      file!,
    ]),
  );
}

describe('the docs sections of the build', () => {
  const content = siteContent(site);
  const sections = content.sections.filter((section) => section.docs.length);
  const modules = readdirSync(scripts)
    .filter((file) => /^section-\d+\.[0-9a-f]+\.js$/.test(file))
    .map((file) => readFileSync(path.join(scripts, file), 'utf8'));

  it('are one module each, one per folder of docs/', () => {
    assert.ok(sections.length >= 2);
    assert.equal(modules.length, sections.length);
  });

  // The main bundle holds the routes of the pages outside the sections
  // only; each article's route is in its section's module.
  it('keep every article route out of the main bundle', () => {
    const main = mainBundle();
    const all = modules.join('\n');
    for (const doc of sections.flatMap((section) => section.docs)) {
      assert.ok(all.includes(`"${doc.route}"`), `${doc.route} in no section`);
      assert.ok(!main.includes(`"${doc.route}"`), `${doc.route} in main.js`);
    }
  });

  // The runtime names a section's own chunks only once the section module
  // has added them (sections/chunkFiles.ts): its maps do not grow with
  // the articles.
  it("keep their own chunks out of the runtime's maps", () => {
    const code = runtime();
    let moved = 0;
    for (const module of modules) {
      const files = sectionChunkFiles(module);
      assert.ok(files.size > 0, 'a section without chunks of its own');
      for (const [id, file] of files) {
        assert.ok(existsSync(path.join(build, file)), `${file} is missing`);
        assert.ok(
          !new RegExp(`[{,]"?${id}"?:"`).test(code),
          `chunk ${id} (${file}) is still in the runtime`,
        );
        moved += 1;
      }
    }
    // Every article is a chunk of its own.
    assert.ok(
      moved >= sections.flatMap((section) => section.docs).length,
      `${moved} chunks moved`,
    );
  });
});
