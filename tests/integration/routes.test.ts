/**
 * The routes of the production build (`npm test` builds before the node
 * tests) against SPEC §2 and the content (tests/site-routes.ts): every route
 * of the spec is there, every route the content produces is there, nothing
 * else is, and each route has its page. Expectations come from docs/, blog/
 * and the spec, never from a copy of today's content: an author who adds an
 * article, a post, a tag or an author needs no change here
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
});
