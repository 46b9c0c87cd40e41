/**
 * What src/plugins/first-load changes in the production build's main
 * bundle (`npm test` builds before it runs the node tests): Cyrillic text
 * kept as UTF-8 rather than \uXXXX escapes, and no tslib helpers.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {themes} from 'prism-react-renderer';

import {
  darkCodeTheme,
  lightCodeTheme,
} from '../../src/plugins/code-highlighting/codeTheme';
import {loadConfig, pluginOptions} from '../load-config';
import {findSiteRoot} from '../site-root';

const scripts = path.join(findSiteRoot(__dirname), 'build', 'assets', 'js');

function mainBundle(): string {
  const name = readdirSync(scripts).find((file) =>
    /^main\.[0-9a-f]+\.js$/.test(file),
  );
  assert.ok(name, 'build/assets/js/main.*.js is missing: run npm run build');
  return readFileSync(path.join(scripts, name), 'utf8');
}

describe('the main bundle of the build', () => {
  it('carries Cyrillic as letters, not \\u escapes', () => {
    const main = mainBundle();
    // The skip link's label, from i18n/ru/code.json.
    assert.ok(main.includes('Перейти к основному'));
    assert.deepEqual(main.match(/\\u04[0-5][0-9a-f]/gi) ?? [], []);
  });

  // The site config reaches the browser without what only the build reads
  // (src/plugins/first-load: BUILD_ONLY_CONFIG), but with the rest.
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
