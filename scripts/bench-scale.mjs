// `npm run bench:scale [-- <count>]`: how the site copes with many
// articles. Copies the site into a temporary folder, adds <count> (or
// BENCH_ARTICLES; default 1000) synthetic Russian articles in 10 sections
// of subsections of 50,
// builds the copy with `docusaurus build`, and prints:
//   build time       wall clock of the whole build (pages, search index,
//                    CSP, precompression)
//   peak memory      the largest sum of resident memory of the build's
//                    process tree, sampled every 100 ms from /proc
//   output size      build/ without and with the .gz/.br twins, and per page
//   search index     build/search-index/
//   first query      bytes fetched from opening the search to the first
//                    results, next to the same figure for the real site
//                    (build/, which must exist) and their ratio
//   first-load JS    scripts loaded until hydration (transferred and
//                    decoded) of /docs/intro, of a real article and of a
//                    synthetic one, each beside the real site's figure
//   article HTML     the HTML of the same two articles (raw and brotli)
//   largest chunk    the largest script any doc page loads until hydration,
//                    over the real doc pages, the section pages and the
//                    first and last article of each synthetic section
//   Lighthouse       performance and TBT of the real article (median of
//                    BENCH_RUNS, default 3), beside the real site's
// Targets (issue 17): build ≤ 10 min and peak memory ≤ 6 GB on 2 cores;
// output linear in the article count; first-query bytes ≤ 1.5 × the real
// site's; an article's first-load JS ≤ 120 KB and within 10 % of the real
// site's; Lighthouse ≥ 0.98. It asserts one of them, the only one that is
// not a time: a doc page it looks at above the first-load budget of
// scripts/budgets.json makes it exit with status 1.
//
// The articles are made from the words of the real articles (so the search
// meets real Russian word forms), with headings, lists, code and notes;
// a fixed seed makes every run build the same site. BENCH_KEEP=1 keeps the
// copy (its path is printed); BENCH_REUSE=<that path> measures a kept copy
// again without building it. BENCH_LIGHTHOUSE=0 skips Lighthouse.
import {execFileSync, spawn} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  folderSize,
  root,
  assertPortFree,
  serveBuild,
  stopServer,
  sitemapPaths,
  waitFor,
} from './bench-lib.mjs';
import {launchBrowser, pageScripts} from './bench-page.mjs';

const ARTICLES = Number(process.argv[2] ?? process.env.BENCH_ARTICLES ?? 1000);
if (!Number.isInteger(ARTICLES) || ARTICLES < 1) {
  console.error(
    `bench:scale: the article count must be a whole number above 0, not «${process.argv[2] ?? process.env.BENCH_ARTICLES}»`,
  );
  process.exit(1);
}
const PORT = Number(process.env.BENCH_PORT ?? 3194);
/**
 * The README's budget for a doc page's first-load JS, compressed
 * (scripts/budgets.json, which npm test holds on the real site): a doc page
 * of the copy above it makes the run fail, so the nightly run of
 * .github/workflows/bench.yml fails too.
 */
const DOC_BUDGET = JSON.parse(
  readFileSync(path.join(root, 'scripts/budgets.json'), 'utf8'),
).docFirstLoadBytes;
/** A real article, measured in both builds. */
const REAL_ARTICLE = '/docs/wordpress/rabota-pochty';
/** A synthetic article (in the first synthetic section). */
const SYNTHETIC_ARTICLE = '/docs/razdel-1/podrazdel-1/statya-1';
/**
 * As a large knowledge base is laid out: ten sections, each of subsections
 * of at most 50 articles (a sidebar list of 500 articles helps nobody).
 */
const SECTIONS = 10;
const PER_SUBSECTION = 50;

const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Cyrillic words of the real articles, code and markup left out. */
function vocabulary() {
  const words = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
        words.push(...(text.match(/[а-яё]{3,}/gi) ?? []));
      }
    }
  };
  walk(path.join(root, 'docs'));
  return words;
}

function writeArticles(docs) {
  const next = random(20261121);
  const words = vocabulary();
  const pick = () => words[Math.floor(next() * words.length)];
  const sentence = (min, max) => {
    const length = min + Math.floor(next() * (max - min));
    const text = Array.from({length}, pick).join(' ').toLowerCase();
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({length: 3 + Math.floor(next() * 3)}, () =>
      sentence(6, 16),
    ).join(' ');
  const category = (dir, label, position) => {
    mkdirSync(dir, {recursive: true});
    writeFileSync(
      path.join(dir, '_category_.json'),
      JSON.stringify({
        label,
        position,
        link: {
          type: 'generated-index',
          description: sentence(10, 14),
        },
      }),
    );
  };
  /** Section and subsection of article number `article` (from 1). */
  const placeOf = (article) => {
    const section = 1 + ((article - 1) % SECTIONS);
    const sub = 1 + Math.floor((article - 1) / SECTIONS / PER_SUBSECTION);
    return {section, sub};
  };
  for (let article = 1; article <= ARTICLES; article += 1) {
    const {section, sub} = placeOf(article);
    const dir = path.join(docs, `razdel-${section}`);
    if (!existsSync(dir)) category(dir, `Раздел ${section}`, 10 + section);
    if (!existsSync(path.join(dir, `podrazdel-${sub}`))) {
      category(
        path.join(dir, `podrazdel-${sub}`),
        `Подраздел ${section}.${sub}`,
        sub,
      );
    }
  }
  for (let article = 1; article <= ARTICLES; article += 1) {
    const {section, sub} = placeOf(article);
    const title = sentence(4, 8).slice(0, -1);
    const description = sentence(12, 16).slice(0, 150);
    const body = [
      '---',
      `title: ${JSON.stringify(title)}`,
      `description: ${JSON.stringify(description)}`,
      `sidebar_position: ${article}`,
      '---',
      '',
      paragraph(),
      '',
    ];
    for (let part = 1; part <= 4; part += 1) {
      body.push(`## ${sentence(3, 6).slice(0, -1)}`, '', paragraph(), '');
      body.push(
        ...Array.from({length: 3}, (_, i) => `${i + 1}. ${sentence(5, 10)}`),
        '',
      );
      if (part === 2) {
        body.push(
          '```bash',
          `wp plugin list --status=active # ${article}`,
          '```',
          '',
        );
      }
      if (part === 3) {
        body.push(':::tip', '', sentence(8, 14), '', ':::', '');
      }
      body.push(paragraph(), '');
    }
    writeFileSync(
      path.join(
        docs,
        `razdel-${section}`,
        `podrazdel-${sub}`,
        `statya-${article}.md`,
      ),
      body.join('\n'),
    );
  }
}

/** Runs a command; returns its wall time and the peak RSS of its tree. */
function measured(command, args, options) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {...options, stdio: 'inherit'});
    let peak = 0;
    const rssOfTree = () => {
      const children = new Map();
      const rss = new Map();
      for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const parent = fields[1];
          // Field 24 of stat (RSS) in pages.
          rss.set(pid, Number(fields[21]) * 4096);
          if (!children.has(parent)) children.set(parent, []);
          children.get(parent).push(pid);
        } catch {
          // Gone meanwhile.
        }
      }
      let sum = 0;
      const stack = [String(child.pid)];
      while (stack.length) {
        const pid = stack.pop();
        sum += rss.get(pid) ?? 0;
        stack.push(...(children.get(pid) ?? []));
      }
      return sum;
    };
    const timer = setInterval(() => {
      peak = Math.max(peak, rssOfTree());
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code === 0) resolve({seconds: (Date.now() - started) / 1000, peak});
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}`));
    });
  });
}

function firstQueryKib(buildDir) {
  const output = execFileSync(process.execPath, ['scripts/bench.mjs'], {
    cwd: root,
    env: {...process.env, BENCH_BUILD: buildDir, BENCH_ONLY: 'search'},
    encoding: 'utf8',
  });
  const kib = /first query fetched\s+([\d.]+) KiB/.exec(output)?.[1];
  if (!kib)
    throw new Error(`bench.mjs printed no first-query figure:\n${output}`);
  return Number(kib);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const versus = (value, real) =>
  `${((value / real - 1) * 100).toFixed(1).replace(/^(?!-)/, '+')} %`;

/** Serves two builds and measures pages in both with Chromium. */
async function pageFigures(out) {
  const realBuild = path.join(root, 'build');
  await assertPortFree(PORT);
  await assertPortFree(PORT + 1);
  const servers = [serveBuild(out, PORT), serveBuild(realBuild, PORT + 1)];
  const scaled = `http://127.0.0.1:${PORT}`;
  const real = `http://127.0.0.1:${PORT + 1}`;
  try {
    await waitFor(`${scaled}/`, servers[0]);
    await waitFor(`${real}/`, servers[1]);
    const browser = await launchBrowser();
    try {
      console.log(
        '  first-load JS         scripts until hydration, transferred / decoded (real site beside)',
      );
      /** Each doc page of the copy measured: its first-load JS, transferred. */
      const measured = new Map();
      for (const route of ['/docs/intro', REAL_ARTICLE, SYNTHETIC_ARTICLE]) {
        const here = await pageScripts(browser, `${scaled}${route}`);
        measured.set(route, here.transfer);
        const there =
          route === SYNTHETIC_ARTICLE
            ? await pageScripts(browser, `${real}${REAL_ARTICLE}`)
            : await pageScripts(browser, `${real}${route}`);
        const label =
          route === SYNTHETIC_ARTICLE ? `${route} (synthetic)` : route;
        console.log(
          `    ${label.padEnd(42)} ${kib(here.transfer)} / ${kib(here.decoded)} (${(here.transfer / 1000).toFixed(1)} KB), real ${route === SYNTHETIC_ARTICLE ? REAL_ARTICLE.split('/').pop() : 'site'} ${kib(there.transfer)} / ${kib(there.decoded)}: ${versus(here.transfer, there.transfer)}   target ≤ 120 KB, ≤ +10 %`,
        );
      }

      for (const route of [REAL_ARTICLE, SYNTHETIC_ARTICLE]) {
        const file = path.join(out, `${route}.html`);
        const raw = readFileSync(file).length;
        const br = existsSync(`${file}.br`)
          ? readFileSync(`${file}.br`).length
          : NaN;
        const realFile = path.join(realBuild, `${REAL_ARTICLE}.html`);
        console.log(
          `  article HTML          ${route}: ${kib(raw)} (brotli ${kib(br)}); real ${REAL_ARTICLE.split('/').pop()} ${kib(readFileSync(realFile).length)}`,
        );
      }

      // The largest script a doc page loads until hydration.
      const realDocs = new Set(
        sitemapPaths(realBuild).filter((p) => p.startsWith('/docs/')),
      );
      const docs = sitemapPaths(out).filter((p) => p.startsWith('/docs/'));
      const bySection = new Map();
      for (const route of docs) {
        const section = /^\/docs\/(razdel-\d+)\//.exec(route)?.[1];
        if (section) {
          bySection.set(section, [...(bySection.get(section) ?? []), route]);
        }
      }
      const sample = [
        ...docs.filter(
          (p) => realDocs.has(p) || p.startsWith('/docs/category/'),
        ),
        ...[...bySection.values()].flatMap((routes) => [
          routes[0],
          routes.at(-1),
        ]),
      ];
      let largest = {transfer: 0};
      for (const route of new Set(sample)) {
        const scripts = await pageScripts(browser, `${scaled}${route}`);
        measured.set(route, scripts.transfer);
        for (const file of scripts.files) {
          if (file.transfer > largest.transfer) largest = {...file, route};
        }
      }
      console.log(
        `  largest chunk         ${largest.url.replace(scaled, '')}: ${kib(largest.transfer)} transferred, ${kib(largest.decoded)} decoded (loaded by ${largest.route}; ${new Set(sample).size} doc pages looked at)`,
      );
      const [heaviest, bytes] = [...measured].reduce((a, b) =>
        b[1] > a[1] ? b : a,
      );
      const over = [...measured].filter(([, size]) => size > DOC_BUDGET);
      console.log(
        `  first-load budget     heaviest doc page ${heaviest}: ${bytes} B of ${DOC_BUDGET} B (${measured.size} doc pages looked at)${over.length ? '' : ', all within'}`,
      );
      for (const [route, size] of over) {
        console.error(
          `bench:scale: ${route} loads ${size} B of scripts until hydration, over the budget of ${DOC_BUDGET} B (scripts/budgets.json)`,
        );
      }
      if (over.length) process.exitCode = 1;
    } finally {
      await browser.close();
    }
  } finally {
    servers.forEach(stopServer);
  }
}

/** Lighthouse's performance and TBT of one page of a build. */
function lighthouseOf(buildDir, route, port) {
  const output = execFileSync(
    process.execPath,
    ['scripts/bench-lighthouse.mjs'],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_BUILD: buildDir,
        BENCH_PAGES: route,
        BENCH_LIMIT: '0',
        BENCH_PORT: String(port),
      },
      encoding: 'utf8',
    },
  );
  const line = output
    .split('\n')
    .find((l) => l.trimStart().startsWith(`${route} `));
  const fields = line?.trim().split(/\s+/);
  if (!fields)
    throw new Error(
      `bench-lighthouse.mjs printed no line for ${route}:\n${output}`,
    );
  return {performance: fields[1], tbt: fields[6]};
}

if (!existsSync(path.join(root, 'build', 'search-index'))) {
  console.error('No build/ with a search index: run npm run build first');
  process.exit(1);
}
const reuse = process.env.BENCH_REUSE;
const work = reuse ?? mkdtempSync(path.join(tmpdir(), 'kb-scale-'));
// nginx's workers may run as another user: they must reach build/.
chmodSync(work, 0o755);
try {
  let build;
  if (reuse) {
    console.log(`bench:scale: measuring the kept copy ${work} again`);
  } else {
    // What a clean clone has: every file git tracks.
    const tracked = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      cpSync(path.join(root, file), path.join(work, file));
    }
    symlinkSync(
      path.join(root, 'node_modules'),
      path.join(work, 'node_modules'),
    );
    writeArticles(path.join(work, 'docs'));
    console.log(
      `bench:scale: ${ARTICLES} synthetic articles in ${SECTIONS} sections of subsections of ${PER_SUBSECTION} added to a copy in ${work}`,
    );

    const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
    // The project's Node options (.npmrc: no Web Storage, see the README),
    // none of the caller's, so that the memory measured is the build's.
    build = await measured(docusaurus, ['build'], {
      cwd: work,
      env: {
        ...process.env,
        NODE_OPTIONS: process.env.npm_config_node_options ?? '',
      },
    });
  }
  const out = path.join(work, 'build');
  const pages = execFileSync('find', [out, '-name', '*.html'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n').length;
  console.log(`\nScale: ${ARTICLES} articles more, ${pages} HTML pages in all`);
  if (build) {
    console.log(
      `  build time            ${(build.seconds / 60).toFixed(1)} min (${build.seconds.toFixed(0)} s)   target ≤ 10 min`,
    );
    console.log(
      `  peak memory           ${(build.peak / 1e9).toFixed(2)} GB (${(build.peak / 1073741824).toFixed(2)} GiB)   target ≤ 6 GB`,
    );
  }
  const size = folderSize(out);
  console.log(
    `  output size           ${mib(size)} (${mib(folderSize(out, {twins: true}))} with .gz/.br), ${kib(size / pages)} per page`,
  );
  console.log(
    `  search index          ${mib(folderSize(path.join(out, 'search-index')))}`,
  );
  const synthetic = firstQueryKib(out);
  const real = firstQueryKib(path.join(root, 'build'));
  console.log(
    `  first query           ${synthetic.toFixed(1)} KiB, real site ${real.toFixed(1)} KiB: ${(synthetic / real).toFixed(2)} ×   target ≤ 1.5 ×`,
  );
  await pageFigures(out);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const here = lighthouseOf(out, REAL_ARTICLE, PORT + 2);
    const there = lighthouseOf(
      path.join(root, 'build'),
      REAL_ARTICLE,
      PORT + 2,
    );
    console.log(
      `  Lighthouse            ${REAL_ARTICLE}: performance ${here.performance}, TBT ${here.tbt} ms; real site ${there.performance}, ${there.tbt} ms   target ≥ 0.98`,
    );
  }
} finally {
  if (!process.env.BENCH_KEEP && !reuse)
    rmSync(work, {recursive: true, force: true});
}
