/**
 * The synonym table's data file (src/plugins/search/synonyms.ts): read as
 * groups of phrases, and a malformed file stops the build naming the file,
 * the line and the fix. The real file is read to prove it parses.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  SYNONYMS_FILE,
  parseSynonyms,
  readSynonyms,
} from '../../src/plugins/search/synonyms';
import {findSiteRoot} from '../site-root';

describe(`synonyms (${SYNONYMS_FILE})`, () => {
  it('reads groups of phrases', () => {
    assert.deepEqual(
      parseSynonyms(
        '# синонимы\n- [кэш, кеш]\n- [логи, журналы, log]\n',
        's.yml',
      ),
      [
        ['кэш', 'кеш'],
        ['логи', 'журналы', 'log'],
      ],
    );
  });

  it('parses the real file', () => {
    const groups = readSynonyms(findSiteRoot(__dirname));
    assert.ok(groups.length > 0);
  });

  it('stops on a malformed file, naming the line', () => {
    const cases: [string, RegExp][] = [
      [
        '- [кэш, кеш]\n- [логи]\n',
        /^Error: s\.yml:2: a group is a list of two phrases or more/,
      ],
      [
        '- [кэш, кеш]\n- [логи, Кеш]\n',
        /^Error: s\.yml:2: «Кеш» is also in the group at s\.yml:1/,
      ],
      ['- [кэш, [кеш]]\n', /^Error: s\.yml:1: each phrase is text/],
      ['- [кэш, кеш\n', /^Error: s\.yml:\d+: not valid YAML/],
      ['кэш: кеш\n', /^Error: s\.yml:1: expected a list of groups/],
    ];
    for (const [text, expected] of cases) {
      assert.throws(() => parseSynonyms(text, 's.yml'), expected, text);
    }
  });
});
