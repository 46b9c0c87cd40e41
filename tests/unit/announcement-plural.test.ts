import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {getAnnouncement} from '../../src/data/announcement';
import {countRu, pluralRu} from '../../src/data/plural';
import {DEFAULT_PROVIDER} from '../../src/data/provider';

describe('announcement', () => {
  it('has a Latin id and a Russian message linking to the client area', () => {
    const {id, content} = getAnnouncement(DEFAULT_PROVIDER);
    assert.match(id, /^[a-z0-9-]+$/);
    assert.match(content, /[а-яё]/);
    assert.ok(content.includes(`href="${DEFAULT_PROVIDER.clientAreaUrl}"`));
  });

  it('escapes the URL it puts into HTML', () => {
    const {content} = getAnnouncement({
      ...DEFAULT_PROVIDER,
      clientAreaUrl: 'https://my.example/?a=1&b="2"',
    });
    assert.ok(
      content.includes('href="https://my.example/?a=1&amp;b=&quot;2&quot;"'),
    );
  });
});

describe('Russian plurals', () => {
  const forms = ['статья', 'статьи', 'статей'] as const;
  for (const [count, expected] of [
    [1, 'статья'],
    [2, 'статьи'],
    [4, 'статьи'],
    [5, 'статей'],
    [11, 'статей'],
    [12, 'статей'],
    [21, 'статья'],
    [22, 'статьи'],
    [0, 'статей'],
    [111, 'статей'],
  ] as const) {
    it(`${count} → ${expected}`, () => {
      assert.equal(pluralRu(count, forms), expected);
    });
  }

  it('joins the count with a non-breaking space', () => {
    assert.equal(countRu(3, forms), '3\u00a0статьи');
  });
});
