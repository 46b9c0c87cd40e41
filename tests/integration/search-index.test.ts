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
import {findSiteRoot} from '../site-root';
import {listedPosts, siteContent} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');

describe('the search index of the build', () => {
  const entryFile = path.join(build, 'pagefind', 'pagefind-entry.json');

  it('exists, in Russian', () => {
    assert.ok(
      existsSync(entryFile),
      'build/pagefind is missing: run npm run build',
    );
    const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    assert.deepEqual(Object.keys(entry.languages), ['ru']);
    assert.equal(
      entry.languages.ru!.page_count,
      pagesToIndex(build, '/').length,
    );
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
