/**
 * Print (src/plugins/print/print.css) as Chromium lays it out for paper
 * (`emulateMedia({media: 'print'})`): only the article, no navigation or
 * controls; every tab's content under its label; link addresses after the
 * link text; code blocks kept whole and wrapped; screenshots shown; black
 * on white in the dark theme. And each section's index
 * links to its PDF (`npm run pdf`, run by `npm test` before this suite).
 * The pages are chosen from docs/ by what their source holds.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

import {articles, siteContent} from '../site-routes';
import {open, openInTheme, root, sitemapLocs} from './utils';

const content = siteContent(root);
const listed = articles(content);
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The first article whose source matches, or a failing test's message. */
function articleWith(what: string, pattern: RegExp): string {
  const doc = listed.find((article) => pattern.test(source(article.file)));
  if (!doc) throw new Error(`no article in docs/ has ${what}`);
  return doc.route;
}

const withTabs = articleWith('tabs', /<TabItem\b/);
const withScreenshots = articleWith('a screenshot', /::screenshot\{/);
const withExternalLink = articleWith('an external link', /\]\(https?:\/\//);
const withCode = articleWith('a code block', /^```/m);
/** The site's public address, as the sitemap gives it. */
const siteUrl = new URL(sitemapLocs()[0]!).origin;

async function printed(page: Page, route: string) {
  await open(page, route);
  await page.emulateMedia({media: 'print'});
}

/** The `content` of an element's ::after, as the browser computes it. */
const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node, '::after').content);

test.describe('print', () => {
  test('shows the article without navigation, controls or [data-noprint]', async ({
    page,
  }) => {
    await printed(page, withTabs);
    // A widget of another feature, marked as it would mark itself.
    await page.locator('article .theme-doc-markdown').evaluate((article) => {
      const widget = document.createElement('p');
      widget.setAttribute('data-noprint', '');
      widget.id = 'noprint-probe';
      widget.textContent = 'Только на экране';
      article.append(widget);
    });
    for (const selector of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-toc-mobile',
      '.theme-doc-breadcrumbs',
      '.pagination-nav',
      '.footer__links',
      '#noprint-probe',
    ]) {
      const found = page.locator(selector);
      if ((await found.count()) > 0) {
        await expect(found.first(), selector).toBeHidden();
      }
    }
    await expect(page.locator('.navbar')).toHaveCount(1);
    const visibleButtons = await page
      .locator('button:not(.zoom)')
      .evaluateAll(
        (buttons) =>
          buttons.filter((button) => button.getClientRects().length > 0).length,
      );
    expect(visibleButtons).toBe(0);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('shows every tab panel, each under its label', async ({page}) => {
    await printed(page, withTabs);
    const groups = page.locator('article .tabs-container');
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      const labels = group.getByRole('tab');
      const panels = group.locator('[role="tabpanel"]');
      const count = await labels.count();
      await expect(panels).toHaveCount(count);
      let previousBottom = -Infinity;
      for (let i = 0; i < count; i += 1) {
        await expect(labels.nth(i)).toBeVisible();
        await expect(panels.nth(i)).toBeVisible();
        const label = (await labels.nth(i).boundingBox())!;
        const panel = (await panels.nth(i).boundingBox())!;
        expect(
          label.y,
          `label ${i + 1} after panel ${i}`,
        ).toBeGreaterThanOrEqual(previousBottom);
        expect(
          panel.y,
          `panel ${i + 1} under its label`,
        ).toBeGreaterThanOrEqual(label.y + label.height);
        previousBottom = panel.y + panel.height;
      }
    }
  });

  test('prints the address after a link: external as is, internal with the site address', async ({
    page,
  }) => {
    await printed(page, withExternalLink);
    const external = 'article .theme-doc-markdown a[href^="http"]';
    const href = await page.locator(external).first().getAttribute('href');
    expect(await afterContent(page, external)).toBe(`" (${href})"`);
    const internal = 'article .theme-doc-markdown a[href^="/"]';
    const target = await page.locator(internal).first().getAttribute('href');
    expect(await afterContent(page, internal)).toBe(`" (${siteUrl}${target})"`);
  });

  test('keeps code blocks whole and wraps their long lines', async ({page}) => {
    await printed(page, withCode);
    const block = page.locator('article .theme-code-block').first();
    const style = await block.evaluate((node) => {
      const code = node.querySelector('pre code')!;
      return {
        breakInside: getComputedStyle(node).breakInside,
        whiteSpace: getComputedStyle(code).whiteSpace,
      };
    });
    expect(style).toEqual({breakInside: 'avoid', whiteSpace: 'pre-wrap'});
  });

  test('prints the screenshots', async ({page}) => {
    // Below the fold too: Chromium's own print loads lazy images first
    // (crbug.com/875403, fixed in 2022); headless page.pdf() does not,
    // which is why npm run pdf makes them eager (tests/integration/pdf.test.ts
    // counts the images of each PDF).
    await printed(page, withScreenshots);
    const images = page.locator('article figure.screenshot img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      await expect(image).toBeVisible();
    }
  });

  test('prints black on white in the dark theme', async ({page}) => {
    await openInTheme(page, withCode, 'dark');
    await page.emulateMedia({media: 'print'});
    const colours = await page.evaluate(() => {
      const style = (selector: string) => {
        const node = document.querySelector(selector)!;
        return {
          color: getComputedStyle(node).color,
          background: getComputedStyle(node).backgroundColor,
        };
      };
      return {
        body: style('body'),
        text: style('article .theme-doc-markdown p'),
        code: style('article pre'),
      };
    });
    expect(colours.body).toEqual({
      color: 'rgb(0, 0, 0)',
      background: 'rgb(255, 255, 255)',
    });
    expect(colours.text.color).toBe('rgb(0, 0, 0)');
    expect(colours.code.color).toBe('rgb(0, 0, 0)');
    expect(colours.code.background).toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('the section PDF', () => {
  for (const section of content.sections) {
    if (!section.route) continue;
    test(`${section.route} links to pdf/${section.folder}.pdf`, async ({
      page,
      request,
    }) => {
      await open(page, section.route!);
      const link = page.getByRole('link', {name: 'Скачать раздел в PDF'});
      await expect(link).toHaveAttribute('href', `/pdf/${section.folder}.pdf`);
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // Not on paper: the printed index needs no download link.
      await page.emulateMedia({media: 'print'});
      await expect(link).toBeHidden();
    });
  }
});
