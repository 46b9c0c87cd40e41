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
import type {Manifest} from '../../src/plugins/search/indexer';
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
    manifest.terms.forEach((first, index) => {
      const next = manifest.terms[index + 1];
      const terms = read(`terms/${index}.json`) as Record<string, number[]>;
      for (const [term, postings] of Object.entries(terms)) {
        const key = term.slice(0, 2);
        assert.ok(key >= first && (next === undefined || key < next), term);
        assert.ok(!seen.has(term), `${term} twice`);
        seen.add(term);
        assert.equal(postings.length % 3, 0, term);
        for (let i = 0; i < postings.length; i += 3) {
          assert.ok(postings[i]! < manifest.pages, term);
        }
      }
    });
    assert.ok(seen.has('плагин'), 'the articles speak of plugins');
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
