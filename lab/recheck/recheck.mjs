// `npm run recheck`: what a WordPress or plugin release changes in the
// knowledge base, in one command. For the newest release (or a named one):
//
//   1. sources      WordPress, ru_RU packs and plugins (lab/sources);
//   2. dictionary   src/plugins/ui-labels/dictionary.json rebuilt from them
//                   (OSPanel's part kept as it stands);
//   3. labels       per article, the quoted labels and messages whose
//                   translation changed or vanished (the label check of
//                   npm test, old dictionary against new);
//   4. menu         the console menu of a fresh lab against the committed
//                   lab/recheck/wordpress-menu.json: the «Раздел → Пункт»
//                   paths articles quote that moved;
//   5. screenshots  every screenshot of lab/screenshots/manifest.json shot
//                   again and compared with the committed one perceptually;
//   6. scenarios    lab/scenarios run in full, their verdicts against the
//                   committed lab/scenarios/REPORT.md.
//
// Then lab/recheck/REPORT.md: per article, what to read again. An article
// with nothing to read again gets `checked_with` raised to the release, in
// the working tree, for a person to review; so does src/data/releases.yml
// when the newest release was checked. The changed dictionary, menu,
// screenshots and scenario report stay in the working tree too: the weekly
// workflow (.github/workflows/recheck.yml) opens a pull request with them.
// See README.md in this folder.
import {spawn} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {parse as parseYaml} from 'yaml';

import {
  checkLabels,
  createLookup,
  extractMarks,
  markParts,
} from '../../src/plugins/ui-labels/labels.ts';
import {
  SourcesError,
  articlePlugins,
  fillSources,
  sourcesRequest,
} from '../sources/sources.mjs';
import {compareVersions} from '../../src/data/versions.mjs';
import {launchChromium} from '../browser.mjs';
import {runAsScript} from '../cli.mjs';
import {labPort} from '../wordpress/config.mjs';
import {LabError, startLab} from '../wordpress/lab.mjs';
import {compareImages} from './compare-images.mjs';
import {movedPaths, readMenu} from './menu.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const DICTIONARY = path.join(root, 'src/plugins/ui-labels/dictionary.json');
const MENU = path.join(here, 'wordpress-menu.json');
const MANIFEST = path.join(root, 'lab/screenshots/manifest.json');
const SCENARIO_REPORT = path.join(root, 'lab/scenarios/REPORT.md');
const RELEASES = path.join(root, 'src/data/releases.yml');
const STEPS = ['labels', 'menu', 'screenshots', 'scenarios'];

export class RecheckError extends Error {}

const log = (line) => console.error(`recheck: ${line}`);

// ---------------------------------------------------------------------------
// The articles

/** The articles of sections with products, with their marks. */
export function readArticles(base = root) {
  const docs = path.join(base, 'docs');
  const articles = [];
  for (const section of readdirSync(docs, {withFileTypes: true})) {
    if (!section.isDirectory()) continue;
    const category = path.join(docs, section.name, '_category_.json');
    if (!existsSync(category)) continue;
    const products =
      JSON.parse(readFileSync(category, 'utf8')).customProps?.products ?? [];
    if (products.length === 0) continue;
    for (const name of readdirSync(path.join(docs, section.name)).sort()) {
      if (!/\.mdx?$/.test(name)) continue;
      const file = `docs/${section.name}/${name}`;
      const text = readFileSync(path.join(base, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
      const frontMatter = match ? (parseYaml(match[1]) ?? {}) : {};
      const body = match ? text.slice(match[0].length) : text;
      const bodyLine = match ? match[0].split('\n').length : 1;
      articles.push({file, text, body, bodyLine, frontMatter, products});
    }
  }
  return articles;
}

// ---------------------------------------------------------------------------
// Step 3: labels

function describeEntry(entry) {
  return entry.ru === null
    ? `«${entry.en}» (без перевода)`
    : `«${entry.ru}» (${entry.en})`;
}

/**
 * The quotes of `article` that the `before` dictionary knows and the
 * `after` one does not, each with what became of its string; and any other
 * problem of the label check that only the `after` dictionary raises.
 */
export function labelChanges(article, before, after) {
  const {products, body, bodyLine} = article;
  const names = products.join(', ');
  const old = createLookup(before, products);
  const now = createLookup(after, products);
  const findings = [];
  const seen = new Set();
  for (const mark of extractMarks(body)) {
    for (const part of markParts(mark)) {
      const had = old.find(mark.kind, part);
      if (had.length === 0 || now.find(mark.kind, part).length > 0) continue;
      const line = mark.line + bodyLine - 1;
      seen.add(line);
      const fates = [
        ...new Set(
          had.map((entry) => {
            const same = after.entries.filter(
              (candidate) =>
                candidate.product === entry.product &&
                candidate.en === entry.en &&
                (candidate.ctx ?? null) === (entry.ctx ?? null),
            );
            if (same.length === 0) {
              return `строки «${entry.en}» в выпуске больше нет`;
            }
            return `перевод изменился: ${same.map(describeEntry).join(' или ')}`;
          }),
        ),
      ];
      findings.push({line, quote: part, kind: mark.kind, fates});
    }
  }
  const key = (problem) => `${problem.line}\u0000${problem.message}`;
  const was = new Set(checkLabels(body, products, old, names).map(key));
  for (const problem of checkLabels(body, products, now, names)) {
    const line = problem.line + bodyLine - 1;
    if (was.has(key(problem)) || seen.has(line)) continue;
    findings.push({line, quote: null, kind: null, fates: [problem.message]});
  }
  return findings.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------
// Step 6: scenarios

/** Verdicts and details per scenario of a lab/scenarios/REPORT.md. */
export function parseScenarioReport(text) {
  const scenarios = new Map();
  let article = null;
  let current = null;
  const statuses = {
    воспроизведено: 'reproduced',
    РАСХОДИТСЯ: 'differs',
    'здесь не воспроизвести': 'cannot',
  };
  for (const line of text.split('\n')) {
    const heading = /^## (docs\/\S+)$/.exec(line);
    if (heading) {
      article = heading[1];
      current = null;
      continue;
    }
    const item =
      /^- \*\*(.+?)\*\* — (воспроизведено|РАСХОДИТСЯ|здесь не воспроизвести)\./.exec(
        line,
      );
    if (item && article) {
      current = {article, status: statuses[item[2]], details: []};
      scenarios.set(item[1], current);
      continue;
    }
    const detail = /^ {2}- (.*)$/.exec(line);
    if (detail && current) current.details.push(detail[1]);
    else if (!line.startsWith('  ')) current = null;
  }
  return scenarios;
}

// ---------------------------------------------------------------------------
// Running things

function run(command, args, {env = {}, quiet = false} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    // Decoded by the streams: a chunk may end inside a Cyrillic letter.
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

function sourcesEnv(dir) {
  return {
    WP_CORE_DIR: path.join(dir, 'wordpress'),
    WP_LANG_DIR: path.join(dir, 'languages'),
    WP_PLUGINS_DIR: path.join(dir, 'plugins'),
  };
}

// ---------------------------------------------------------------------------
// Raising checked_with

/** The product names of src/data/releases.yml by plugin slug. */
function productNames() {
  const list = parseYaml(readFileSync(RELEASES, 'utf8'));
  return new Map(list.map((entry) => [entry.plugin ?? 'wordpress', entry]));
}

/**
 * The release each product was checked on in this run, as `checked_with`
 * writes it: WordPress as major.minor (7.2, not 7.2.0), plugins whole.
 */
export function checkedReleases(record, names = productNames()) {
  const releases = [];
  const wordpress = record.wordpress.version.replace(/^(\d+\.\d+)\.0$/, '$1');
  // A beta or trunk (7.2-alpha-63338, 7.2-RC1) is checked, never raised to.
  if (/^\d+(\.\d+)*$/.test(wordpress)) {
    releases.push({
      product: names.get('wordpress').product,
      version: wordpress,
    });
  }
  for (const plugin of record.plugins) {
    const entry = names.get(plugin.slug);
    if (entry) releases.push({product: entry.product, version: plugin.version});
  }
  return releases;
}

/**
 * `checked_with` with each product raised to the release checked, where
 * that is newer than what it names («7.1» stays for 7.1.2, its branch).
 */
export function raiseCheckedWith(checkedWith, releases) {
  return checkedWith
    .split(',')
    .map((part) => {
      const match = /^(\s*)(.*\S)\s+v?(\d+(?:\.\d+)*)(\s*)$/.exec(part);
      if (!match) return part;
      const [, lead, product, version, tail] = match;
      const release = releases.find((r) => r.product === product);
      if (!release) return part;
      const sameBranch = release.version.startsWith(`${version}.`);
      if (sameBranch || compareVersions(release.version, version) <= 0) {
        return part;
      }
      return `${lead}${product} ${release.version}${tail}`;
    })
    .join(',');
}

function raiseArticle(article, releases) {
  const current = article.frontMatter.checked_with;
  if (typeof current !== 'string') return null;
  const raised = raiseCheckedWith(current, releases);
  if (raised === current) return null;
  const text = article.text.replace(
    /^(checked_with:\s*)(.*)$/m,
    (_, key, value) =>
      `${key}${value.startsWith("'") || value.startsWith('"') ? JSON.stringify(raised) : raised}`,
  );
  writeFileSync(path.join(root, article.file), text);
  return {from: current, to: raised};
}

/** src/data/releases.yml with the versions raised to `releases`. */
export function raiseReleases(text, releases) {
  let out = text;
  for (const {product, version} of releases) {
    const pattern = new RegExp(
      `(- product: ${product.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}\\n(?:  [a-z]+: .*\\n)*?  version: )'([^']+)'`,
    );
    out = out.replace(pattern, (whole, head, current) =>
      compareVersions(version, current) > 0 ? `${head}'${version}'` : whole,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// The report

function reportText({
  record,
  skipped,
  keep,
  articles,
  findings,
  raised,
  seconds,
}) {
  const lines = [
    '# Перепроверка статей',
    '',
    'Написан `npm run recheck` (lab/recheck/recheck.mjs); не правьте вручную.',
    '',
    `- WordPress ${record.wordpress.version}${record.wordpress.verified ? '' : ' (архив не сверен с контрольными суммами: источник — зеркало без них)'}`,
    `- Плагины: ${record.plugins.map((p) => `${p.slug} ${p.version}`).join(', ')}`,
    `- Переводы ru_RU: ${record.languages
      .filter((pack) => pack.kind !== 'theme')
      .map((pack) => {
        const main = `${pack.slug ? `${pack.slug}-` : ''}ru_RU.po`;
        const project = (
          pack.po?.find((po) => po.file === main) ?? pack.po?.[0]
        )?.project?.replace(/&#8211;/g, '–');
        return `${pack.slug ?? 'WordPress'} (${project ?? pack.version})`;
      })
      .join(
        ', ',
      )}${record.missing.length ? `; нет пакетов: ${record.missing.map((m) => `${m.slug ?? 'WordPress'} ${m.version}`).join(', ')}` : ''}`,
    `- Словарь: ${keep.length ? `не пересобраны и взяты как были — ${keep.join(', ')}` : 'пересобран целиком'}; OSPanel — как был (выпусков WordPress.org не касается)`,
    `- Проверки: ${STEPS.map((step) => (skipped.includes(step) ? `${step} — пропущено` : step)).join(', ')} (${seconds} с)`,
    '',
  ];
  const flagged = articles.filter((a) => findings.get(a.file).length > 0);
  lines.push(
    '## Итог',
    '',
    `Статей: ${articles.length}; перечитать: ${flagged.length}; без изменений: ${articles.length - flagged.length}.`,
    '',
  );
  if (flagged.length > 0) {
    lines.push('## Что перечитать', '');
    for (const article of flagged) {
      lines.push(`### ${article.file}`, '');
      for (const finding of findings.get(article.file)) {
        lines.push(`- ${finding}`);
      }
      lines.push('');
    }
  }
  lines.push('## Без изменений', '');
  for (const article of articles) {
    if (findings.get(article.file).length > 0) continue;
    const change = raised.get(article.file);
    lines.push(
      `- ${article.file}${change ? ` — checked_with: ${change.from} → ${change.to}` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------
// The whole re-check

export async function recheck(options) {
  const started = performance.now();
  const skipped = options.skip;

  // 1. Sources.
  let sourcesDir = options.sources;
  if (!sourcesDir) {
    const {plugins, pins, channel} = sourcesRequest(options);
    ({target: sourcesDir} = await fillSources({
      channel,
      wp: options.wp,
      plugins,
      pins,
      log,
    }));
  }
  const record = JSON.parse(
    readFileSync(path.join(sourcesDir, 'sources.json'), 'utf8'),
  );
  const env = sourcesEnv(sourcesDir);
  // The articles about WordPress and its plugins: OSPanel has no release
  // feed, and its part of the dictionary is kept as it stands.
  const tracked = new Set(['wordpress', ...articlePlugins()]);
  const articles = readArticles().filter((article) =>
    article.products.some((product) => tracked.has(product)),
  );
  const findings = new Map(articles.map((a) => [a.file, []]));
  const add = (file, text) => findings.get(file)?.push(text);

  // 2. Dictionary, 3. labels.
  const before = JSON.parse(readFileSync(DICTIONARY, 'utf8'));
  const work = path.join(root, '.cache/recheck');
  mkdirSync(work, {recursive: true});
  const committed = path.join(work, 'dictionary-before.json');
  options.keep ??= [];
  writeFileSync(committed, JSON.stringify(before));
  log('словарь интерфейса');
  const built = await run(
    process.execPath,
    ['src/plugins/ui-labels/build-dictionary.mjs'],
    {
      env: {
        ...env,
        UI_DICTIONARY_KEEP: ['ospanel', ...options.keep].join(','),
        UI_DICTIONARY_FROM: committed,
        UI_DICTIONARY_OUT: DICTIONARY,
      },
    },
  );
  if (built.status !== 0) {
    throw new RecheckError(`словарь не собран:\n${built.stderr}`);
  }
  const after = JSON.parse(readFileSync(DICTIONARY, 'utf8'));
  if (!skipped.includes('labels')) {
    for (const article of articles) {
      for (const change of labelChanges(article, before, after)) {
        add(
          article.file,
          `Подпись, строка ${change.line}: ${change.quote ? `:${change.kind}[${change.quote}] — ` : ''}${change.fates.join('; ')}`,
        );
      }
    }
  }

  // 4. Menu, 5. screenshots: one fresh lab.
  if (!skipped.includes('menu') || !skipped.includes('screenshots')) {
    // The screenshots show the lab's address (127.0.0.1:8881 by default):
    // re-shoot them on the port they were shot on.
    const port = labPort();
    log(`лаборатория на порту ${port}`);
    const lab = await startLab({port, env: {...process.env, ...env}});
    try {
      // Screenshots first: reading the menu logs in once more, and the
      // profile screen then offers «Выйти на других устройствах».
      if (!skipped.includes('screenshots')) {
        await recheckScreenshots(port, add);
      }
      if (!skipped.includes('menu')) {
        const menu = await readMenu(lab.url);
        const baseline = existsSync(MENU)
          ? JSON.parse(readFileSync(MENU, 'utf8')).menu
          : null;
        if (baseline) {
          for (const article of articles) {
            const moved = movedPaths(
              extractMarks(article.body),
              baseline,
              menu,
            );
            for (const item of moved) {
              add(
                article.file,
                `Меню, строка ${item.line + article.bodyLine - 1}: пункта «${item.path}» больше нет${item.now.length ? `; теперь — «${item.now.join('», «')}»` : ''}`,
              );
            }
          }
        } else {
          log(`записываю первое меню в ${path.relative(root, MENU)}`);
        }
        writeFileSync(
          MENU,
          `${JSON.stringify({wordpress: record.wordpress.version, menu}, null, 2)}\n`,
        );
      }
    } finally {
      await lab.stop();
    }
  }

  // 6. Scenarios.
  if (!skipped.includes('scenarios')) {
    const oldText = readFileSync(SCENARIO_REPORT, 'utf8');
    const old = parseScenarioReport(oldText);
    const writtenBefore = statSync(SCENARIO_REPORT).mtimeMs;
    log('сценарии (около часа)');
    const port = labPort() + 10;
    const result = await run(process.execPath, ['lab/scenarios/run.mjs'], {
      env: {...env, LAB_PORT: String(port)},
      quiet: true,
    });
    // A full run rewrites REPORT.md; one that stopped half-way does not,
    // and the old verdicts must not pass for new ones.
    if (statSync(SCENARIO_REPORT).mtimeMs === writtenBefore) {
      throw new RecheckError(
        `сценарии не дошли до отчёта:\n${result.stderr.slice(-3000)}`,
      );
    }
    const now = parseScenarioReport(readFileSync(SCENARIO_REPORT, 'utf8'));
    const names = {
      reproduced: 'воспроизведено',
      differs: 'РАСХОДИТСЯ',
      cannot: 'здесь не воспроизвести',
    };
    for (const [name, scenario] of now) {
      const was = old.get(name);
      if (was && was.status === scenario.status) continue;
      add(
        scenario.article,
        `Сценарий ${name}: ${was ? names[was.status] : 'новый'} → ${names[scenario.status]}${scenario.status === 'differs' ? `: ${scenario.details.join('; ')}` : ''}`,
      );
    }
  }

  // checked_with, releases.yml, the report.
  // A kept plugin's part of the dictionary was not rebuilt: its release
  // was not checked, so nothing is raised to it.
  const keptNames = new Set(
    options.keep.map((slug) => productNames().get(slug)?.product),
  );
  const releases = checkedReleases(record).filter(
    (release) => !keptNames.has(release.product),
  );
  const raised = new Map();
  if (skipped.length === 0) {
    for (const article of articles) {
      if (findings.get(article.file).length > 0) continue;
      const change = raiseArticle(article, releases);
      if (change) raised.set(article.file, change);
    }
  }
  if (options.newest) {
    writeFileSync(
      RELEASES,
      raiseReleases(readFileSync(RELEASES, 'utf8'), releases),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const report = reportText({
    record,
    skipped,
    keep: options.keep,
    articles,
    findings: new Map([...findings].map(([file, list]) => [file, list])),
    raised,
    seconds,
  });
  writeFileSync(path.join(here, 'REPORT.md'), report);
  writeFileSync(
    path.join(work, 'report.json'),
    `${JSON.stringify(
      {
        wordpress: record.wordpress.version,
        skipped,
        flagged: Object.fromEntries(
          [...findings].filter(([, list]) => list.length > 0),
        ),
        raised: Object.fromEntries(raised),
      },
      null,
      2,
    )}\n`,
  );
  return {report, findings, raised};
}

async function recheckScreenshots(port, add) {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const before = new Map(
    manifest.screenshots.map((shot) => [
      shot.image,
      existsSync(path.join(root, shot.image))
        ? readFileSync(path.join(root, shot.image))
        : null,
    ]),
  );
  const capture = async (names) => {
    const result = await run(
      process.execPath,
      // labels.ts is TypeScript that Node strips; the package has no
      // "type", so Node says it reparsed it as a module: not news here.
      [
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        'lab/screenshots/capture.mjs',
        ...names,
      ],
      {env: {LAB_PORT: String(port)}, quiet: true},
    );
    const failed = new Map(
      [...result.stderr.matchAll(/^ОШИБКА\s+(\S+): (.*)$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    // A picture over the size budget is written and counted as failed.
    for (const [, image, size] of result.stdout.matchAll(
      /^СЛИШКОМ БОЛЬШОЙ\s+(\S+)\s+\S+\s+(\S+ КиБ)/gm,
    )) {
      const shot = manifest.screenshots.find((s) => s.image === image);
      if (shot) tooBig.set(shot.name, size);
    }
    if (result.status !== 0 && failed.size === 0 && tooBig.size === 0) {
      throw new RecheckError(
        `снимки экрана не сняты:\n${result.stderr.slice(-2000)}`,
      );
    }
    return failed;
  };
  const tooBig = new Map();
  log(`снимки экрана: ${manifest.screenshots.length}`);
  let failed = await capture([]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>compare</title>');
    const compare = async (shot) => {
      const old = before.get(shot.image);
      const file = path.join(root, shot.image);
      const now = existsSync(file) ? readFileSync(file) : null;
      if (!old || !now) return null;
      const comparison = await compareImages(page, old, now);
      if (!comparison.changed && !old.equals(now)) {
        // The same picture in other bytes: keep the committed file.
        writeFileSync(file, old);
      }
      return comparison.changed ? comparison : null;
    };
    let changed = new Map();
    for (const shot of manifest.screenshots) {
      if (failed.has(shot.name)) continue;
      const comparison = await compare(shot);
      if (comparison) changed.set(shot.name, comparison);
    }
    // A screen caught mid-way (a notice still sliding in) is not a change
    // of the release: what differs is shot once more, and only what differs
    // twice, or fails twice, is reported.
    const again = [...changed.keys(), ...failed.keys()];
    tooBig.clear();
    if (again.length > 0) {
      log(`снимаю ещё раз: ${again.join(', ')}`);
      failed = await capture(again);
      const second = new Map();
      for (const shot of manifest.screenshots) {
        if (!again.includes(shot.name) || failed.has(shot.name)) continue;
        const comparison = await compare(shot);
        if (comparison) second.set(shot.name, comparison);
      }
      changed = second;
    }
    for (const shot of manifest.screenshots) {
      if (failed.has(shot.name)) {
        add(
          shot.article,
          `Снимок ${shot.image}: не снят — ${failed.get(shot.name)}`,
        );
      }
      if (tooBig.has(shot.name)) {
        add(
          shot.article,
          `Снимок ${shot.image}: ${tooBig.get(shot.name)}, больше бюджета 120 КБ — экран стал другим`,
        );
      }
      const comparison = changed.get(shot.name);
      if (comparison) {
        add(
          shot.article,
          `Снимок ${shot.image}: изменился — ${comparison.sized ?? `${comparison.pixels} точек (${(comparison.share * 100).toFixed(2)} %)`}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------
// Command line

const USAGE =
  'npm run recheck -- [--wp 7.2] [--plugin slug@версия …] [--from ЗЕРКАЛО [--unverified] | --sources ПАПКА] [--skip scenarios,screenshots,menu,labels] [--keep slug,…]';

async function main(argv = process.argv.slice(2)) {
  let values;
  try {
    ({values} = parseArgs({
      args: argv,
      options: {
        wp: {type: 'string'},
        plugin: {type: 'string', multiple: true, default: []},
        from: {type: 'string'},
        unverified: {type: 'boolean', default: false},
        sources: {type: 'string'},
        skip: {type: 'string', default: ''},
        keep: {type: 'string', default: ''},
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`recheck: ${error.message}\n${USAGE}`);
    return 2;
  }
  const skip = values.skip ? values.skip.split(',').map((s) => s.trim()) : [];
  const unknown = skip.filter((step) => !STEPS.includes(step));
  if (unknown.length > 0) {
    console.error(
      `recheck: --skip ${unknown.join(',')}: нет таких проверок (${STEPS.join(', ')})\n${USAGE}`,
    );
    return 2;
  }
  try {
    const keep = values.keep ? values.keep.split(',').map((s) => s.trim()) : [];
    const plugins = articlePlugins();
    const wrong = keep.filter((slug) => !plugins.includes(slug));
    if (wrong.length > 0) {
      console.error(
        `recheck: --keep ${wrong.join(',')}: это не плагин из src/data/releases.yml (${plugins.join(', ')})\n${USAGE}`,
      );
      return 2;
    }
    const {report} = await recheck({
      ...values,
      skip,
      keep,
      newest: !values.wp && values.plugin.length === 0 && !values.sources,
    });
    console.log(report);
    return 0;
  } catch (error) {
    if (
      error instanceof RecheckError ||
      error instanceof SourcesError ||
      error instanceof LabError
    ) {
      console.error(`recheck: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

runAsScript(import.meta.url, main);
