import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  DEFAULT_BASE_URL,
  DEFAULT_SITE_URL,
  readBaseUrl,
  readSiteUrl,
} from '../../src/data/site';

describe('SITE_URL', () => {
  it('has a default on the .example domain', () => {
    assert.equal(readSiteUrl({}), DEFAULT_SITE_URL);
    assert.match(DEFAULT_SITE_URL, /\.example$/);
  });

  it('is reduced to its origin', () => {
    assert.equal(
      readSiteUrl({SITE_URL: 'https://docs.example.org/'}),
      'https://docs.example.org',
    );
  });

  it('rejects a path, naming BASE_URL as the place for it', () => {
    assert.throws(
      () => readSiteUrl({SITE_URL: 'https://example.org/kb/'}),
      /BASE_URL/,
    );
  });

  it('rejects what is not an http(s) URL', () => {
    assert.throws(() => readSiteUrl({SITE_URL: 'example.org'}), /SITE_URL/);
    assert.throws(() => readSiteUrl({SITE_URL: 'ftp://example.org'}), /http/);
  });
});

describe('BASE_URL', () => {
  it('defaults to /', () => {
    assert.equal(readBaseUrl({}), DEFAULT_BASE_URL);
    assert.equal(readBaseUrl({BASE_URL: '/'}), '/');
  });

  it('gets the slashes Docusaurus needs', () => {
    assert.equal(readBaseUrl({BASE_URL: 'kb'}), '/kb/');
    assert.equal(readBaseUrl({BASE_URL: '/kb'}), '/kb/');
    assert.equal(readBaseUrl({BASE_URL: 'docs/kb/'}), '/docs/kb/');
    assert.equal(readBaseUrl({BASE_URL: '//kb//'}), '/kb/');
  });

  it('rejects characters that would need escaping, and traversal', () => {
    assert.throws(() => readBaseUrl({BASE_URL: '/база/'}), /BASE_URL/);
    assert.throws(() => readBaseUrl({BASE_URL: '/a b/'}), /BASE_URL/);
    assert.throws(() => readBaseUrl({BASE_URL: '/../etc/'}), /BASE_URL/);
  });
});
