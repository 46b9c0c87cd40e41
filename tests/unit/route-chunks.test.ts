import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {RouteConfig} from '@docusaurus/types';

import {
  htmlFile,
  matchChain,
  routeChunksMeta,
} from '../../src/plugins/first-load/routeChunks';
import {chunkNamesByPath} from '../../src/plugins/first-load/routeChunkNames';

const route = (
  path: string,
  extra: Partial<RouteConfig> = {},
): RouteConfig => ({path, component: 'c', ...extra});

const ROUTES: RouteConfig[] = [
  route('/blog', {exact: true}),
  route('/docs', {
    routes: [
      route('/docs', {
        routes: [
          route('/docs/intro', {exact: true}),
          route('/docs/wordpress/rabota-pochty', {exact: true}),
        ],
      }),
    ],
  }),
  route('/', {exact: true}),
  route('*'),
];

describe('route chunks in the page head', () => {
  it('finds the nested routes a page renders, outermost first', () => {
    assert.deepEqual(
      matchChain(ROUTES, '/docs/intro').map((r) => r.path),
      ['/docs', '/docs', '/docs/intro'],
    );
    assert.deepEqual(
      matchChain(ROUTES, '/').map((r) => r.path),
      ['/'],
    );
    // An exact route does not match below itself; the catch-all does.
    assert.deepEqual(
      matchChain(ROUTES, '/blog/x').map((r) => r.path),
      ['*'],
    );
    assert.deepEqual(
      matchChain(ROUTES, '/docsx').map((r) => r.path),
      ['*'],
    );
  });

  it('collects chunk names per route path, nested values included', () => {
    const byPath = chunkNamesByPath({
      '/docs-a1b': {__comp: 'c1', __props: 'p1'},
      '/docs-9f0': {__comp: 'c2'},
      '/blog-832': {__comp: 'c3', items: [{content: 'i1'}, {content: 'i2'}]},
      '/docs/rabota-pochty-4e2': {__comp: 'c4'},
    });
    assert.deepEqual(byPath.get('/docs/rabota-pochty'), ['c4']);
    assert.deepEqual(byPath.get('/docs'), ['c1', 'p1', 'c2']);
    assert.deepEqual(byPath.get('/blog'), ['c3', 'i1', 'i2']);
  });

  it('maps route paths to the HTML files the build writes', () => {
    assert.equal(htmlFile('/out', '/', '/'), '/out/index.html');
    assert.equal(htmlFile('/out', '/', '/docs/intro'), '/out/docs/intro.html');
    assert.equal(
      htmlFile('/out', '/kb/', '/kb/docs/category/%D0%B0'),
      '/out/docs/category/а.html',
    );
  });

  it('writes the list the loader reads, with the base path', () => {
    assert.equal(
      routeChunksMeta(['assets/js/a.js', 'assets/js/b.js'], '/kb/'),
      '<meta name="route-chunks" content="/kb/assets/js/a.js /kb/assets/js/b.js">',
    );
  });
});
