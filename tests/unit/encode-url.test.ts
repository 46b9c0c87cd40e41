import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {encodeUrl} from '../../src/utils/encodeUrl';

const RAW = 'https://docs.hosting.example/docs/category/плагины-для-wordpress';
const ENCODED =
  'https://docs.hosting.example/docs/category/%D0%BF%D0%BB%D0%B0%D0%B3%D0%B8%D0%BD%D1%8B-%D0%B4%D0%BB%D1%8F-wordpress';

describe('encodeUrl', () => {
  it('percent-encodes a raw Cyrillic URL with upper-case escapes', () => {
    assert.equal(encodeUrl(RAW), ENCODED);
  });

  it('leaves an encoded URL as it is, instead of encoding "%" again', () => {
    assert.equal(encodeUrl(ENCODED), ENCODED);
    // Lower-case escapes (as some links are typed) come out upper-case.
    assert.equal(encodeUrl('/docs/%d0%bf%d0%bb'), '/docs/%D0%BF%D0%BB');
  });

  it('keeps Latin paths, queries and fragments unchanged', () => {
    assert.equal(
      encodeUrl('https://docs.hosting.example/docs/intro?a=1#part'),
      'https://docs.hosting.example/docs/intro?a=1#part',
    );
    assert.equal(encodeUrl('/docs/intro'), '/docs/intro');
  });

  it('survives a stray "%" that is no escape', () => {
    assert.equal(encodeUrl('/docs/100%-ready'), '/docs/100%25-ready');
  });
});
