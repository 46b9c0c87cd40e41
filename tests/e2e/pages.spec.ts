/**
 * Every page, visited once, checked for everything a page owes its reader
 * (as Docusaurus's own argos/tests/screenshot.spec.ts visits each page of
 * its sitemap once):
 *
 * - the address answers 200 (the not-found page 404 in Russian), shows its
 *   own heading, keeps its address, and is `<html lang="ru">`;
 * - no console error or hydration warning, no request to another origin
 *   (prefetching on hover included), no violation of the
 *   Content-Security-Policy;
 * - none of the theme's English strings, and every aria-label, title,
 *   placeholder and alt says it in Russian;
 * - axe finds nothing (WCAG 2.1 A/AA and best practices) in the light theme;
 * - an article shows its «Проверено» line under the title, and each of its
 *   pictures loads and has a Russian alt text;
 * - a doc page's scripts until hydration (first-load JS, as served,
 *   compressed) stay within the README's budget of 120 KB.
 *
 * One page of each template (the `<html>` classes Docusaurus gives each
 * kind of page, read from the build) is also checked in the dark theme,
 * with the search dialog opened and answered: axe and the CSP again.
 * `npm run test:full` checks every page in both themes
 * (tests/e2e/full.spec.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

import {articles, siteContent} from '../site-routes';
import {ONE_PER_TEMPLATE, PAGES} from './pages';
import {
  analyseAxe,
  collectConsoleProblems,
  collectForeignRequests,
  consoleProblemsOf,
  describeAxe,
  englishStrings,
  NOT_FOUND,
  NOT_FOUND_TITLE,
  openInTheme,
  root,
  searchInDialog,
  watchCspViolations,
} from './utils';

/**
 * The README's budget for a doc page's first-load JS: the scripts it loads
 * until React has hydrated it, as transferred (scripts/budgets.json; `npm
 * run bench` prints the same figure for every doc page, and `npm run
 * bench:scale` holds it at 1,000 articles every night).
 */
const DOC_FIRST_LOAD_BYTES = (
  JSON.parse(readFileSync(path.join(root, 'scripts/budgets.json'), 'utf8')) as {
    docFirstLoadBytes: number;
  }
).docFirstLoadBytes;

/**
 * The script resources the page loaded so far, as Chromium counted them:
 * scripts it ran and scripts its head preloads (as scripts/bench-page.mjs).
 */
function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const preloaded = new Set(
      [...document.querySelectorAll('link[rel="preload"][as="script"]')].map(
        (link) => (link as HTMLLinkElement).href,
      ),
    );
    return (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    )
      .filter(
        (entry) =>
          entry.initiatorType === 'script' || preloaded.has(entry.name),
      )
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  });
}

const content = siteContent(root);
const articleOf = new Map(articles(content).map((doc) => [doc.route, doc]));

/** The pictures an article's source embeds, each on its own line. */
function sourceImageCount(file: string): number {
  const source = readFileSync(path.join(root, file), 'utf8');
  return (
    (source.match(/^!\[[^\]]*\]\([^)]+\)\s*$/gm) ?? []).length +
    (source.match(/^\s*::screenshot\{[^}]*\}\s*$/gm) ?? []).length
  );
}

/**
 * Attribute values that are not Russian on purpose: product names.
 * Anything else a reader or a screen reader meets must contain Cyrillic.
 */
const NAMES =
  /^(WordPress|Bootstrap Studio|OSPanel|Open Server Panel|Docusaurus|RSS|Atom|Contact Form 7|Flamingo|User Registration & Membership)$/;

/** The theme's English strings and non-Russian attributes on the page. */
async function englishOn(page: Page): Promise<string[]> {
  const {attributes, texts} = await page.evaluate(() => {
    const attributes: string[] = [];
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value !== null && value.trim() !== '') {
          attributes.push(`${name}="${value}"`);
        }
      }
    }
    const texts: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Code, commands and keys are the program's words, not the theme's.
      if (node.parentElement?.closest('pre, code, kbd, script, style')) {
        continue;
      }
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    texts.push(document.title);
    return {attributes, texts};
  });
  const found: string[] = [];
  for (const attribute of attributes) {
    const value = attribute.replace(/^[a-z-]+="|"$/g, '');
    if (
      !/[а-яё]/i.test(value) &&
      /[A-Za-z]/.test(value) &&
      !NAMES.test(value)
    ) {
      found.push(attribute);
    }
  }
  for (const text of texts) {
    const hit = englishStrings.find(
      (message) =>
        text === message || (message.length >= 12 && text.includes(message)),
    );
    if (hit) found.push(`«${text}» (theme string «${hit}»)`);
  }
  return found;
}

test.describe('every page, once', () => {
  for (const route of PAGES) {
    test(route, async ({page, baseURL}) => {
      test.setTimeout(60_000);
      const problems = collectConsoleProblems(page);
      const foreign = collectForeignRequests(page, baseURL!);
      const violations = await watchCspViolations(page);
      await page.setViewportSize({width: 1280, height: 900});

      const response = await openInTheme(page, route, 'light');
      if (route.startsWith('/docs/')) {
        const bytes = await scriptBytes(page);
        expect(bytes, 'first-load JS, bytes as served').toBeGreaterThan(0);
        expect(bytes, 'first-load JS, bytes as served').toBeLessThanOrEqual(
          DOC_FIRST_LOAD_BYTES,
        );
      }
      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible();
      if (route === NOT_FOUND) {
        expect(response?.status()).toBe(404);
        await expect(heading).toHaveText(NOT_FOUND_TITLE);
      } else {
        expect(response?.status()).toBe(200);
        await expect(heading).not.toHaveText(NOT_FOUND_TITLE);
        if (!route.includes('?')) {
          expect(new URL(page.url()).pathname).toBe(encodeURI(route));
        }
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      if (route.startsWith('/search')) {
        await expect(page.getByRole('option').first()).toBeVisible();
      }

      const article = articleOf.get(route);
      if (article) {
        // The first item of the line under the title (src/components/ArticleMeta).
        const {checked_with: version, checked_against: against} =
          article.frontMatter;
        await expect(
          page.locator('article .markdown header h1 + div > p').first(),
        ).toHaveText(
          typeof against === 'string'
            ? `Не проверено в программе. Сверено с: ${against} (${String(version)})`
            : `Проверено: ${String(version)}`,
        );
        const images = page.locator('article .markdown img');
        await expect(images).toHaveCount(sourceImageCount(article.file));
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveAttribute('alt', /[а-яё]{3}/i);
          await expect
            .poll(() =>
              image.evaluate((node: HTMLImageElement) => node.naturalWidth),
            )
            .toBeGreaterThan(0);
        }
      }

      expect(await englishOn(page), 'English on the page').toEqual([]);
      expect(describeAxe(await analyseAxe(page)), 'axe, light').toEqual([]);

      // Hovering the links prefetches their pages: that stays local too.
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');
      expect(foreign, 'requests to another origin').toEqual([]);
      expect(violations, 'CSP violations').toEqual([]);
      expect(consoleProblemsOf(route, problems), 'console').toEqual([]);
    });
  }
});

test.describe('one page of each template, dark theme, search opened', () => {
  test('there are templates enough to matter', () => {
    // Docs, sections, blog lists, posts, tags, authors, pages, search, 404.
    expect(ONE_PER_TEMPLATE.length).toBeGreaterThanOrEqual(8);
  });

  for (const route of ONE_PER_TEMPLATE) {
    test(route, async ({page}) => {
      const problems = collectConsoleProblems(page);
      const violations = await watchCspViolations(page);
      await openInTheme(page, route, 'dark');
      if (route.startsWith('/search')) {
        await expect(page.getByRole('option').first()).toBeVisible();
      }
      expect(describeAxe(await analyseAxe(page)), 'axe, dark').toEqual([]);
      // The engine ran: results are on screen.
      await searchInDialog(page, 'плагин');
      expect(violations, 'CSP violations').toEqual([]);
      expect(consoleProblemsOf(route, problems), 'console').toEqual([]);
    });
  }
});
