/**
 * How a page loads, not how it looks: scripts start after the first
 * contentful paint, in order; links on screen prefetch their pages once the
 * page is idle. These check behaviour that keeps the budgets; the figures themselves
 * come from `npm run bench` and `npm run bench:lighthouse`, never from a test.
 */
import {expect, test} from '@playwright/test';

import {open} from './utils';

test('the scripts start after the first contentful paint, in order', async ({
  page,
}) => {
  // When each script element joins the page, on the page's own clock.
  await page.addInitScript(() => {
    const added: {src: string; at: number}[] = [];
    (window as unknown as {added: typeof added}).added = added;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) {
            added.push({src: node.src, at: performance.now()});
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await open(page, '/docs/wordpress/rabota-pochty');
  const {added, paint} = await page.evaluate(() => ({
    added: (window as unknown as {added: {src: string; at: number}[]}).added,
    paint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      Infinity,
  }));
  const runtime = added.findIndex(({src}) =>
    /\/runtime~main\.\w+\.js$/.test(src),
  );
  const main = added.findIndex(({src}) => /\/main\.\w+\.js$/.test(src));
  expect(runtime).toBeGreaterThanOrEqual(0);
  expect(main).toBeGreaterThan(runtime);
  expect(added[runtime]!.at).toBeGreaterThan(paint);
});

test.describe('prefetching', () => {
  test('links on screen still prefetch their pages, once the page is idle', async ({
    page,
  }) => {
    await open(page, '/docs/intro');
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count())
      .toBeGreaterThan(0);
  });
});
