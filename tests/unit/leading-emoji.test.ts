import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {extractLeadingEmoji} from '../../src/plugins/first-load/page-start/leadingEmoji';

describe('a card label’s leading emoji', () => {
  it('is split off as upstream splits it', () => {
    assert.deepEqual(extractLeadingEmoji('⚠️ Ошибки'), {
      emoji: '⚠️',
      rest: ' Ошибки',
    });
    assert.deepEqual(extractLeadingEmoji('👩🏽‍💻Код'), {
      emoji: '👩🏽‍💻',
      rest: 'Код',
    });
    assert.deepEqual(extractLeadingEmoji('🇷🇺 Россия'), {
      emoji: '🇷🇺',
      rest: ' Россия',
    });
  });

  it('is none for a word, a digit or an empty label', () => {
    for (const label of ['Плагины', '1 шаг', '#1', '']) {
      assert.deepEqual(extractLeadingEmoji(label), {emoji: null, rest: label});
    }
  });
});
