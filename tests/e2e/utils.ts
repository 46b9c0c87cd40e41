import {readFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, type ConsoleMessage, type Page} from '@playwright/test';

import {
  sitemapLocs as buildSitemapLocs,
  sitemapRoutes as buildSitemapRoutes,
} from '../site-routes';

/** The site's folder (the repository root). */
export const root = path.resolve(__dirname, '../..');

/** The addresses of a build's sitemap, exactly as written in its <loc>s. */
export function sitemapLocs(buildDir = 'build'): string[] {
  return buildSitemapLocs(path.join(root, buildDir));
}

/** Every page of a build, as plain paths, read from its sitemap. */
export function sitemapRoutes(buildDir = 'build'): string[] {
  return buildSitemapRoutes(path.join(root, buildDir));
}

/**
 * Opens a path in a colour mode, chosen the way a returning reader's
 * browser has it stored, and checks the page took it.
 */
export async function openInTheme(
  page: Page,
  route: string,
  mode: 'light' | 'dark',
) {
  await page.addInitScript(
    (theme) => window.localStorage.setItem('theme', theme),
    mode,
  );
  const response = await open(page, route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}

/**
 * Opens the search dialog with Ctrl+K, types a query and waits until the
 * results of that query are on screen; returns the dialog.
 */
export async function searchInDialog(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
  await expect(box).toBeVisible();
  await box.getByRole('combobox').fill(query);
  await expect(box.locator('[data-search-results]')).toHaveAttribute(
    'data-query',
    query,
  );
  await expect(box.getByRole('option').first()).toBeVisible();
  return box;
}

/** Waits until React has hydrated the page (the theme marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
}

/** Opens a path and waits for hydration; returns the main response. */
export async function open(page: Page, route: string) {
  const response = await page.goto(route);
  await waitForHydration(page);
  return response;
}

/**
 * Console messages that are errors, or React's hydration warnings (React
 * reports those as errors in production and as warnings in development).
 *
 * Allow-list: none. Every entry would need a comment saying why. The
 * not-found page's own 404 is left out by consoleProblemsOf.
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      /hydrat|did not match|server rendered/i.test(text)
    ) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * The console problems of a visit to `route` (collectConsoleProblems), but
 * on the not-found page: there Chromium logs the 404 of the document load
 * itself, the expected answer.
 */
export function consoleProblemsOf(route: string, problems: string[]) {
  return problems.filter(
    (problem) => route !== NOT_FOUND || !/status of 404/.test(problem),
  );
}

/** Requests the page makes to any origin but the site's own. */
export function collectForeignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) {
      return;
    }
    if (new URL(url).origin !== origin) {
      foreign.push(url);
    }
  });
  return foreign;
}

/** The heading of the theme's not-found page, in Russian. */
export const NOT_FOUND_TITLE = 'Страница не найдена';

/** An address no page has: the server answers with the not-found page. */
export const NOT_FOUND = '/net-takoi-stranicy';

/** axe's rule sets: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe over the open page, with no exceptions. In axe's legacy mode: it runs
 * in the page itself instead of opening a blank page to gather the frames'
 * results (the site has no frames), and it details only the violations;
 * together a doc page takes 0.8 s instead of 2.0 s, and every page of the
 * suite is analysed.
 */
export function analyseAxe(page: Page) {
  return new AxeBuilder({page})
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
}

/** One line per failing element: rule, impact, selector and why. */
export function describeAxe(
  results: Awaited<ReturnType<typeof analyseAxe>>,
): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Content-Security-Policy violations of the page from now on, from the DOM
 * event and from Chromium's console.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
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

/**
 * The theme's English defaults: what a reader would see wherever the Russian
 * translation (Docusaurus's own plus i18n/ru/code.json) has no text.
 */
export const englishStrings: string[] = Object.entries(
  JSON.parse(
    readFileSync(
      require.resolve('@docusaurus/theme-translations/locales/base/theme-common.json'),
      'utf8',
    ),
  ) as Record<string, string>,
)
  .filter(([key]) => !key.endsWith('___DESCRIPTION'))
  // Placeholders such as {count} split a message into its literal parts.
  .flatMap(([, message]) => message.split(/\{[^}]+\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{2}/.test(part));

/** A GET whose request line carries the path as raw UTF-8, as curl sends it. */
export function rawGet(
  host: string,
  port: number,
  route: string | Buffer,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => {
      // A Buffer path is sent byte for byte (invalid UTF-8, NUL …).
      socket.write(
        Buffer.concat([
          Buffer.from('GET '),
          Buffer.isBuffer(route) ? route : Buffer.from(route, 'utf8'),
          Buffer.from(
            ` HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`,
          ),
        ]),
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/**
 * The time budget of a test that visits every page of the sitemap once:
 * it grows with the site, instead of a fixed 30 s that a larger site
 * outgrows.
 */
export function timeForPages(pages: number): number {
  return 30_000 + pages * 1_500;
}

/**
 * Makes the page's browser storage refuse every use, as private modes and
 * policies do: `localStorage` and `sessionStorage` throw a SecurityError
 * (SPEC §8).
 */
export async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Доступ к хранилищу запрещён', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail});
    Object.defineProperty(window, 'sessionStorage', {get: fail});
  });
}
