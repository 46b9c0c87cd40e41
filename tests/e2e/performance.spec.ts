/**
 * How a page loads, not how it looks: scripts start after the first
 * contentful paint, in order; nothing calls String#localeCompare while a
 * page loads; a page's script chunks are named in its head and fetched with
 * main. These check behaviour that keeps the budgets; the figures themselves
 * come from `npm run bench` and `npm run bench:lighthouse`, never from a test.
 */
import {expect, test, type Page} from '@playwright/test';

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

test.describe('loading a page calls String#localeCompare nowhere', () => {
  // Its first call builds an ICU collator: 20–40 ms of main thread
  // (src/plugins/first-load).
  async function countCalls(page: Page, route: string): Promise<number> {
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      const counter = window as unknown as {localeCompareCalls: number};
      counter.localeCompareCalls = 0;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof original>
      ) {
        counter.localeCompareCalls += 1;
        return original.apply(this, args);
      };
    });
    await open(page, route);
    await page.waitForLoadState('networkidle');
    return page.evaluate(
      () =>
        (window as unknown as {localeCompareCalls: number}).localeCompareCalls,
    );
  }

  for (const [name, size] of [
    ['phone', {width: 390, height: 844}],
    ['desktop', {width: 1280, height: 800}],
  ] as const) {
    test(`on a doc page with code, ${name}`, async ({page}) => {
      await page.setViewportSize(size);
      expect(
        await countCalls(page, '/docs/openserverpanel-ospanel/prosmotr-logov'),
      ).toBe(0);
    });
  }

  test('the counter counts: the tag list sorts with it', async ({page}) => {
    expect(await countCalls(page, '/blog/tags')).toBeGreaterThan(0);
  });
});

test.describe('script chunks of the page', () => {
  for (const route of ['/docs/intro', '/blog', '/']) {
    test(`${route}: named in the head, fetched with main, none added later`, async ({
      page,
    }) => {
      await open(page, route);
      const {listed, run} = await page.evaluate(() => ({
        listed: (
          document
            .querySelector('meta[name="route-chunks"]')
            ?.getAttribute('content')
            ?.split(' ') ?? []
        ).map((src) => new URL(src, location.href).href),
        run: [...document.scripts].filter((s) => s.src).map((s) => s.src),
      }));
      expect(listed.length).toBeGreaterThan(0);
      // The loader ran the listed chunks, then runtime and main; webpack
      // found every chunk installed and added no <script> of its own.
      expect(run.slice(0, listed.length)).toEqual(listed);
      expect(
        run.slice(listed.length).map((src) => src.split('/').pop()),
      ).toEqual([
        expect.stringMatching(/^runtime~main\./),
        expect.stringMatching(/^main\./),
      ]);
    });
  }

  test('links on screen still prefetch their pages, once the page is idle', async ({
    page,
  }) => {
    await open(page, '/docs/intro');
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count())
      .toBeGreaterThan(0);
  });
});
