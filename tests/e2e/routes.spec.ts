/**
 * The routes: the sitemap against the spec and the content, the docs root,
 * URL normalisation and the not-found page. Each page's own checks (200,
 * its heading, lang, console, requests) are in ./pages.spec.ts.
 */
import {expect, test} from '@playwright/test';

import {AUTHOR_PAGE, checkSitemap, siteContent} from '../site-routes';
import {NOT_FOUND_TITLE, open, root, sitemapRoutes} from './utils';

const routes = sitemapRoutes();
/** What docs/ and blog/ hold now: the expectations grow with them. */
const content = siteContent(root);
const problems = checkSitemap(routes, content);

test.describe('routes of the spec and of the content', () => {
  test('the sitemap lists every route of the spec', () => {
    expect(problems.missingSpec).toEqual([]);
  });

  test('the sitemap lists every route the content of docs/ and blog/ produces', () => {
    expect(problems.missingContent).toEqual([]);
  });

  test('the sitemap lists no route that neither the spec nor the content asks for', () => {
    expect(problems.unexpected).toEqual([]);
  });

  test('the sitemap lists one page per author of authors.yml with a page', () => {
    expect(routes.filter((route) => AUTHOR_PAGE.test(route)).sort()).toEqual(
      content.authors.flatMap(({route}) => (route ? [route] : [])).sort(),
    );
  });

  test('/docs, the docs root, leads to the introduction', async ({page}) => {
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
    await page.waitForURL('**/docs/intro');
    await expect(page.locator('h1')).toContainText('Введение');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test.describe('URL normalisation', () => {
  for (const route of ['/markdown-page', '/blog/welcome', '/docs/intro']) {
    for (const variant of [`${route}.html`, `${route}/index.html`]) {
      test(`${variant} shows the page of ${route}`, async ({page}) => {
        await open(page, route);
        const title = await page.title();
        const heading = await page.locator('h1').first().textContent();

        const response = await open(page, variant);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('h1').first()).toHaveText(heading!);
      });
    }
  }
});

test('an unknown path shows the Russian not-found page with 404', async ({
  page,
}) => {
  const response = await open(page, '/docs/net-takoi-stranicy');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(NOT_FOUND_TITLE);
  await expect(page.locator('main')).toContainText(
    'К сожалению, мы не смогли найти запрашиваемую вами страницу.',
  );
  await expect(page.locator('main')).toContainText('ссылка не работает');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
