/**
 * What a broken link does to the build (SPEC §5, CONTRIBUTING.md «Битая
 * ссылка останавливает сборку», «Предупреждения тоже читайте»): a broken
 * internal link stops it and is named; a broken Markdown link and a broken
 * anchor only print a warning that names them. The site is copied to a
 * temporary folder, an article with the broken links is added, and the
 * real `docusaurus build` runs on it.
 */
import assert from 'node:assert/strict';
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {gitHistoryNotice} from '../../src/data/gitHistory';
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
      'И на [несуществующий файл](./net-takogo-faila.md).',
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

  it('only warns about the broken Markdown link before that', () => {
    assert.match(
      output,
      /\[WARNING\] Markdown link with URL `\.\/net-takogo-faila\.md` in source file "docs\/proverka-ssylok\.md"/,
    );
  });
});

describe('a build with a broken anchor', () => {
  const site = copySite(root, 'kb-broken-anchor-');
  after(() => rmSync(site, {recursive: true, force: true}));

  writeFileSync(
    path.join(site, 'docs', 'proverka-yakorya.md'),
    [
      '---',
      'title: Проверка якоря',
      '---',
      '',
      'Статья ссылается на [несуществующий раздел](/docs/intro#net-takogo-razdela).',
      '',
    ].join('\n'),
  );

  const result = buildSite(root, site, ['--out-dir', path.join(site, 'out')]);
  const output = `${result.stdout}\n${result.stderr}`;

  it('succeeds', () => {
    assert.equal(result.status, 0, output.slice(-2000));
  });

  it('says once that the copy, outside git, has no «Обновлено» dates', () => {
    // The copy has no .git (tests/copy-site.ts); the build still succeeds
    // and explains the missing dates (README «Что печатается при сборке»).
    const notice = `[INFO] ${gitHistoryNotice('none')!}`;
    assert.equal(output.split(notice).length - 1, 1, output.slice(-2000));
  });

  it('warns, naming the page and the anchor', () => {
    assert.match(output, /\[WARNING\] Docusaurus found broken anchors!/);
    assert.match(
      output,
      /Broken anchor on source page path = \/docs\/proverka-yakorya:\s+-> linking to \/docs\/intro#net-takogo-razdela/,
    );
  });
});
