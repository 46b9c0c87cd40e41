/**
 * The Content-Security-Policy as Chromium enforces it: a script the build
 * did not hash is refused and reported, which shows that the checks of
 * every page (./pages.spec.ts: no violation in the light theme, and in the
 * dark one with the search answered, one page per template) can fail.
 */
import {expect, test} from '@playwright/test';

import {open, watchCspViolations} from './utils';

test('a script the build did not hash is refused and reported', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
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
