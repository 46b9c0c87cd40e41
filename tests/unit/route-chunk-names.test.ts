/**
 * How the prefetch stand-in (src/plugins/first-load/page-start/shims/docusaurus.ts)
 * reads Docusaurus' generated routesChunkNames: the chunk names of each
 * route path.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {chunkNamesByPath} from '../../src/plugins/first-load/page-start/routeChunkNames';

describe('route chunk names', () => {
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
});
