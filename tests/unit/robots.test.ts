import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {robotsTxt} from '../../src/plugins/build-output/robots';

describe('robots.txt', () => {
  it('allows every page and names the sitemap at the published address', () => {
    const text = robotsTxt('https://help.my-hosting.ru', '/');
    assert.match(text, /^User-agent: \*\nAllow: \/\n/);
    assert.match(
      text,
      /\nSitemap: https:\/\/help\.my-hosting\.ru\/sitemap\.xml\n$/,
    );
  });

  it('keeps the base path in the sitemap address', () => {
    assert.match(
      robotsTxt('https://example.github.io', '/kb/'),
      /Sitemap: https:\/\/example\.github\.io\/kb\/sitemap\.xml/,
    );
  });
});
