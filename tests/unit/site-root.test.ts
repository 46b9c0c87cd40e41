import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

describe('the site root of the node tests', () => {
  const here = findSiteRoot(__dirname, {});
  const copy = mkdtempSync(path.join(tmpdir(), 'kb-root-'));
  after(() => rmSync(copy, {recursive: true, force: true}));
  writeFileSync(path.join(copy, 'docusaurus.config.ts'), '');

  it('is found above the test without KB_ROOT', () => {
    assert.ok(existsSync(path.join(here, 'docusaurus.config.ts')));
    assert.ok(!path.relative(here, __dirname).startsWith('..'));
  });

  it('is the folder KB_ROOT names', () => {
    assert.equal(findSiteRoot(__dirname, {KB_ROOT: copy}), copy);
  });

  it('stops on a KB_ROOT that names no site, naming the variable', () => {
    for (const [value, reason] of [
      ['', /KB_ROOT="" is empty/],
      ['relative/site', /KB_ROOT="relative\/site" must be an absolute path/],
      [path.join(copy, 'net'), /KB_ROOT=".*net" is not a folder/],
      [tmpdir(), /KB_ROOT=".*" has no docusaurus\.config\.ts/],
    ] as const) {
      assert.throws(() => findSiteRoot(__dirname, {KB_ROOT: value}), reason);
    }
  });
});
