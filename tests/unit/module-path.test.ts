/** Route module paths that do not name the build folder (src/plugins/modulePath.ts). */
import assert from 'node:assert/strict';
import path from 'node:path';
import {it} from 'node:test';

import {siteModule} from '../../src/plugins/modulePath';

const siteDir = path.join(path.sep, 'some', 'where', 'kb');
const context = {siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus')};

it('a generated file is named under @generated, a source file under @site', () => {
  assert.equal(
    siteModule(path.join(siteDir, '.docusaurus', 'p', 'home.json'), context),
    '@generated/p/home.json',
  );
  assert.equal(
    siteModule(
      path.join(siteDir, 'src', 'plugins', 'search', 'SearchPage.tsx'),
      context,
    ),
    '@site/src/plugins/search/SearchPage.tsx',
  );
});

it('a file outside the site stops the build, naming it', () => {
  const outside = path.join(path.sep, 'some', 'where', 'kb-other', 'x.tsx');
  assert.throws(
    () => siteModule(outside, context),
    (error: Error) =>
      error.message.startsWith(`${outside} is outside the site`),
  );
  assert.throws(() => siteModule(siteDir, context), /outside the site/);
});
