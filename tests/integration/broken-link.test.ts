/**
 * Proves that the build fails on a broken internal link and names it: the
 * guarantee authors rely on (CONTRIBUTING.md). The site is copied to a
 * temporary folder, one article with a broken link is added, and the real
 * `docusaurus build` runs on it.
 */
import assert from 'node:assert/strict';
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {buildSite, copySite} from '../copy-site';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);

describe('a build with a broken internal link', () => {
  const site = copySite(root, 'kb-broken-link-');
  after(() => rmSync(site, {recursive: true, force: true}));

  writeFileSync(
    path.join(site, 'docs', 'proverka-ssylok.md'),
    [
      '---',
      'title: Проверка ссылок',
      '---',
      '',
      'Статья ссылается на [несуществующую страницу](/docs/net-takoi-stati).',
      '',
    ].join('\n'),
  );

  const result = buildSite(root, site, ['--out-dir', path.join(site, 'out')]);
  const output = `${result.stdout}\n${result.stderr}`;

  it('fails', () => {
    assert.notEqual(result.status, 0, output.slice(-2000));
  });

  it('names the page and the broken link', () => {
    assert.match(
      output,
      /Broken link on source page path = \/docs\/proverka-ssylok/,
    );
    assert.match(output, /-> linking to \/docs\/net-takoi-stati/);
  });
});
