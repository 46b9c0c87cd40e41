/**
 * react-router's `matchPath` with its shortcut for plain paths
 * (src/plugins/first-load/sections/staticMatch.ts, put in by
 * matchPathLoader.mjs): wherever the shortcut answers, it gives what
 * react-router itself gives, for every pathname and path tried here (case,
 * trailing and double slashes, characters that case-fold to ASCII letters
 * only under Unicode rules, parameters, options); and the loader finds
 * `matchPath` in the react-router the bundler takes.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {matchPath} from 'react-router';

import {MATCH_PATH} from '../../src/plugins/first-load/sections';
import {staticMatch} from '../../src/plugins/first-load/sections/staticMatch';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);

const PATHS = [
  '',
  '/',
  '//',
  '/docs',
  '/docs/',
  '/Docs/Intro',
  '/docs/intro',
  '/docs/wordpress/rabota-pochty',
  '/docs/a.b',
  '/docs/a+b',
  '/docs/a?b',
  '/docs/a$b',
  '/docs/100%25',
  '/docs/[x]',
  '/docs/:id',
  '/docs/:id?',
  '/docs/*',
  '/docs/(a|b)',
  '/docs/a\\.b',
  '/docs/статья',
  '/docs/k',
  '/docs/i',
];

const PATHNAMES = [
  ...PATHS,
  '/docs/intro/',
  '/DOCS/INTRO',
  '/docs/intro//',
  '/docs/intr',
  '/docs/introx',
  '/docs/intro/x',
  '/docs/a.b/',
  '/docs/axb',
  '/docs/\u212a', // KELVIN SIGN: lower case is «k» in Unicode
  '/docs/\u0130', // İ: lower case is «i̇»
  '/docs/\u0131', // ı: upper case is «I»
  '/docs/СТАТЬЯ',
  '/docs/статьи',
  '/docs/стать',
  // One bit (0x20) from the path's character, as letters of two cases are.
  '/docs/{x}',
  '/docs/a\u000eb',
  '/docs/wordpress/rabota\rpochty',
  '/docs/wordpress/rabota-pochty/',
  '/docs/wordpress/RABOTA-POCHTY',
  '/docs/wordpress/rabota-pochtY/',
  '/docs/wordpress/rabota_pochty',
  '/docs/wordpress/rabota-pochta',
];

const OPTIONS = [
  {exact: true},
  {exact: true, strict: false, sensitive: false},
  {exact: true, strict: true},
  {exact: true, sensitive: true},
  {exact: false},
  {},
];

describe('the plain-path shortcut of matchPath', () => {
  it('answers as react-router does wherever it answers', () => {
    let answered = 0;
    let matched = 0;
    for (const route of PATHS) {
      for (const options of OPTIONS) {
        for (const pathname of PATHNAMES) {
          const given = {path: route, ...options};
          const fast = staticMatch(pathname, given);
          if (fast === undefined) continue;
          answered += 1;
          if (fast) matched += 1;
          assert.deepEqual(
            fast,
            matchPath(pathname, given),
            `${JSON.stringify(pathname)} against ${JSON.stringify(given)}`,
          );
        }
      }
    }
    // The comparison above must have run, on matches and on misses.
    assert.ok(answered > 500, `answered ${answered}`);
    assert.ok(matched > 30, `matched ${matched}`);
  });

  it('leaves params, patterns, other options and Unicode case to react-router', () => {
    const route = '/docs/intro';
    for (const options of [
      {path: '/docs/:id', exact: true},
      {path: '/docs/*', exact: true},
      {path: '/docs/(a|b)', exact: true},
      {path: [route], exact: true},
      {path: route, exact: false},
      {path: route},
      {path: route, exact: true, strict: true},
      {path: route, exact: true, sensitive: true},
    ]) {
      assert.equal(staticMatch(route, options), undefined, options.path[0]);
    }
    // Letters above ASCII that differ: Unicode case rules decide.
    assert.equal(
      staticMatch('/docs/СТАТЬЯ', {path: '/docs/статья', exact: true}),
      undefined,
    );
    assert.equal(staticMatch(route, route), undefined);
    assert.equal(staticMatch(route, undefined), undefined);
  });
});

describe('the loader that puts it into react-router', () => {
  const loaderFile = path.join(
    root,
    'src/plugins/first-load/sections/matchPathLoader.mjs',
  );
  const load = async (source: string) => {
    const importModule = new Function('file', 'return import(file)') as (
      file: string,
    ) => Promise<{default: (this: object, source: string) => string}>;
    const {default: loader} = await importModule(loaderFile);
    return loader.call(
      {
        getOptions: () => ({helper: '/helper.ts'}),
        resourcePath: '/react-router.js',
      },
      source,
    );
  };

  it('applies to the file the bundler takes for react-router', () => {
    const pkgFile = require.resolve('react-router/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {module: string};
    const file = path.join(path.dirname(pkgFile), pkg.module);
    assert.match(file, MATCH_PATH.test);
  });

  it('asks the shortcut first, once, in the real react-router', async () => {
    const pkgFile = require.resolve('react-router/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {module: string};
    const source = readFileSync(
      path.join(path.dirname(pkgFile), pkg.module),
      'utf8',
    );
    const out = await load(source);
    assert.ok(
      out.startsWith(
        'import {staticMatch as __staticMatch} from "/helper.ts";\n',
      ),
    );
    assert.equal(out.split('__staticMatch(pathname, options)').length, 2);
    assert.match(
      out,
      /function matchPath\(pathname, options\) \{\n {2}var __static = __staticMatch\(pathname, options\);\n {2}if \(__static !== undefined\) return __static;/,
    );
  });

  it('stops the build when react-router has no such matchPath', async () => {
    await assert.rejects(
      load('export function matchPath(a, b) {}'),
      /react-router\.js no longer has «function matchPath\(pathname, options\) \{» once/,
    );
  });
});
