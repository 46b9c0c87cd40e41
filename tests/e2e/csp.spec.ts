/**
 * The Content-Security-Policy as Chromium enforces it: every page, in both
 * colour modes, with the search dialog open and a query answered, runs
 * without a single violation; and a script the build did not hash is
 * refused, which shows that the check above can fail.
 */
import {expect, test, type Page} from '@playwright/test';

import {NOT_FOUND_TITLE, open, sitemapRoutes, timeForPages} from './utils';

/** Violations, from the DOM event and from Chromium's console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) =>
    violations.push(text),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as {reportCspViolation: (text: string) => void}
      ).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
  await expect(box).toBeVisible();
  await box.getByRole('combobox').fill(query);
  await expect(box.locator('[data-search-results]')).toHaveAttribute(
    'data-query',
    query,
  );
  // The engine (WebAssembly) ran: results are on screen.
  await expect(box.getByRole('option').first()).toBeVisible();
}

const ROUTES = [...sitemapRoutes(), '/search', '/net-takoi-stranicy'];

test.describe('no CSP violation', () => {
  for (const route of ROUTES) {
    test(`${route} in light and dark mode, search opened`, async ({page}) => {
      test.setTimeout(timeForPages(4));
      const violations = await watchViolations(page);
      for (const mode of ['light', 'dark'] as const) {
        await page.addInitScript(
          (theme) => window.localStorage.setItem('theme', theme),
          mode,
        );
        const response = await open(page, route);
        if (route === '/net-takoi-stranicy') {
          expect(response?.status()).toBe(404);
          await expect(page.locator('h1')).toHaveText(NOT_FOUND_TITLE);
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await searchFor(page, 'плагин');
      }
      expect(violations).toEqual([]);
    });
  }
});

test('a script the build did not hash is refused and reported', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await open(page, '/docs/intro');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return (window as unknown as {injected?: boolean}).injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.join('\n'))
    .toMatch(/script-src(-elem)? blocked inline/);
});
