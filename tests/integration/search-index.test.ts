/**
 * What the offline search knows, read from the production build (`npm test`
 * builds before it runs the node tests): the articles, section indexes,
 * introduction, blog posts and the Markdown page — and no navigation page.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {pagesToIndex} from '../../src/plugins/search';
import {
  LIST_BYTES,
  type Manifest,
  type TermFile,
} from '../../src/plugins/search/indexer';
import {decodeList} from '../../src/plugins/search/postings';
import {stem} from '../../src/plugins/search/text/words';
import {findSiteRoot} from '../site-root';
import {listedPosts, siteContent} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');

describe('the search index of the build', () => {
  const dir = path.join(build, 'search-index');
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

  it('exists, with one page file per indexed page', () => {
    assert.ok(
      existsSync(path.join(dir, 'index.json')),
      'build/search-index is missing: run npm run build',
    );
    const manifest = read('index.json') as Manifest;
    const indexed = pagesToIndex(build, '/');
    assert.equal(manifest.pages, indexed.length);
    assert.equal(
      readdirSync(path.join(dir, 'pages')).filter((name) =>
        name.endsWith('.json'),
      ).length,
      indexed.length,
    );
    const pageUrls = [...Array(manifest.pages).keys()].map(
      (id) => (read(`pages/${id}.json`) as {url: string}).url,
    );
    assert.deepEqual([...pageUrls].sort(), indexed.map(({url}) => url).sort());
  });

  it('puts every term in the file its first letters lead to, once', () => {
    const manifest = read('index.json') as Manifest;
    assert.deepEqual(manifest.terms, [...manifest.terms].sort());
    const seen = new Set<string>();
    /** The list files the term files name, each by one term. */
    const named = new Set<number>();
    manifest.terms.forEach((first, index) => {
      const next = manifest.terms[index + 1];
      const terms = read(`terms/${index}.json`) as TermFile;
      for (const [term, entry] of Object.entries(terms)) {
        const key = term.slice(0, 2);
        assert.ok(key >= first && (next === undefined || key < next), term);
        assert.ok(!seen.has(term), `${term} twice`);
        seen.add(term);
        let stored: number[];
        if (typeof entry === 'number') {
          assert.ok(!named.has(entry), `lists/${entry}.json named twice`);
          named.add(entry);
          stored = read(`lists/${entry}.json`) as number[];
          assert.ok(JSON.stringify(stored).length > LIST_BYTES, term);
        } else {
          stored = entry;
          assert.ok(JSON.stringify(stored).length <= LIST_BYTES, term);
        }
        const postings = decodeList(stored);
        assert.ok(postings.length > 0 && postings.length % 3 === 0, term);
        for (let i = 0; i < postings.length; i += 3) {
          assert.ok(postings[i]! < manifest.pages, term);
          // In page order, then section order, one posting per section.
          if (i > 0) {
            const previous = [postings[i - 3]!, postings[i - 2]!];
            assert.ok(
              postings[i]! > previous[0] ||
                (postings[i] === previous[0] && postings[i + 1]! > previous[1]),
              `${term}: posting ${i / 3} out of order`,
            );
          }
        }
      }
    });
    assert.ok(seen.has('плагин'), 'the articles speak of plugins');
    const listFiles = readdirSync(path.join(dir, 'lists')).filter((name) =>
      name.endsWith('.json'),
    );
    assert.deepEqual(
      [...named].sort((a, b) => a - b).map((n) => `${n}.json`),
      listFiles.sort((a, b) => parseInt(a) - parseInt(b)),
      'every list file is named by a term, and every named one exists',
    );
  });

  it('keeps navigation and the footer out', () => {
    const manifest = read('index.json') as Manifest;
    const terms = new Set(
      manifest.terms.flatMap((_, index) =>
        Object.keys(read(`terms/${index}.json`) as object),
      ),
    );
    // «цитировать» is only in the footer's copyright line.
    assert.ok(!terms.has(stem('цитировать')));
  });

  const urls = pagesToIndex(build, '/').map(({url}) => url);

  it('holds every article, section index and post, and the Markdown page', () => {
    const content = siteContent(root);
    const expected = [
      ...content.docs.filter((doc) => !doc.unlisted).map(({route}) => route),
      ...content.sections.flatMap(({route}) => (route ? [route] : [])),
      ...listedPosts(content).map(({route}) => route),
      '/markdown-page',
    ];
    assert.deepEqual(
      expected.filter((url) => !urls.includes(url)),
      [],
      'not indexed',
    );
  });

  it('leaves out home, lists, tags, authors, search and the 404 page', () => {
    const navigation = urls.filter(
      (url) =>
        url === '/' ||
        url === '/blog' ||
        /^\/blog\/(archive|tags|authors|page)(\/|$)/.test(url) ||
        url === '/search' ||
        url === '/404',
    );
    assert.deepEqual(navigation, []);
  });
});

describe('the default build', () => {
  // theme-common always writes `docsearch:*` meta tags; those are no code.
  it('bundles nothing of Algolia DocSearch', () => {
    const dir = path.join(build, 'assets', 'js');
    const withAlgolia = readdirSync(dir).filter((name) =>
      /DocSearch-|algoliasearch|algolia\.net|algolianet/.test(
        readFileSync(path.join(dir, name), 'utf8'),
      ),
    );
    assert.deepEqual(withAlgolia, []);
  });
});
