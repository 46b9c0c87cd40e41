// Prints the site's speed and size figures (`npm run bench`); it asserts
// nothing. It serves build/ with the shipped nginx config and measures in
// Debian's Chromium, as the browser suite does.
//
//   first-load JS   the scripts a page loads until React has hydrated it
//                   (transfer size as served, and decoded size); the
//                   prefetches of link targets that follow are not counted
//   search index    the size of build/pagefind/ in total
//   first query     bytes fetched from opening search to the first results
//   keystroke       median time from a keystroke to the results shown
//
// Run `npm run build` first. BENCH_PORT chooses the port (default 3190).
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const PAGES = ['/', '/docs/intro'];
/** Queries typed for the keystroke timing: word forms and a wrong layout. */
const QUERIES = ['плагин', 'отладка', 'письма не приходят', 'jnkflrf', 'hosts'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function folderSize(dir) {
  return readdirSync(dir).reduce((sum, name) => {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) return sum + folderSize(file);
    // The .gz/.br twins of `npm run build` are other encodings, not more index.
    return /\.(gz|br)$/.test(name) ? sum : sum + stat.size;
  }, 0);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${base}`);
}

/** Sums the script resources a page loaded, as the browser counted them. */
async function scriptBytes(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .reduce(
        (sum, entry) => ({
          transfer: sum.transfer + entry.encodedBodySize,
          decoded: sum.decoded + entry.decodedBodySize,
          count: sum.count + 1,
        }),
        {transfer: 0, decoded: 0, count: 0},
      ),
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function firstLoadJs(browser) {
  console.log(
    'First-load JS (scripts loaded until hydration; link prefetches excluded)',
  );
  for (const route of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const {transfer, decoded, count} = await scriptBytes(page);
    console.log(
      `  ${route.padEnd(12)} ${String(count).padStart(2)} files, ${kib(transfer)} transferred, ${kib(decoded)} decoded`,
    );
    await context.close();
  }
}

async function searchFigures(browser) {
  const indexDir = path.join(build, 'pagefind');
  if (!existsSync(indexDir)) {
    console.log(
      'Search: no build/pagefind (the Algolia build has no local index)',
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
    `  first query fetched   ${kib(fetched)} transferred (search code, WebAssembly, index chunks, fragments)`,
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

if (!existsSync(path.join(build, 'index.html'))) {
  console.error('No build: run npm run build first');
  process.exit(1);
}
const server = spawn('bash', ['scripts/serve-nginx.sh', 'build'], {
  cwd: root,
  env: {...process.env, PORT: String(port)},
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(
      readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8'),
    ),
  });
  try {
    await firstLoadJs(browser);
    await searchFigures(browser);
  } finally {
    await browser.close();
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
