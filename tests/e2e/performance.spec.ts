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

test('the page’s route chunks are asked for after main.js has run, in a task of their own', async ({
  page,
}) => {
  // In order: each script element joining the page, and main.js's load
  // event, fired as soon as its evaluation ends.
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as {events: string[]}).events = events;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) {
            events.push(`added ${new URL(node.src).pathname}`);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLScriptElement && target.src) {
          events.push(`ran ${new URL(target.src).pathname}`);
        }
      },
      true,
    );
  });
  await open(page, '/docs/wordpress/rabota-pochty');
  const events = await page.evaluate(
    () => (window as unknown as {events: string[]}).events,
  );
  const mainRan = events.findIndex((event) =>
    /^ran \/assets\/js\/main\.\w+\.js$/.test(event),
  );
  const firstChunk = events.findIndex(
    (event) =>
      event.startsWith('added ') && !/\/(runtime~)?main\.\w+\.js$/.test(event),
  );
  expect(mainRan).toBeGreaterThanOrEqual(0);
  expect(firstChunk).toBeGreaterThan(mainRan);
});

test('the scripts a page runs at its start open with V8’s compile hint; one loaded on demand does not', async ({
  page,
  request,
}) => {
  // src/plugins/first-load/page-start/compileHints.ts: the hint and the
  // size under which a script goes without it.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const MIN_BYTES = 4096;
  // Scripts the page has fetched; `run`: only those it fetched to run
  // (a script element), not the idle prefetch of a link's page.
  const scripts = (run = false) =>
    page.evaluate(
      (onlyRun) =>
        (
          performance.getEntriesByType(
            'resource',
          ) as PerformanceResourceTiming[]
        )
          .filter(
            (entry) =>
              new URL(entry.name).pathname.endsWith('.js') &&
              (!onlyRun || entry.initiatorType === 'script'),
          )
          .map((entry) => new URL(entry.name).pathname),
      run,
    );
  const opens = async (script: string) => {
    const body = await (await request.get(script)).text();
    return {body, hinted: body.startsWith(HINT)};
  };
  await open(page, '/docs/wordpress/rabota-pochty');
  const atStart = await scripts();
  // The runtime, main.js, the page's section, component and content.
  expect(atStart.length).toBeGreaterThan(4);
  let hinted = 0;
  for (const script of atStart) {
    const {body, hinted: has} = await opens(script);
    if (body.length >= MIN_BYTES) {
      expect(has, `${script} (${body.length} B) has no hint`).toBe(true);
    }
    if (has) hinted += 1;
  }
  expect(hinted).toBeGreaterThan(2);
  // The search dialog's chunk comes when the reader opens it.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  const onDemand = (await scripts(true)).filter(
    (script) => !atStart.includes(script),
  );
  expect(onDemand.length).toBeGreaterThan(0);
  for (const script of onDemand) {
    expect((await opens(script)).hinted, script).toBe(false);
  }
});
