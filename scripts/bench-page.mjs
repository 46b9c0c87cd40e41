// What bench.mjs and bench-scale.mjs measure in a page with Debian's
// Chromium: the scripts a page loads until React has hydrated it.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {chromium} from '@playwright/test';

import {root} from './bench-lib.mjs';

/** Debian's Chromium with the suite's flags, through Playwright. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(
      readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8'),
    ),
  });
}

/**
 * The script resources a page loaded, as the browser counted them: scripts
 * it ran and scripts its head preloads (the runtime and main bundle,
 * started by the loader of src/plugins/first-load/page-start/ssrTemplate.ts, are
 * fetched by their preload links). Link prefetches of other pages are left
 * out. `files` has each one: its address, transfer and decoded size.
 */
async function scriptFiles(page) {
  return page.evaluate(() => {
    const preloaded = new Set(
      [...document.querySelectorAll('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      ),
    );
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.initiatorType === 'script' || preloaded.has(entry.name),
      )
      .map((entry) => ({
        url: entry.name,
        transfer: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      }));
  });
}

/**
 * What a page loads until hydrated, in a fresh browser context: the sums
 * (transfer size as served, decoded size, file count) and the files.
 */
export async function pageScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const files = await scriptFiles(page);
  await context.close();
  return {
    transfer: files.reduce((sum, file) => sum + file.transfer, 0),
    decoded: files.reduce((sum, file) => sum + file.decoded, 0),
    count: files.length,
    files,
  };
}
