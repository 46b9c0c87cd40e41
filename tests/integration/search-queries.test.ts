/**
 * The query tables against the build's own index, in Node: the engine the
 * browser runs (src/plugins/search/components/Search/engine.ts) reading
 * build/search-index/ from disk. Every query of every table runs here; the
 * browser suite types one query of each kind into the served site
 * (tests/e2e/search.spec.ts). The synonym groups of src/data/synonyms.yml
 * are checked from the file itself.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {
  createEngine,
  searchSite,
  type Engine,
} from '../../src/plugins/search/components/Search/engine';
import {
  FOREIGN_WORD,
  MISTYPED,
  PASTED_MESSAGES,
  QUERY_TABLE,
} from '../content/search-queries';
import {SYNONYMS_FILE, readSynonyms} from '../../src/plugins/search/synonyms';
import {findSiteRoot} from '../site-root';

const dir = path.join(findSiteRoot(__dirname), 'build', 'search-index');

let engine: Engine;
before(async () => {
  engine = await createEngine(async (file) =>
    JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
  );
});

/** The addresses of the results, without their section anchors. */
async function found(query: string): Promise<string[]> {
  const {hits} = await searchSite(engine, query);
  return hits.map((hit) => decodeURI(hit.url.split('#')[0]!));
}

const tables: [string, [string, string][], number][] = [
  ['the query table', QUERY_TABLE, 60],
  ['pasted messages', PASTED_MESSAGES, 20],
  ['pasted messages with a typo', MISTYPED, 1],
  ['pasted messages with a word no page has', FOREIGN_WORD, 1],
];

for (const [name, table, least] of tables) {
  describe(name, () => {
    it(`has at least ${least} queries`, () => {
      assert.ok(table.length >= least, `${table.length}`);
    });
    for (const [query, expected] of table) {
      it(`«${query.slice(0, 70)}» finds ${expected} in the top 3`, async () => {
        assert.ok(
          (await found(query)).slice(0, 3).includes(expected),
          `top 3: ${(await found(query)).slice(0, 3).join(', ')}`,
        );
      });
    }
  });
}

describe('the fallback to most words', () => {
  it('is marked, and not used when a page has every word', async () => {
    const [query] = FOREIGN_WORD[0]!;
    assert.equal((await searchSite(engine, query)).partial, true);
    const [whole] = PASTED_MESSAGES[0]!;
    assert.equal((await searchSite(engine, whole)).partial, false);
  });
});

describe(`the synonym groups (${SYNONYMS_FILE})`, () => {
  for (const group of readSynonyms(findSiteRoot(__dirname))) {
    it(`«${group.join('», «')}» find the same pages`, async () => {
      const [first, ...others] = group as [string, ...string[]];
      const expected = await found(first);
      assert.ok(expected.length > 0, `«${first}» finds nothing`);
      for (const phrase of others) {
        assert.deepEqual(await found(phrase), expected, `«${phrase}»`);
      }
    });
  }
});
