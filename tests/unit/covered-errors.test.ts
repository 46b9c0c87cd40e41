/**
 * The `errors:` list of an article's front matter (src/data/coveredErrors.ts):
 * read with each entry's line, and a malformed entry stops the build naming
 * the file, the line and the fix. Hand-made texts, so that the real
 * articles cannot turn these green.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {coveredErrorsOf} from '../../src/data/coveredErrors';

const page = (errors: string[]) =>
  ['---', 'title: Почта', ...errors, '---', '', 'Текст.'].join('\n');

describe('covered errors in front matter', () => {
  it('reads each entry with its line; an article without the field has none', () => {
    const text = page([
      'errors:',
      "  - ru: 'Ошибка: письмо не отправлено.'",
      '    en: Could not send.',
      '    source: wordpress',
      '    ref: wp-includes/pluggable.php at 7.1',
      '  - en: PHP Fatal error',
      '    source: php',
      '    ref: php -r',
    ]);
    assert.deepEqual(coveredErrorsOf(text, 'docs/a.md'), [
      {
        article: 'docs/a.md',
        ru: 'Ошибка: письмо не отправлено.',
        en: 'Could not send.',
        source: 'wordpress',
        ref: 'wp-includes/pluggable.php at 7.1',
        at: 'docs/a.md:4',
      },
      {
        article: 'docs/a.md',
        ru: null,
        en: 'PHP Fatal error',
        source: 'php',
        ref: 'php -r',
        at: 'docs/a.md:8',
      },
    ]);
    assert.deepEqual(coveredErrorsOf(page([]), 'docs/a.md'), []);
    assert.deepEqual(coveredErrorsOf('Текст без front matter.', 'a.md'), []);
  });

  it('stops on a malformed entry, naming the file, the line and the fix', () => {
    const entry = [
      '  - ru: Ошибка.',
      '    source: wordpress',
      '    ref: x.php',
    ];
    const cases: [string[], RegExp][] = [
      [['errors: Ошибка.'], /^Error: docs\/a\.md:3: errors: a list of entries/],
      [
        ['errors:', '  - Ошибка.'],
        /^Error: docs\/a\.md:4: errors: each entry is a mapping/,
      ],
      [
        ['errors:', ...entry, '    text: x'],
        /^Error: docs\/a\.md:7: errors: unknown field «text»/,
      ],
      [
        ['errors:', '  - source: php', '    ref: x'],
        /^Error: docs\/a\.md:4: errors: needs the Russian \(ru\) or the English \(en\) text/,
      ],
      [
        ['errors:', ...entry.map((l) => l.replace('wordpress', 'wordpres'))],
        /^Error: docs\/a\.md:4: errors: source «wordpres» is none of wordpress, /,
      ],
      [
        ['errors:', ...entry.slice(0, 2)],
        /^Error: docs\/a\.md:4: errors: ref is missing/,
      ],
      [
        ['errors:', '  - ru: null', '    source: php', '    ref: x'],
        /^Error: docs\/a\.md:4: errors: ru must be text \(leave out ru or en/,
      ],
    ];
    for (const [lines, expected] of cases) {
      assert.throws(
        () => coveredErrorsOf(page(lines), 'docs/a.md'),
        expected,
        lines.join('\n'),
      );
    }
  });
});
