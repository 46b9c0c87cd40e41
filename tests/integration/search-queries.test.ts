/**
 * The query table against the build's own index, in Node: the engine the
 * browser runs (src/plugins/search/components/Search/engine.ts) reading
 * build/search-index/ from disk. The browser suite types the table into
 * the site; this suite adds the variants a browser run would make too slow:
 * every pasted message with a typo, and with a word no page has.
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

const tables: [string, [string, string][]][] = [
  ['the query table', QUERY_TABLE],
  ['pasted messages', PASTED_MESSAGES],
  ['pasted messages with a typo', MISTYPED],
  ['pasted messages with a word no page has', FOREIGN_WORD],
];

for (const [name, table] of tables) {
  describe(name, () => {
    it('is not empty', () => {
      assert.ok(table.length > 0);
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
