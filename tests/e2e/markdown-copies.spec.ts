/**
 * Markdown for assistants as a reader and a client meet it
 * (src/plugins/markdown-copies): the «Скопировать как Markdown» button puts
 * the page's own .md on the clipboard from the keyboard and announces it,
 * or announces the failure; nginx serves the copies as text/markdown and
 * llms.txt as text/plain, both in UTF-8 and precompressed. The article is
 * taken from the sitemap, not named here.
 */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {open, root, sitemapRoutes} from './utils';

const copyFile = (route: string) =>
  path.join(root, 'build', `${route.slice(1)}.md`);
/** Doc pages of the sitemap that have a Markdown copy. */
const articles = sitemapRoutes().filter(
  (route) => route.startsWith('/docs/') && existsSync(copyFile(route)),
);
// The longest copy: the most text the clipboard has to carry.
const article = [...articles].sort(
  (a, b) => statSync(copyFile(b)).size - statSync(copyFile(a)).size,
)[0]!;

const copyButton = (page: Page) =>
  page.getByRole('button', {name: 'Скопировать как Markdown'});
/** The button's own live region (the feedback widget has one too). */
const announcement = (page: Page) =>
  page.locator('[data-noprint]', {has: copyButton(page)}).getByRole('status');

test.describe('the copy button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page’s Markdown from the keyboard and says so', async ({
    page,
    request,
  }) => {
    expect(articles.length).toBeGreaterThan(0);
    await open(page, article);
    await expect(announcement(page)).toHaveText('');
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(announcement(page)).toHaveText('Скопировано');
    const expected = await (await request.get(`${article}.md`)).text();
    expect(expected).toContain('# ');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      expected,
    );

    // Space works too, and a second copy is announced again.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect(announcement(page)).toHaveText('Скопировано');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      expected,
    );
  });

  test('announces in Russian when the Markdown cannot be had', async ({
    page,
  }) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 404}));
    await open(page, article);
    await copyButton(page).click();
    await expect(announcement(page)).toHaveText(
      'Не удалось скопировать Markdown',
    );
  });

  test('is on every article and hidden from print', async ({page}) => {
    for (const route of articles.slice(0, 3)) {
      await open(page, route);
      await expect(copyButton(page)).toBeVisible();
      await expect(
        page.locator('[data-noprint]', {has: copyButton(page)}),
      ).toHaveCount(1);
    }
  });
});

test.describe('as nginx serves them', () => {
  test('Markdown copies are text/markdown and llms files text/plain, in UTF-8', async ({
    request,
  }) => {
    const expected: [string, string][] = [
      [`${article}.md`, 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [url, type] of expected) {
      const response = await request.get(encodeURI(url));
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
      expect(await response.text(), url).toMatch(/[а-яё]/);
    }
  });

  test('their brotli and gzip twins are served', async ({request}) => {
    for (const url of [`${article}.md`, '/llms-full.txt']) {
      const plain = await request.get(url, {
        headers: {'Accept-Encoding': 'identity'},
      });
      for (const encoding of ['br', 'gzip']) {
        const compressed = await request.get(url, {
          headers: {'Accept-Encoding': encoding},
        });
        expect(compressed.headers()['content-encoding'], url).toBe(encoding);
        expect(await compressed.text(), url).toBe(await plain.text());
      }
    }
  });
});
