/**
 * The «Коротко» rule (tests/content/short-answer.ts) fails where it should:
 * no box, a box that is not first, too long, with no link or a broken one.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {checkShortAnswer} from '../content/short-answer';

const box = (text: string) => `:::tip[Коротко]\n\n${text}\n\n:::`;
const article = (...parts: string[]) =>
  [
    "import Tabs from '@theme/Tabs';",
    'Если сайт не открывается, статья поможет.',
    ...parts,
    '## Шаг первый {#shag}',
    'Текст.',
  ].join('\n\n');
const GOOD = 'Чаще всего виноват плагин. Отключите его по [шагу ниже](#shag).';

describe('checkShortAnswer', () => {
  it('accepts a box of two sentences with a link to a heading id', () => {
    assert.deepEqual(checkShortAnswer(article(box(GOOD))), []);
  });
  it('refuses an article without the box', () => {
    assert.match(
      checkShortAnswer(article())[0]!,
      /opens with «:::tip\[Коротко\]»/,
    );
  });
  it('refuses a box that is not right after the first paragraph', () => {
    assert.match(
      checkShortAnswer(article('Второй абзац.', box(GOOD)))[0]!,
      /right after the first paragraph/,
    );
  });
  it('refuses one sentence and five sentences', () => {
    assert.match(
      checkShortAnswer(article(box('Отключите плагин по [шагу](#shag).')))[0]!,
      /has 1 sentences/,
    );
    assert.match(
      checkShortAnswer(article(box(`${GOOD} Раз. Два. Три. Четыре.`)))[0]!,
      /has 6 sentences/,
    );
  });
  it('refuses a box without a link, and a link to no heading', () => {
    assert.match(
      checkShortAnswer(article(box('Виноват плагин. Отключите его.')))[0]!,
      /links to no step/,
    );
    assert.match(
      checkShortAnswer(
        article(box('Виноват плагин. Отключите его по [шагу](#net).')),
      )[0]!,
      /links to #net, but no heading/,
    );
  });
});
