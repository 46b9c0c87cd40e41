/**
 * Hosting values in articles (`<ProviderValue name="…" />`) are filled in
 * by the build from src/data/provider.ts: every page that uses one shows
 * the value of this build's provider, never the component's name. Reads the
 * production build that `npm test` makes before the node tests.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {HOSTING_VALUE_KINDS, getProvider} from '../../src/data/provider';
import {contentPages} from '../content/pages';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const {hosting} = getProvider(process.env);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const uses = contentPages(root)
  .filter((page) => page.path.startsWith('docs/'))
  .map((page) => ({
    page,
    names: [
      ...new Set(
        [...page.body.matchAll(/<ProviderValue\s+name="([^"]*)"\s*\/>/g)].map(
          ([, name]) => name!,
        ),
      ),
    ],
  }))
  .filter(({names}) => names.length > 0);

describe('hosting values in articles', () => {
  it('are used by the mail and PHP articles', () => {
    assert.ok(uses.length >= 2, `${uses.length} articles use <ProviderValue>`);
  });

  for (const {page, names} of uses) {
    it(`${page.path} shows ${names.join(', ')} from the provider module`, () => {
      const file = path.join(build, page.path.replace(/\.mdx?$/, '.html'));
      assert.ok(existsSync(file), `${path.relative(root, file)} not built`);
      const html = readFileSync(file, 'utf8');
      const missing = names.filter((name) => {
        const value = hosting[name as keyof typeof HOSTING_VALUE_KINDS];
        return value === undefined || !html.includes(escapeHtml(String(value)));
      });
      assert.deepEqual(missing, []);
      assert.ok(
        !html.includes('ProviderValue'),
        'the component name leaked into the page',
      );
    });
  }
});
