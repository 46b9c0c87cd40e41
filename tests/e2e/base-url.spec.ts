/**
 * The site built with BASE_URL=/kb/ (scripts/test.sh) and served under
 * /kb/, as GitHub Pages serves a project site: pages, assets and the search
 * load from there, every link stays under /kb/, and Docusaurus's base-URL
 * banner («Your Docusaurus site did not load properly») never shows.
 */
import {expect, test, type Page} from '@playwright/test';

import {BASE_PATH} from './servers';
import {
  collectConsoleProblems,
  NOT_FOUND_TITLE,
  open,
  searchInDialog,
  sitemapLocs,
  timeForPages,
} from './utils';

/**
 * Requests of this page that failed (4xx, 5xx, network), read once the
 * pages are done. A request the browser aborted (ERR_ABORTED: a link
 * prefetch still running when the test opens the next page) is asked again:
 * it counts only if its address does not answer 200 under the base path.
 */
function collectFailedRequests(page: Page): () => Promise<string[]> {
  const failed: string[] = [];
  const aborted: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error === 'net::ERR_ABORTED') {
      aborted.push(request.url());
    } else {
      failed.push(`${error} ${request.url()}`);
    }
  });
  return async () => {
    for (const url of aborted) {
      const response = await page.request.get(url);
      if (response.status() !== 200) {
        failed.push(`aborted, then ${response.status()} ${url}`);
      }
    }
    return failed;
  };
}

async function expectNoBanner(page: Page) {
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(
    0,
  );
}

/** Root-relative links and sources of the page that leave the base path. */
async function linksOutsideBase(page: Page): Promise<string[]> {
  return page.evaluate((base) => {
    const values = [
      ...[...document.querySelectorAll('a[href]')].map((a) =>
        a.getAttribute('href')!,
      ),
      ...[...document.querySelectorAll('[src]')].map((element) =>
        element.getAttribute('src')!,
      ),
      ...[...document.querySelectorAll('link[href]')].map((link) =>
        link.getAttribute('href')!,
      ),
    ];
    return values.filter(
      (value) =>
        value.startsWith('/') &&
        !value.startsWith('//') &&
        !value.startsWith(base),
    );
  }, BASE_PATH);
}

const PAGES = [
  BASE_PATH,
  `${BASE_PATH}docs/intro`,
  `${BASE_PATH}docs/category/плагины-для-wordpress`,
  `${BASE_PATH}docs/wordpress/rabota-pochty`,
  `${BASE_PATH}blog`,
  `${BASE_PATH}markdown-page`,
  `${BASE_PATH}search?q=${encodeURIComponent('плагин')}`,
];

test('pages and their assets load under the base path', async ({page}) => {
  test.setTimeout(timeForPages(PAGES.length));
  const failed = collectFailedRequests(page);
  const problems = collectConsoleProblems(page);
  for (const route of PAGES) {
    const response = await open(page, route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1').first(), route).toBeVisible();
    // Styles applied: the navbar is laid out by the theme's CSS.
    await expect(page.locator('nav.navbar'), route).toHaveCSS(
      'position',
      /fixed|sticky/,
    );
    await expectNoBanner(page);
    expect(await linksOutsideBase(page), route).toEqual([]);
  }
  expect(await failed()).toEqual([]);
  expect(problems).toEqual([]);
});

test('the search finds articles and links them under the base path', async ({
  page,
}) => {
  const failed = collectFailedRequests(page);
  await open(page, `${BASE_PATH}docs/intro`);
  const box = await searchInDialog(page, 'SMTP');
  const links = await box
    .getByRole('option')
    .evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link).toMatch(new RegExp(`^${BASE_PATH}docs/`));
  }
  await box.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}docs/`));
  await expect(page.locator('article h1')).toBeVisible();
  await expectNoBanner(page);
  expect(await failed()).toEqual([]);
});

test('client-side navigation stays under the base path', async ({page}) => {
  await open(page, BASE_PATH);
  await page.getByRole('link', {name: 'Открыть базу знаний'}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}docs/intro$`));
  await page.locator('.navbar__brand').click();
  await expect(page.locator('h1').first()).toHaveText(
    'Добро пожаловать в базу знаний',
  );
  expect(new URL(page.url()).pathname).toMatch(/^\/kb\/?$/);
});

test('an unknown path under the base path gets the Russian 404 page', async ({
  page,
}) => {
  const response = await page.goto(`${BASE_PATH}net-takoi-stranicy`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(NOT_FOUND_TITLE);
  await expectNoBanner(page);
});

test('the sitemap and canonical links carry the base path', async ({page}) => {
  const locs = sitemapLocs('build-base');
  expect(locs.length).toBeGreaterThan(30);
  for (const loc of locs) {
    expect(loc).toMatch(/^https:\/\/example\.github\.io\/kb\//);
  }
  await open(page, `${BASE_PATH}docs/intro`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    'https://example.github.io/kb/docs/intro',
  );
});

test.describe('Markdown for assistants under the base path', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('llms.txt links copies that load from under it', async ({request}) => {
    const llms = await request.get(`${BASE_PATH}llms.txt`);
    expect(llms.status()).toBe(200);
    const links = [
      ...(await llms.text()).matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm),
    ].map(([, url]) => url!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/example\.github\.io\/kb\/docs\/.+\.md$/);
      const copy = await request.get(new URL(link).pathname);
      expect(copy.status(), link).toBe(200);
    }
  });

  test('the copy button copies the page’s own copy', async ({
    page,
    request,
  }) => {
    await open(page, `${BASE_PATH}docs/intro`);
    await page.getByRole('button', {name: 'Скопировать как Markdown'}).click();
    const button = page.getByRole('button', {name: 'Скопировать как Markdown'});
    await expect(
      page.locator('[data-noprint]', {has: button}).getByRole('status'),
    ).toHaveText('Скопировано');
    const expected = await (
      await request.get(`${BASE_PATH}docs/intro.md`)
    ).text();
    expect(expected).toContain('https://example.github.io/kb/docs/intro');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      expected,
    );
  });
});

test('a section index links its PDF under the base path', async ({page}) => {
  // SPEC §2: /docs/category/wordpress is the index of docs/wordpress/.
  await open(page, `${BASE_PATH}docs/category/wordpress`);
  await expect(
    page.getByRole('link', {name: 'Скачать раздел в PDF'}),
  ).toHaveAttribute('href', `${BASE_PATH}pdf/wordpress.pdf`);
});
