/**
 * The Russian stemmer of the search (@orama/stemmers' `russian`, through
 * `stem()` of src/plugins/search/text/words.ts) against the stems recorded
 * in tests/fixtures/stems-ru.txt: the cuts of the site's own port of the
 * Snowball algorithm, which the package replaced after matching it on every
 * word of the site. A new version of the package that cuts a recorded word
 * differently fails here, with the words listed.
 *
 * The site's vocabulary is read afresh from docs/, blog/ and src/pages/ as
 * the indexer tokenizes it; words added since the table was written are
 * counted, and the package must cut them as Snowball does any Russian word:
 * by dropping an ending, never rewriting the word.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {stem, words} from '../../src/plugins/search/text/words';
import {filesUnder} from '../content/pages';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);

/** The words that words.ts hands to the Russian stemmer. */
const CYRILLIC = /^[а-я]+$/;

/**
 * Every distinct word of the site's texts: articles and section labels
 * (docs), posts, authors and tags (blog), Markdown pages (src/pages).
 */
function siteVocabulary(siteRoot: string): string[] {
  const files = [
    ...filesUnder(siteRoot, 'docs').filter((file) =>
      /\.(mdx?|json)$/.test(file),
    ),
    ...filesUnder(siteRoot, 'blog').filter((file) =>
      /\.(mdx?|ya?ml)$/.test(file),
    ),
    ...filesUnder(siteRoot, 'src/pages').filter((file) => /\.mdx?$/.test(file)),
  ];
  const vocabulary = new Set<string>();
  for (const file of files) {
    for (const word of words(readFileSync(path.join(siteRoot, file), 'utf8'))) {
      vocabulary.add(word);
    }
  }
  return [...vocabulary].sort();
}

/** The recorded stems: word → stem. */
function recordedStems(): Map<string, string> {
  const table = new Map<string, string>();
  const text = readFileSync(
    path.join(root, 'tests/fixtures/stems-ru.txt'),
    'utf8',
  );
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const [recorded, ...endings] = line.split(' ');
    for (const ending of endings) {
      table.set(recorded + (ending === '-' ? '' : ending), recorded!);
    }
  }
  return table;
}

describe('the Russian stemmer of the search', () => {
  const recorded = recordedStems();
  const russian = siteVocabulary(root).filter((word) => CYRILLIC.test(word));

  it('cuts every recorded word as recorded', (t) => {
    assert.ok(recorded.size > 0, 'tests/fixtures/stems-ru.txt has no stems');
    const differences = [...recorded]
      .filter(([word, expected]) => stem(word) !== expected)
      .map(([word, expected]) => `${word}: ${expected} → ${stem(word)}`);
    t.diagnostic(
      `${recorded.size} recorded words, ${differences.length} cut differently`,
    );
    assert.deepEqual(differences, []);
  });

  it('cuts every Russian word of the site to a beginning of it', (t) => {
    assert.ok(
      russian.length > 0,
      'no Russian word in docs/, blog/, src/pages/',
    );
    const added = russian.filter((word) => !recorded.has(word));
    t.diagnostic(
      `${russian.length} Russian words on the site, ${added.length} not in the table`,
    );
    const rewritten = russian.filter((word) => {
      const cut = stem(word);
      return cut === '' || !word.startsWith(cut);
    });
    assert.deepEqual(rewritten, []);
  });
});
