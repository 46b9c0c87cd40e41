/**
 * `npm run test:full` only (KB_TEST_FULL=true): the full matrices that
 * `npm test` samples. Every page in both themes, with the search dialog
 * opened and answered: axe finds nothing and the Content-Security-Policy
 * reports no violation. `npm test` checks every page in the light theme
 * and one page per template in the dark one (./pages.spec.ts). CI runs this
 * nightly and when the theme, its styles, the server config or a plugin's
 * theme change (.github/workflows/test-full.yml).
 */
import {expect, test} from '@playwright/test';

import {PAGES} from './pages';
import {
  analyseAxe,
  collectConsoleProblems,
  consoleProblemsOf,
  describeAxe,
  openInTheme,
  searchInDialog,
  watchCspViolations,
} from './utils';

for (const route of PAGES) {
  test(`${route}: axe and the CSP in both themes, search opened`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = collectConsoleProblems(page);
    const violations = await watchCspViolations(page);
    for (const mode of ['light', 'dark'] as const) {
      await openInTheme(page, route, mode);
      if (route.startsWith('/search')) {
        await expect(page.getByRole('option').first()).toBeVisible();
      }
      expect(describeAxe(await analyseAxe(page)), `axe, ${mode}`).toEqual([]);
      await searchInDialog(page, 'плагин');
    }
    expect(violations, 'CSP violations').toEqual([]);
    expect(consoleProblemsOf(route, problems)).toEqual([]);
  });
}
