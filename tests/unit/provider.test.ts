import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {DEFAULT_PROVIDER, getProvider} from '../../src/data/provider';

describe('provider identity', () => {
  it('defaults to the reserved .example domain', () => {
    const provider = getProvider({});
    assert.deepEqual(provider, DEFAULT_PROVIDER);
    for (const url of [
      provider.siteUrl,
      provider.clientAreaUrl,
      provider.gamePanelUrl,
      ...provider.community.map(({href}) => href),
    ]) {
      assert.match(new URL(url).hostname, /(^|\.)hosting\.example$/, url);
    }
  });

  it('takes every field from the environment', () => {
    const provider = getProvider({
      PROVIDER_NAME: 'Хостинг Тест',
      PROVIDER_SITE_URL: 'https://test.example/',
      PROVIDER_CLIENT_AREA_URL: 'https://my.test.example',
      PROVIDER_GAME_PANEL_URL: 'https://game.test.example',
      PROVIDER_FORUM_URL: 'https://forum.test.example',
      PROVIDER_STATUS_URL: 'https://status.test.example',
    });
    assert.equal(provider.name, 'Хостинг Тест');
    // A trailing slash is dropped so that each link has one spelling.
    assert.equal(provider.siteUrl, 'https://test.example');
    assert.equal(provider.clientAreaUrl, 'https://my.test.example');
    assert.equal(provider.gamePanelUrl, 'https://game.test.example');
    assert.deepEqual(
      provider.community.map(({href}) => href),
      ['https://forum.test.example', 'https://status.test.example'],
    );
  });

  it('ignores empty variables', () => {
    assert.deepEqual(
      getProvider({PROVIDER_NAME: '  ', PROVIDER_SITE_URL: ''}),
      DEFAULT_PROVIDER,
    );
  });

  it('stops the build on a malformed URL, naming the variable', () => {
    assert.throws(
      () => getProvider({PROVIDER_CLIENT_AREA_URL: 'my.hosting'}),
      /PROVIDER_CLIENT_AREA_URL/,
    );
    assert.throws(
      () => getProvider({PROVIDER_SITE_URL: 'javascript:alert(1)'}),
      /PROVIDER_SITE_URL.*http/,
    );
  });
});
