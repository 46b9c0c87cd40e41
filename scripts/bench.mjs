// Prints the site's speed and size figures (`npm run bench`); it asserts
// nothing. It serves build/ with the shipped nginx config and measures in
// Debian's Chromium, as the browser suite does.
//
//   first-load JS   the scripts a page loads until React has hydrated it
//                   (transfer size as served, and decoded size), for three
//                   pages, then the median and largest of every doc page of
//                   the sitemap; the prefetches of link targets that follow
//                   are not counted; and the page weight of the articles
//                   with screenshots, at load and scrolled to the end, with
//                   the heaviest
//   search index    the size of build/search-index/ in total
//   first query     bytes fetched from opening search to the first results
//   keystroke       median time from a keystroke to the results shown
//   load            requests/s and latency percentiles for one doc page,
//                   served by nginx (the shipped config) and by
//                   `docusaurus serve`, measured with wrk (Debian's `wrk`)
//                   on loopback: 2 threads, 64 connections, BENCH_LOAD_SECONDS
//                   (default 10) each, as a browser asks (br, gzip). wrk
//                   shares the machine's cores with the server it measures.
//
// Run `npm run build` first. BENCH_PORT chooses the port (default 3190;
// docusaurus serve takes the next one), BENCH_BUILD another build folder,
// BENCH_ONLY a comma-separated subset of js,search,load (bench-scale.mjs
// uses both).
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  folderSize,
  median,
  root,
  assertPortFree,
  serveBuild,
  stopServer,
  sitemapPaths,
  waitFor,
} from './bench-lib.mjs';
import {launchBrowser, pageScripts} from './bench-page.mjs';

const build = path.resolve(root, process.env.BENCH_BUILD ?? 'build');
const only = new Set(
  (process.env.BENCH_ONLY ?? 'js,search,load').split(',').map((s) => s.trim()),
);
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
/** The home page, a doc page without code and one with code blocks. */
const PAGES = [
  '/',
  '/docs/intro',
  '/docs/openserverpanel-ospanel/prosmotr-logov',
];
/** Queries typed for the keystroke timing: word forms and a wrong layout. */
const QUERIES = ['плагин', 'отладка', 'письма не приходят', 'jnkflrf', 'hosts'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The README's budget for a doc page, compressed (scripts/budgets.json,
 * which npm test and bench:scale hold too).
 */
const DOC_TARGET_BYTES = JSON.parse(
  readFileSync(path.join(root, 'scripts/budgets.json'), 'utf8'),
).docFirstLoadBytes;

async function firstLoadJs(browser) {
  console.log(
    'First-load JS (scripts loaded until hydration; link prefetches excluded)',
  );
  for (const route of PAGES) {
    const {transfer, decoded, count} = await pageScripts(
      browser,
      `${base}${route}`,
    );
    console.log(
      `  ${route.padEnd(44)} ${String(count).padStart(2)} files, ${kib(transfer)} transferred, ${kib(decoded)} decoded`,
    );
  }
  const docs = sitemapPaths(build).filter((route) =>
    route.startsWith('/docs/'),
  );
  const sizes = [];
  for (const route of docs) {
    sizes.push({route, ...(await pageScripts(browser, `${base}${route}`))});
  }
  const largest = sizes.reduce((a, b) => (b.transfer > a.transfer ? b : a));
  console.log(
    `  ${`every doc page (${docs.length})`.padEnd(44)} median ${kib(median(sizes.map((size) => size.transfer)))}, largest ${kib(largest.transfer)} (${(largest.transfer / 1000).toFixed(1)} KB, ${decodeURI(largest.route)}); target ≤ ${DOC_TARGET_BYTES / 1000} KB`,
  );
}

/**
 * Page weight of the illustrated articles (lab/screenshots/manifest.json):
 * bytes transferred at load (lazy screenshots below the fold wait), and
 * after scrolling to the end (every screenshot loaded). Prints the heaviest.
 */
async function illustratedWeight(browser) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'lab/screenshots/manifest.json'), 'utf8'),
  );
  const articles = [...new Set(manifest.screenshots.map((s) => s.article))];
  const transferred = (page) =>
    page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].reduce((sum, entry) => sum + entry.transferSize, 0),
    );
  const weights = [];
  for (const article of articles) {
    const route = `/${article.replace(/\.mdx?$/, '')}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${route}`, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const atLoad = await transferred(page);
    for (const figure of await page.locator('figure.screenshot img').all()) {
      await figure.scrollIntoViewIfNeeded();
      await figure.evaluate((image) => image.decode().catch(() => {}));
    }
    const scrolled = await transferred(page);
    const images = await page.evaluate(
      () => document.querySelectorAll('figure.screenshot img').length,
    );
    weights.push({route, atLoad, scrolled, images});
    await context.close();
  }
  const heaviest = weights.reduce((a, b) => (b.scrolled > a.scrolled ? b : a));
  console.log('Illustrated articles (page weight: HTML, CSS, JS, images)');
  console.log(
    `  ${`${weights.length} articles, ${weights.reduce((n, w) => n + w.images, 0)} screenshots`.padEnd(44)} median at load ${kib(median(weights.map((w) => w.atLoad)))}, scrolled to the end ${kib(median(weights.map((w) => w.scrolled)))}`,
  );
  console.log(
    `  ${`heaviest: ${decodeURI(heaviest.route)}`.padEnd(44)} ${kib(heaviest.atLoad)} at load, ${kib(heaviest.scrolled)} with its ${heaviest.images} screenshots`,
  );
}

async function searchFigures(browser) {
  const indexDir = path.join(build, 'search-index');
  if (!existsSync(indexDir)) {
    console.log(
      'Search: no build/search-index (the Algolia build has no local index)',
    );
    return;
  }
  console.log('Search');
  console.log(`  index in total        ${kib(folderSize(indexDir))}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/docs/intro`, {waitUntil: 'networkidle'});
  let fetched = 0;
  page.on('response', async (response) => {
    const headers = await response.allHeaders().catch(() => ({}));
    fetched += Number(
      headers['content-length'] ??
        (await response.body().catch(() => '')).length,
    );
  });
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await input.fill('плагин');
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  console.log(
    `  first query fetched   ${kib(fetched)} transferred (search code, manifest, term files, result pages)`,
  );

  const times = [];
  for (const query of QUERIES) {
    await input.fill('');
    for (const letter of query) {
      // Timed in the page: from the keystroke to the results of the new text.
      const started = await page.evaluate(() => performance.now());
      await page.keyboard.type(letter);
      await page.waitForFunction(
        ({typed}) =>
          document
            .querySelector('[data-search-results]')
            ?.getAttribute('data-query') === typed,
        {typed: await input.inputValue()},
      );
      times.push((await page.evaluate(() => performance.now())) - started);
    }
  }
  console.log(
    `  keystroke → results   median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms over ${times.length} keystrokes`,
  );
  await context.close();
}

const LOAD_PAGE = '/docs/wordpress/rabota-pochty';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** One bounded wrk run against a URL; returns what it measured. */
function wrk(url) {
  const output = execFileSync(
    'wrk',
    [
      '--threads=2',
      '--connections=64',
      `--duration=${LOAD_SECONDS}s`,
      '--latency',
      '--header=Accept-Encoding: br, gzip',
      url,
    ],
    {encoding: 'utf8'},
  );
  const latency = (label) =>
    new RegExp(`^\\s+${label}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '?';
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50: latency(50),
    p99: latency(99),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
      Number(/Socket errors: .*?timeout (\d+)/.exec(output)?.[1] ?? 0),
  };
}

async function loadFigures() {
  console.log(
    `Load: ${LOAD_PAGE}, wrk 2 threads × 64 connections, ${LOAD_SECONDS} s each, Accept-Encoding: br, gzip`,
  );
  if (spawnSync('wrk', ['--version']).error) {
    console.log('  skipped: wrk is not installed (sudo apt-get install wrk)');
    return;
  }
  const print = (name, figures) =>
    console.log(
      `  ${name.padEnd(20)}  ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${figures.p50}   p99 ${figures.p99}   errors ${figures.errors}`,
    );
  print('nginx (kb.conf)', wrk(`${base}${LOAD_PAGE}`));

  const servePort = port + 1;
  const docusaurus = spawn(
    'npx',
    [
      'docusaurus',
      'serve',
      '--dir',
      build,
      '--port',
      String(servePort),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore', detached: true},
  );
  try {
    await waitFor(`http://127.0.0.1:${servePort}/`);
    print('docusaurus serve', wrk(`http://127.0.0.1:${servePort}${LOAD_PAGE}`));
  } finally {
    process.kill(-docusaurus.pid, 'SIGTERM');
  }
}

if (!existsSync(path.join(build, 'index.html'))) {
  console.error('No build: run npm run build first');
  process.exit(1);
}
await assertPortFree(port);
const server = serveBuild(build, port);
try {
  await waitFor(`${base}/`, server);
  const browser = await launchBrowser();
  try {
    if (only.has('js')) await firstLoadJs(browser);
    if (only.has('js')) await illustratedWeight(browser);
    if (only.has('search')) await searchFigures(browser);
  } finally {
    await browser.close();
  }
  if (only.has('load')) await loadFigures();
} finally {
  stopServer(server);
}
