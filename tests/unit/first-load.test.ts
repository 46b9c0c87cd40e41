/**
 * The stand-in for @docusaurus/utils-common in the browser bundle
 * (src/plugins/first-load/bundle-trim/utilsCommon.ts) exports what upstream exports,
 * and the very same functions.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import * as upstream from '@docusaurus/utils-common';

import * as standIn from '../../src/plugins/first-load/bundle-trim/utilsCommon';

describe('the utils-common stand-in', () => {
  it('has upstream’s export list', () => {
    assert.deepEqual(
      Object.keys(standIn).sort(),
      Object.keys(upstream)
        .filter((name) => name !== '__esModule')
        .sort(),
    );
  });

  it('exports upstream’s own functions and values', () => {
    for (const [name, value] of Object.entries(standIn)) {
      assert.equal(value, upstream[name as keyof typeof upstream], name);
    }
  });
});
