/**
 * Proves that the build fails on a broken internal link and names it: the
 * guarantee authors rely on (CONTRIBUTING.md). The site is copied to a
 * temporary folder, one article with a broken link is added, and the real
 * `docusaurus build` runs on it.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.cache',
  'test-results',
]);

describe('a build with a broken internal link', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'kb-broken-link-'));
  after(() => rmSync(site, {recursive: true, force: true}));

  cpSync(root, site, {
    recursive: true,
    // Top-level folders only: src/plugins/build-output is source.
    filter: (source) =>
      path.dirname(source) !== root ||
      (!SKIP.has(path.basename(source)) &&
        !/^build-/.test(path.basename(source))),
  });
  symlinkSync(
    path.join(root, 'node_modules'),
    path.join(site, 'node_modules'),
    'dir',
  );
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

  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--out-dir',
      path.join(site, 'out'),
    ],
    {cwd: site, encoding: 'utf8', env: {...process.env, CI: 'true'}},
  );
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
