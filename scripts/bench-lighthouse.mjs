// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated
// throttling) over every page of the sitemap, served by nginx with the
// shipped config, in Debian's Chromium. Prints per page: performance,
// accessibility, best practices, SEO, LCP, TBT, CLS, total bytes and JS
// bytes; then a summary against the targets of issue 7; then the LCP of a
// scripts-stripped copy of three pages (the limit to approach) and the
// ratio to it, each page and its copy audited in turns (A B A B …) like
// `--vs` below. The copy keeps the page's JSON-LD blocks (`<script
// type="application/ld+json">`: data for search engines, which the browser
// does not run); every other script and script preload goes. It asserts
// nothing.
//
// Each page is audited BENCH_RUNS times (default 3) and the median run is
// reported, as Lighthouse's docs on score variability advise; the summary
// also gives the lowest single run. BENCH_RUNS=1 halves the time for a quick
// look. Run `npm run build` first. BENCH_PORT: first of two ports (default
// 3192). BENCH_PAGES: a comma-separated subset of paths, for a quick look.
// BENCH_BUILD: another build folder (bench-scale.mjs audits its copy);
// BENCH_LIMIT=0 leaves out the scripts-stripped comparison;
// BENCH_LIMIT=articles compares every article audited, not three pages.
// Per page it prints FCP and LCP − FCP too; the summary gives the
// articles' TBT (target ≤ 150 ms, issue 31) and LCP − FCP.
//
// `npm run bench:lighthouse -- --vs <build dir>`: the same pages of two
// builds, side by side in one run. Each page's runs alternate between this
// build and the other one (A B A B …), so that the machine's drift falls on
// both alike; prints each build's median run, the ratios of LCP and TBT,
// and where the main thread's time went (Lighthouse's breakdown: script
// evaluation, style and layout, …; and the longest task with its script).
// The summary gives the median ratio over the pages. Build the other one
// with `npx docusaurus build --out-dir <dir>` at the commit to compare.
import {spawn} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';

import lighthouse from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';

import {
  median,
  root,
  assertPortFree,
  serveBuild,
  sitemapPaths,
  stopServer,
  waitFor,
} from './bench-lib.mjs';

const build = path.resolve(root, process.env.BENCH_BUILD ?? 'build');
const port = Number(process.env.BENCH_PORT ?? 3192);
const STRIPPED = ['/', '/docs/intro', '/docs/wordpress/rabota-pochty'];
// Issue 31: an article's TBT median ≤ 150 ms and its LCP ≤ 1.05 × the
// same page without scripts.
const TARGET = {
  performance: 0.98,
  other: 1,
  lcpMs: 1500,
  articleTbtMs: 150,
  lcpToStripped: 1.05,
};
/** An article: a doc page that is not a section (category) or tag page. */
const isArticle = (route) =>
  route.startsWith('/docs/') && !/^\/docs\/(category|tags)(\/|$)/.test(route);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LIMIT = process.env.BENCH_LIMIT !== '0';
/** `--vs <dir>`: the build to compare with, absolute; or undefined. */
const versus = (() => {
  const at = process.argv.indexOf('--vs');
  if (at < 0) return undefined;
  const dir = process.argv[at + 1];
  if (!dir || !existsSync(path.join(path.resolve(dir), 'index.html'))) {
    console.error(
      `bench:lighthouse: --vs needs a build folder (one with index.html), not «${dir ?? ''}»`,
    );
    process.exit(1);
  }
  return path.resolve(dir);
})();

/** Debian's Chromium with a debugging port, a fresh profile, no sandbox. */
async function launchChromium(debugPort) {
  const profile = mkdtempSync(path.join(tmpdir(), 'kb-lh-profile-'));
  const flags = JSON.parse(
    readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8'),
  );
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      ...flags,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: 'ignore', detached: true},
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  return {
    stop() {
      process.kill(-chromium.pid, 'SIGKILL');
      rmSync(profile, {recursive: true, force: true});
    },
  };
}

/**
 * Audits a page RUNS times and reports Lighthouse's median run (its own
 * computeMedianRun: the run nearest the median FCP and TTI), as
 * Lighthouse's docs on variability advise; `runs` keeps every run's
 * performance score.
 */
async function audit(url, debugPort) {
  const [result] = await auditEach([url], debugPort);
  return result;
}

/**
 * Audits each of `urls` RUNS times, the urls taking turns run by run (A B
 * A B …), and returns each one's median run and scores, as audit() does.
 */
async function auditEach(urls, debugPort) {
  const lhrs = urls.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, url] of urls.entries()) {
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
        ],
      });
      lhrs[index].push(result.lhr);
    }
  }
  return lhrs.map((runs) => ({
    ...summary(runs.length > 1 ? computeMedianRun(runs) : runs[0]),
    runs: runs.map((lhr) => lhr.categories.performance.score),
  }));
}

function summary(lhr) {
  const {categories, audits} = lhr;
  const scripts = audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    seo: categories.seo.score,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // Not in the score; shows when the scripts have run (--vs).
    tti: audits.interactive?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    // Where the main thread's time went, by Lighthouse's groups (ms).
    mainThread: Object.fromEntries(
      (audits['mainthread-work-breakdown']?.details?.items ?? []).reduce(
        (groups, item) =>
          groups.set(item.group, (groups.get(item.group) ?? 0) + item.duration),
        new Map(),
      ),
    ),
    longestTask: [...(audits['long-tasks']?.details?.items ?? [])].sort(
      (a, b) => b.duration - a.duration,
    )[0],
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]
        ?.items?.[0]?.node?.selector ?? '?',
    failing: [
      ...Object.values(categories).flatMap((category) =>
        category.id === 'performance'
          ? []
          : category.auditRefs
              // Only audits that count: weight above 0, not passed.
              .filter((ref) => ref.weight > 0)
              .map((ref) => audits[ref.id])
              .filter((a) => a.score !== null && a.score < 1)
              .map((a) => `${category.id}: ${a.id}`),
      ),
    ],
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const score = (value) => (value === null ? ' —  ' : value.toFixed(2));

/** A copy of the build whose chosen pages have no scripts at all. */
function strippedCopy(limitRoutes) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-stripped-'));
  // nginx's workers may run as another user.
  chmodSync(dir, 0o755);
  cpSync(build, dir, {recursive: true});
  for (const route of limitRoutes) {
    const file = path.join(dir, route === '/' ? 'index.html' : `${route}.html`);
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
        /^<script\b[^>]*\btype=["']?application\/ld\+json/i.test(script)
          ? script
          : '',
      )
      .replace(/<link\b[^>]*\bas=["']?script["']?[^>]*>/gi, '');
    writeFileSync(file, html);
    // Compressed as the build compresses HTML (src/plugins/build-output/
    // precompress.ts): served raw, the page would arrive later and flatter
    // the pages with scripts.
    writeFileSync(`${file}.gz`, gzipSync(html, {level: 9}));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, {
        params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 10},
      }),
    );
  }
  return dir;
}

/** The main thread's groups in one line, largest first, and the longest task. */
function mainThreadLine(r) {
  const groups = Object.entries(r.mainThread)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([group, ms]) => `${group} ${ms.toFixed(0)}`)
    .join(', ');
  const task = r.longestTask
    ? `; longest task ${r.longestTask.duration.toFixed(0)} ms (${String(r.longestTask.url).replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')})`
    : '; no long task';
  return `main thread ms: ${groups}${task}`;
}

/** `--vs`: both builds, page by page, their runs alternating. */
async function compare(routes, otherPort, debugPort) {
  console.log(
    `Lighthouse ${routes.length} pages of two builds, mobile, simulated throttling; median of ${RUNS} run(s) each, runs alternating\n  this: ${build}\n  vs:   ${versus}`,
  );
  const ratios = [];
  for (const route of routes) {
    const [a, b] = await auditEach(
      [
        `http://127.0.0.1:${port}${route}`,
        `http://127.0.0.1:${otherPort}${route}`,
      ],
      debugPort,
    );
    console.log(`  ${decodeURIComponent(route)}`);
    for (const [label, r] of [
      ['this', a],
      ['vs  ', b],
    ]) {
      console.log(
        `    ${label}  perf ${score(r.performance)} (runs ${r.runs.map(score).join(' ')})  FCP ${r.fcp.toFixed(0)} ms  LCP ${r.lcp.toFixed(0)} ms  TBT ${r.tbt.toFixed(0)} ms  TTI ${r.tti.toFixed(0)} ms  JS ${kb(r.jsBytes)}`,
      );
      console.log(`          ${mainThreadLine(r)}`);
    }
    const ratio = {
      lcp: a.lcp / b.lcp,
      // TBT can be 0: the ratio of 1 ms more keeps it finite.
      tbt: (a.tbt + 1) / (b.tbt + 1),
    };
    ratios.push(ratio);
    console.log(
      `    this / vs: LCP ${ratio.lcp.toFixed(2)} ×, TBT ${ratio.tbt.toFixed(2)} ×`,
    );
  }
  console.log('\nSummary (this / vs, median over the pages)');
  console.log(
    `  LCP ${median(ratios.map((r) => r.lcp)).toFixed(2)} ×, TBT ${median(ratios.map((r) => r.tbt)).toFixed(2)} ×`,
  );
}

if (!existsSync(path.join(build, 'index.html'))) {
  console.error('No build: run npm run build first');
  process.exit(1);
}
/**
 * BENCH_PAGES as paths of the build. A value that is no path («rabota-pochty»)
 * stops the run here, naming the variable and the sitemap's path it may
 * mean, rather than failing in Lighthouse after minutes of audits.
 */
function pagesOf(value, known) {
  const pages = value.split(',').map((page) => page.trim());
  for (const page of pages) {
    if (page.startsWith('/')) continue;
    const meant = known.filter((path) => path.endsWith(`/${page}`));
    console.error(
      `BENCH_PAGES: «${page}» is not a path (paths start with /${meant.length ? `; did you mean ${meant.join(' or ')}?` : ', as in the sitemap'})`,
    );
    process.exit(1);
  }
  return pages;
}

const routes = process.env.BENCH_PAGES
  ? pagesOf(process.env.BENCH_PAGES, sitemapPaths(build))
  : sitemapPaths(build);
await assertPortFree(port);
if (LIMIT) await assertPortFree(port + 1);
const site = serveBuild(build, port);
if (versus) {
  await assertPortFree(port + 2);
  const other = serveBuild(versus, port + 2);
  const chromium = await launchChromium(port + 10);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, site);
    await waitFor(`http://127.0.0.1:${port + 2}/`, other);
    await compare(routes, port + 2, port + 10);
  } finally {
    chromium.stop();
    stopServer(site);
    stopServer(other);
  }
  process.exit(0);
}
// BENCH_LIMIT=articles: every article of the pages audited, not three.
const limitRoutes =
  process.env.BENCH_LIMIT === 'articles' ? routes.filter(isArticle) : STRIPPED;
const stripped = LIMIT ? strippedCopy(limitRoutes) : undefined;
const strippedServer = stripped ? serveBuild(stripped, port + 1) : undefined;
const chromium = await launchChromium(port + 10);
try {
  await waitFor(`http://127.0.0.1:${port}/`, site);
  if (strippedServer) {
    await waitFor(`http://127.0.0.1:${port + 1}/`, strippedServer);
  }
  console.log(
    `Lighthouse ${routes.length} pages, mobile, simulated throttling (nginx, deploy/nginx/kb.conf); median of ${RUNS} run(s) per page`,
  );
  console.log(
    `  ${'page'.padEnd(58)} perf  a11y  b.p.  seo    FCP ms  LCP ms  −FCP  TBT ms   CLS    total     JS`,
  );
  const results = [];
  for (const route of routes) {
    const r = await audit(`http://127.0.0.1:${port}${route}`, port + 10);
    results.push({route, ...r});
    console.log(
      `  ${decodeURIComponent(route).slice(0, 58).padEnd(58)} ${score(r.performance)}  ${score(r.accessibility)}  ${score(r.bestPractices)}  ${score(r.seo)}  ${r.fcp.toFixed(0).padStart(6)}  ${r.lcp.toFixed(0).padStart(6)}  ${(r.lcp - r.fcp).toFixed(0).padStart(4)}  ${r.tbt.toFixed(0).padStart(6)}  ${r.cls.toFixed(3)}  ${kb(r.bytes).padStart(8)}  ${kb(r.jsBytes).padStart(7)}`,
    );
    if (process.env.BENCH_LCP_ELEMENT)
      console.log(`      LCP element: ${r.lcpElement}`);
    if (RUNS > 1 && r.runs.some((run) => run < TARGET.performance))
      console.log(
        `      performance of each run: ${r.runs.map(score).join(' ')}`,
      );
    for (const failing of r.failing) console.log(`      ✗ ${failing}`);
  }

  const min = (key) => Math.min(...results.map((r) => r[key] ?? 0));
  const below = (key, target) =>
    results.filter((r) => (r[key] ?? 0) < target).length;
  const lcps = results.map((r) => r.lcp);
  console.log(
    '  (total and JS: Lighthouse transfer sizes, response headers included, about 1 KB per file over\n' +
      '  this HTTP/1.1 server; scripts prefetched for links included. Script bodies until hydration: npm run bench)',
  );
  console.log('\nSummary');
  console.log(
    `  performance      min ${score(min('performance'))}, ${below('performance', TARGET.performance)} page(s) below ${TARGET.performance}`,
  );
  if (RUNS > 1) {
    const runs = results.flatMap((r) => r.runs);
    console.log(
      `                   single runs: ${runs.length}, lowest ${score(Math.min(...runs))}, ${runs.filter((run) => run < TARGET.performance).length} below ${TARGET.performance}`,
    );
  }
  for (const [key, label] of [
    ['accessibility', 'accessibility   '],
    ['bestPractices', 'best practices  '],
    ['seo', 'SEO             '],
  ]) {
    console.log(
      ` ${label} min ${score(min(key))}, ${below(key, TARGET.other)} page(s) below 1.00`,
    );
  }
  console.log(
    `  LCP              median ${median(lcps).toFixed(0)} ms (target ≤ ${TARGET.lcpMs}), slowest ${Math.max(...lcps).toFixed(0)} ms`,
  );
  console.log(
    `  TBT              max ${Math.max(...results.map((r) => r.tbt)).toFixed(0)} ms; CLS max ${Math.max(...results.map((r) => r.cls)).toFixed(3)}`,
  );
  const articles = results.filter((r) => isArticle(r.route));
  if (articles.length > 0) {
    const tbts = articles.map((r) => r.tbt);
    const gaps = articles.map((r) => r.lcp - r.fcp);
    console.log(
      `  articles (${articles.length}): TBT median ${median(tbts).toFixed(0)} ms, max ${Math.max(...tbts).toFixed(0)} ms, ${tbts.filter((tbt) => tbt > TARGET.articleTbtMs).length} over ${TARGET.articleTbtMs} ms; LCP − FCP median ${median(gaps).toFixed(0)} ms, max ${Math.max(...gaps).toFixed(0)} ms`,
    );
  }

  if (LIMIT)
    console.log(
      `\nThe limit: the same pages without their scripts (JSON-LD kept), ${RUNS} run(s) each, in turns with the page`,
    );
  const ratios = [];
  for (const route of LIMIT ? limitRoutes : []) {
    // In turns, not after the whole table: the machine's drift between the
    // two would otherwise land on one side only.
    const [full, bare] = await auditEach(
      [
        `http://127.0.0.1:${port}${route}`,
        `http://127.0.0.1:${port + 1}${route}`,
      ],
      port + 10,
    );
    const ratio = full.lcp / bare.lcp;
    ratios.push(ratio);
    console.log(
      `  ${route.padEnd(34)} LCP ${full.lcp.toFixed(0)} ms, without scripts ${bare.lcp.toFixed(0)} ms: ${ratio.toFixed(2)} ×${ratio > TARGET.lcpToStripped ? ` (over ${TARGET.lcpToStripped} ×)` : ''}`,
    );
  }
  if (ratios.length > 0)
    console.log(
      `  ${ratios.length} page(s): median ${median(ratios).toFixed(2)} ×, highest ${Math.max(...ratios).toFixed(2)} ×, ${ratios.filter((ratio) => ratio > TARGET.lcpToStripped).length} over ${TARGET.lcpToStripped} ×`,
    );
} finally {
  chromium.stop();
  stopServer(site);
  if (strippedServer) stopServer(strippedServer);
  if (stripped) rmSync(stripped, {recursive: true, force: true});
}
