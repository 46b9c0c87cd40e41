/**
 * The routes of the production build (`npm test` builds before the node
 * tests) against SPEC §2 and the content (tests/site-routes.ts): every route
 * of the spec is there, every route the content produces is there, nothing
 * else is, and each route has its page. Expectations come from the spec and
 * from what the build made of docs/ and blog/ (its route list,
 * src/plugins/route-list), never from a copy of today's content: an author
 * who adds an article, a post, a tag or an author needs no change here
 * (tests/integration/new-content.test.ts runs this file on such a copy).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';
import {
  AUTHOR_PAGE,
  checkSitemap,
  contentRoutes,
  htmlFileOf,
  siteContent,
  sitemapRoutes,
} from '../site-routes';

/** As tests/e2e/seo.spec.ts: a snippet that says something. */
const MIN_DESCRIPTION = 50;

/** The `<meta name="description">` of a built page, unescaped. */
function metaDescription(html: string): string {
  const tag = /<meta\b[^>]*\bname="?description"?[\s/>][^>]*>/.exec(html)?.[0];
  const value = tag && /\bcontent=(?:"([^"]*)"|([^\s>]+))/.exec(tag);
  return (value?.[1] ?? value?.[2] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const content = siteContent(root);

describe('the routes of the build', () => {
  assert.ok(
    existsSync(path.join(build, 'sitemap.xml')),
    `${path.join(build, 'sitemap.xml')} is missing: run npm run build`,
  );
  const routes = sitemapRoutes(build);
  const problems = checkSitemap(routes, content);

  it('include every route of the spec', () => {
    assert.deepEqual(problems.missingSpec, []);
  });

  it('include every route the content of docs/ and blog/ produces', () => {
    assert.deepEqual(problems.missingContent, []);
  });

  it('are only routes of the spec or of the content', () => {
    assert.deepEqual(problems.unexpected, []);
  });

  it('have an author page for each author of authors.yml with a page', () => {
    assert.deepEqual(
      routes.filter((route) => AUTHOR_PAGE.test(route)).sort(),
      content.authors.flatMap(({route}) => (route ? [route] : [])).sort(),
    );
  });

  it('each have their page in the build, none of them the 404 page', () => {
    const notFound = readFileSync(htmlFileOf(build, '/404'), 'utf8');
    const notFoundTitle = /<title[^>]*>([^<]*)<\/title>/.exec(notFound)?.[1];
    assert.ok(notFoundTitle, 'build/404.html has no <title>');
    const broken = [...new Set([...routes, ...contentRoutes(content)])].filter(
      (route) => {
        const file = htmlFileOf(build, route);
        return (
          !existsSync(file) ||
          readFileSync(file, 'utf8').includes(notFoundTitle)
        );
      },
    );
    assert.deepEqual(broken, []);
  });

  // The browser suite reads the whole head (tests/e2e/seo.spec.ts); this
  // runs without a browser, so that a new tag or author page without its
  // description fails in tests/integration/new-content.test.ts too.
  it('each have a description of their own for search engines', () => {
    const seen = new Map<string, string>();
    const problems = routes.flatMap((route) => {
      const html = readFileSync(htmlFileOf(build, route), 'utf8');
      const description = metaDescription(html);
      if ([...description].length < MIN_DESCRIPTION) {
        return [`${route}: description «${description}»`];
      }
      const first = seen.get(description);
      seen.set(description, first ?? route);
      return first ? [`${route}: same description as ${first}`] : [];
    });
    assert.deepEqual(problems, []);
  });
});
