// `npm run lab:scenarios [-- name…]`: reproduces on a fresh lab what the
// WordPress and plugin articles say happens, and compares it with what they
// quote. Each scenario starts its own lab (lab/wordpress/lab.mjs), sets up a
// fault, records what a reader would see (page text and HTTP status, the
// PHP error log and debug.log, e-mails) and checks every quote it names
// against the article and against the record. The report goes to standard
// output and, after a full run, to REPORT.md beside this file. See README.md.
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {labPort} from '../wordpress/config.mjs';
import {LabError, PLUGINS, startLab} from '../wordpress/lab.mjs';
import {Browser, readIfExists, readMailDir} from './client.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** Article text as compared: one kind of space, quote and apostrophe. */
export function normalize(text) {
  return String(text)
    .replace(/\\([[\]])/g, '$1')
    .replace(/[«»„“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** The ### entries under «Если что-то пошло не так» of an article. */
export function troubleshootingEntries(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) =>
    /^## Если что-то пошло не так/.test(line),
  );
  if (start < 0) return [];
  const entries = [];
  for (const line of lines.slice(start + 1)) {
    if (/^## /.test(line)) break;
    const match = /^### (.+?)(?:\s*\{#[^}]+\})?\s*$/.exec(line);
    if (match) entries.push(match[1]);
  }
  return entries;
}

/**
 * One expectation against the record: `says` must be in the article, and
 * `shows` must hold of `record[field]` (a text it contains, a number it
 * equals, a pattern it matches, or a function that returns true or what
 * differs).
 */
export function evaluate(expectation, record, articleText) {
  const {field = 'page', shows} = expectation;
  const says = expectation.says ?? (typeof shows === 'string' ? shows : null);
  const problems = [];
  if (says !== null && !normalize(articleText).includes(normalize(says))) {
    problems.push(`в статье нет текста «${says}»`);
  }
  const value = record[field];
  let ok;
  let seen = value;
  if (typeof shows === 'function') {
    const result = shows(value, record);
    ok = result === true;
    if (!ok && typeof result === 'string') seen = result;
  } else if (shows instanceof RegExp) {
    ok = shows.test(String(value));
  } else if (typeof shows === 'number' || typeof shows === 'boolean') {
    ok = value === shows;
  } else {
    ok = normalize(value ?? '').includes(normalize(shows));
  }
  if (!ok) {
    const excerpt = typeof seen === 'string' ? seen : JSON.stringify(seen);
    problems.push(
      `статья: «${says ?? String(shows)}»; лаборатория (${field}): «${(excerpt ?? '').slice(0, 600)}»`,
    );
  }
  return problems;
}

async function loadScenarioFiles() {
  const files = readdirSync(here)
    .filter((name) => name.endsWith('.scenarios.mjs'))
    .sort();
  const groups = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(here, file)).href);
    if (!module.article || !Array.isArray(module.scenarios)) {
      throw new Error(
        `${file}: нужны export const article = 'docs/…' и export const scenarios = […]`,
      );
    }
    const articleText = readFileSync(path.join(root, module.article), 'utf8');
    const entries = troubleshootingEntries(articleText);
    for (const scenario of module.scenarios) {
      scenario.entries = [scenario.entry ?? []].flat();
      for (const entry of scenario.entries) {
        if (!entries.includes(entry)) {
          throw new Error(
            `${file}: сценарий ${scenario.name} ссылается на раздел «${entry}», которого нет в «Если что-то пошло не так» статьи ${module.article} (есть: ${entries.join('; ')})`,
          );
        }
      }
    }
    groups.push({file, ...module, articleText, entries});
  }
  return groups;
}

function versions(lab) {
  const php = spawnSync('php', ['-r', 'echo PHP_VERSION;'], {
    encoding: 'utf8',
  }).stdout;
  const mariadb = spawnSync('mariadbd', ['--version'], {encoding: 'utf8'})
    .stdout.trim()
    .replace(/^.*Ver\s+/, '')
    .split(' ')[0];
  const plugins = PLUGINS.map((plugin) => {
    const main = readFileSync(
      path.join(lab.wp, 'wp-content/plugins', plugin),
      'utf8',
    );
    const name = /Plugin Name:\s*(.+)/.exec(main)?.[1].trim();
    const version = /Version:\s*(.+)/.exec(main)?.[1].trim();
    return `${name} ${version}`;
  });
  return {wordpress: lab.version, php, mariadb, plugins};
}

async function runScenario(scenario, port) {
  let crashed = null;
  const lab = await startLab({
    port,
    onCrash: (message) => {
      crashed = message;
    },
  });
  try {
    const guest = new Browser(lab.url);
    const admin = new Browser(lab.url);
    const context = {
      lab,
      guest,
      admin,
      mail: () => readMailDir(lab.mailDir),
      phpLog: () => readIfExists(lab.errorLog),
      debugLog: () => readIfExists(path.join(lab.wp, 'wp-content/debug.log')),
    };
    const record = await scenario.run(context);
    if (crashed) throw new Error(crashed);
    record.mail ??= context.mail();
    record.log ??= context.phpLog() + context.debugLog();
    return {record, info: versions(lab)};
  } finally {
    await lab.stop();
  }
}

function excerpt(text, limit = 300) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}

async function main() {
  const wanted = process.argv.slice(2);
  const port = labPort();
  const groups = await loadScenarioFiles();
  const known = new Set(groups.flatMap((g) => g.scenarios.map((s) => s.name)));
  const unknown = wanted.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new LabError(
      `нет сценариев с именем ${unknown.join(', ')}; есть: ${[...known].join(', ')}`,
    );
  }
  const full = wanted.length === 0;
  const lines = [];
  const say = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  let info = null;
  const totals = {reproduced: 0, differs: 0, cannot: 0};
  const coverage = [];
  const started = performance.now();
  for (const group of groups) {
    const chosen = group.scenarios.filter(
      (s) => full || wanted.includes(s.name),
    );
    if (chosen.length === 0) continue;
    say(`## ${group.article}`);
    say();
    const entryState = new Map(group.entries.map((e) => [e, []]));
    for (const scenario of chosen) {
      let status;
      const details = [];
      if (scenario.cannot) {
        status = 'cannot';
        const problems = scenario.says
          ? evaluate(
              {says: scenario.says, shows: () => true},
              {},
              group.articleText,
            )
          : [];
        if (problems.length > 0) {
          status = 'differs';
          details.push(...problems);
        } else {
          details.push(`почему: ${scenario.cannot}`);
          if (scenario.says) details.push(`статья говорит: «${scenario.says}»`);
        }
      } else {
        try {
          const {record, info: seen} = await runScenario(scenario, port);
          info ??= seen;
          // SCENARIOS_RECORD=1 prints the whole record: what an author
          // quotes when the article is written or corrected.
          if (process.env.SCENARIOS_RECORD === '1') {
            console.log(JSON.stringify(record, null, 1));
          }
          const problems = scenario.expect.flatMap((expectation) =>
            evaluate(expectation, record, group.articleText),
          );
          status = problems.length === 0 ? 'reproduced' : 'differs';
          if (problems.length === 0) {
            details.push(
              ...scenario.expect.map(
                (e) =>
                  `${e.field ?? 'page'}: ${excerpt(e.says ?? (typeof e.shows === 'string' ? e.shows : (e.note ?? String(e.shows))), 200)}`,
              ),
            );
          } else details.push(...problems);
        } catch (error) {
          status = 'differs';
          details.push(`сценарий упал: ${error.message}`);
        }
      }
      totals[status] += 1;
      for (const entry of scenario.entries) entryState.get(entry).push(status);
      const mark = {
        reproduced: 'воспроизведено',
        differs: 'РАСХОДИТСЯ',
        cannot: 'здесь не воспроизвести',
      }[status];
      say(`- **${scenario.name}** — ${mark}. ${scenario.claim}`);
      for (const detail of details) say(`  - ${detail}`);
    }
    say();
    for (const [entry, states] of entryState) {
      coverage.push({
        article: group.article,
        entry,
        state:
          states.length === 0
            ? 'none'
            : states.every((s) => s === 'reproduced')
              ? 'reproduced'
              : states.includes('differs')
                ? 'differs'
                : 'cannot',
      });
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  say('## Итог');
  say();
  say(
    `Сценарии: воспроизведено ${totals.reproduced}, расходится ${totals.differs}, здесь не воспроизвести ${totals.cannot} (${seconds} с).`,
  );
  if (full) {
    const reproduced = coverage.filter((c) => c.state === 'reproduced');
    say(
      `Записи «Если что-то пошло не так» в статьях со сценариями: ${coverage.length}, воспроизведены все утверждения — ${reproduced.length} (${coverage.length ? ((reproduced.length / coverage.length) * 100).toFixed(0) : 0} %).`,
    );
    for (const c of coverage.filter((c) => c.state !== 'reproduced')) {
      say(
        `- ${c.article}: «${c.entry}» — ${{none: 'сценария нет', differs: 'расходится', cannot: 'здесь не воспроизвести'}[c.state]}`,
      );
    }
  }
  if (full && info) {
    const header = [
      '# Отчёт сценариев лаборатории',
      '',
      'Написан `npm run lab:scenarios` (lab/scenarios/run.mjs); не правьте вручную.',
      '',
      `- WordPress ${info.wordpress} (ru_RU), PHP ${info.php}, MariaDB ${info.mariadb}`,
      `- Плагины: ${info.plugins.join(', ')}`,
      `- Запуск: ${new Date().toISOString().slice(0, 10)}`,
      '',
    ];
    writeFileSync(
      path.join(here, 'REPORT.md'),
      `${[...header, ...lines].join('\n')}\n`,
    );
  }
  process.exitCode = totals.differs > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`lab:scenarios: ${error.message}`);
    if (!(error instanceof LabError)) console.error(error.stack);
    process.exit(1);
  });
}
