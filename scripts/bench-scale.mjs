// `npm run bench:scale`: how the site copes with 1,000 articles. Copies the
// site into a temporary folder, adds BENCH_ARTICLES (default 1000)
// synthetic Russian articles in 10 sections, builds the copy with
// `npm run build` (`docusaurus build`), and prints:
//   build time       wall clock of the whole build (pages, search index,
//                    CSP, precompression)
//   peak memory      the largest sum of resident memory of the build's
//                    process tree, sampled every 100 ms from /proc
//   output size      build/ without and with the .gz/.br twins
//   search index     build/search-index/
//   first query      bytes fetched from opening the search to the first
//                    results, next to the same figure for the real site
//                    (build/, which must exist) and their ratio
// Targets (issue 7): build ≤ 5 min and peak memory ≤ 6 GB on 2 cores;
// first-query bytes ≤ 1.5 × the real site's. It asserts nothing.
//
// The articles are made from the words of the real articles (so the search
// meets real Russian word forms), with headings, lists, code and notes;
// a fixed seed makes every run build the same site.
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

import {folderSize, root} from './bench-lib.mjs';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1000);
const SECTIONS = 10;

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
  for (let section = 1; section <= SECTIONS; section += 1) {
    const dir = path.join(docs, `razdel-${section}`);
    mkdirSync(dir, {recursive: true});
    writeFileSync(
      path.join(dir, '_category_.json'),
      JSON.stringify({
        label: `Раздел ${section}`,
        position: 10 + section,
        link: {
          type: 'generated-index',
          description: sentence(10, 14),
        },
      }),
    );
  }
  for (let article = 1; article <= ARTICLES; article += 1) {
    const section = 1 + ((article - 1) % SECTIONS);
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
      path.join(docs, `razdel-${section}`, `statya-${article}.md`),
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

if (!existsSync(path.join(root, 'build', 'search-index'))) {
  console.error('No build/ with a search index: run npm run build first');
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), 'kb-scale-'));
// nginx's workers may run as another user: they must reach build/.
chmodSync(work, 0o755);
try {
  for (const entry of [
    'docs',
    'blog',
    'src',
    'static',
    'i18n',
    'docusaurus.config.ts',
    'sidebars.ts',
    'tsconfig.json',
    'package.json',
    'scripts',
  ]) {
    cpSync(path.join(root, entry), path.join(work, entry), {recursive: true});
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  writeArticles(path.join(work, 'docs'));
  console.log(
    `bench:scale: ${ARTICLES} synthetic articles in ${SECTIONS} sections added to a copy in ${work}`,
  );

  const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
  // The project's Node options (.npmrc: no Web Storage, see the README),
  // none of the caller's, so that the memory measured is the build's.
  const build = await measured(docusaurus, ['build'], {
    cwd: work,
    env: {
      ...process.env,
      NODE_OPTIONS: process.env.npm_config_node_options ?? '',
    },
  });
  const out = path.join(work, 'build');
  const pages = execFileSync('find', [out, '-name', '*.html'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n').length;
  console.log(`\nScale: ${ARTICLES} articles more, ${pages} HTML pages in all`);
  console.log(
    `  build time            ${(build.seconds / 60).toFixed(1)} min (${build.seconds.toFixed(0)} s)   target ≤ 5 min`,
  );
  console.log(
    `  peak memory           ${(build.peak / 1073741824).toFixed(2)} GiB   target ≤ 6 GB`,
  );
  console.log(
    `  output size           ${mib(folderSize(out))} (${mib(folderSize(out, {twins: true}))} with .gz/.br)`,
  );
  console.log(
    `  search index          ${mib(folderSize(path.join(out, 'search-index')))}`,
  );
  const synthetic = firstQueryKib(out);
  const real = firstQueryKib(path.join(root, 'build'));
  console.log(
    `  first query           ${synthetic.toFixed(1)} KiB, real site ${real.toFixed(1)} KiB: ${(synthetic / real).toFixed(2)} ×   target ≤ 1.5 ×`,
  );
} finally {
  if (!process.env.BENCH_KEEP) rmSync(work, {recursive: true, force: true});
}
