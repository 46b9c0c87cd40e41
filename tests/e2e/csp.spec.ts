/**
 * The Content-Security-Policy as Chromium enforces it: every page, in both
 * colour modes, with the search dialog open and a query answered, runs
 * without a single violation; and a script the build did not hash is
 * refused, which shows that the check above can fail.
 */
import {expect, test, type Page} from '@playwright/test';

import {
  NOT_FOUND_TITLE,
  open,
  openInTheme,
  searchInDialog,
  sitemapRoutes,
  timeForPages,
} from './utils';

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

const ROUTES = [...sitemapRoutes(), '/search', '/net-takoi-stranicy'];

test.describe('no CSP violation', () => {
  for (const route of ROUTES) {
    test(`${route} in light and dark mode, search opened`, async ({page}) => {
      test.setTimeout(timeForPages(4));
      const violations = await watchViolations(page);
      for (const mode of ['light', 'dark'] as const) {
        const response = await openInTheme(page, route, mode);
        if (route === '/net-takoi-stranicy') {
          expect(response?.status()).toBe(404);
          await expect(page.locator('h1')).toHaveText(NOT_FOUND_TITLE);
        }
        // The engine ran: results are on screen.
        await searchInDialog(page, 'плагин');
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
