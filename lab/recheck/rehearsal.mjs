// `npm run recheck:rehearsal`: a dress rehearsal of the re-check. It builds
// a fixture «next release» from the sources the articles are checked on
// (.cache/sources/current, filled by `npm run sources`) with the changes of
// rehearsal.json — a renamed label, a reworded message, a moved menu item —
// runs `npm run recheck` on it, and compares the articles the report flags
// with the articles expected: those that quote a changed string or path
// (found with the committed dictionary, the way the label check finds
// them) and those that show a screenshot the fixture names. Exactly those,
// each for the right reason, or it fails. The working tree is left as it
// was: the files the re-check writes are put back.
//
//   npm run recheck:rehearsal [-- --skip scenarios]
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {
  PATH_SEPARATOR,
  createLookup,
  extractMarks,
  markParts,
} from '../../src/plugins/ui-labels/labels.ts';
import {CURRENT} from '../sources/defaults.mjs';
import {runAsScript} from '../cli.mjs';
import {readArticles, recheck} from './recheck.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const definition = JSON.parse(
  readFileSync(path.join(here, 'rehearsal.json'), 'utf8'),
);

class RehearsalError extends Error {}

const poString = (text) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Changes the Russian of one string in a language pack: .po, .mo, .json, .l10n.php. */
function changeTranslation(dir, change) {
  const base = path.join(dir, change.pack);
  const po = `${base}.po`;
  if (!existsSync(po)) throw new RehearsalError(`${change.pack}.po: нет файла`);
  const text = readFileSync(po, 'utf8');
  const pattern = new RegExp(
    `(\\nmsgid ${poString(change.en).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr )${poString(change.from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`,
  );
  if (!pattern.test(text)) {
    throw new RehearsalError(
      `${change.pack}.po: нет строки msgid «${change.en}» с переводом «${change.from}»`,
    );
  }
  writeFileSync(po, text.replace(pattern, `$1${poString(change.to)}\n`));
  const mo = spawnSync('msgfmt', ['-o', `${base}.mo`, po], {encoding: 'utf8'});
  if (mo.status !== 0) throw new RehearsalError(`msgfmt ${po}: ${mo.stderr}`);
  const folder = path.dirname(base);
  const prefix = path.basename(base);
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const file = path.join(folder, name);
    if (name.endsWith('.json')) {
      const json = readFileSync(file, 'utf8');
      const key = `${JSON.stringify(change.en)}:[${JSON.stringify(change.from)}]`;
      if (json.includes(key)) {
        writeFileSync(
          file,
          json.replace(
            key,
            `${JSON.stringify(change.en)}:[${JSON.stringify(change.to)}]`,
          ),
        );
      }
    } else if (name.endsWith('.l10n.php')) {
      // WordPress reads .l10n.php before .mo: it must change too.
      const php = readFileSync(file, 'utf8');
      const quote = (value) =>
        `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
      const key = `${quote(change.en)}=>${quote(change.from)}`;
      if (php.includes(key)) {
        writeFileSync(
          file,
          php.replace(key, `${quote(change.en)}=>${quote(change.to)}`),
        );
      }
    }
  }
}

/** Moves a submenu item to another parent in wp-admin/menu.php. */
function moveMenuItem(dir, change) {
  const file = path.join(dir, change.file);
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(
    `\\$submenu\\['${change.fromParent.replace(/\./g, '\\.')}'\\](\\[\\d+\\] = array\\([^\\n]*'${change.page.replace(/\./g, '\\.')}' \\);)`,
  );
  if (!pattern.test(text)) {
    throw new RehearsalError(
      `${change.file}: нет пункта ${change.page} в $submenu['${change.fromParent}']`,
    );
  }
  writeFileSync(
    file,
    text.replace(pattern, `$submenu['${change.toParent}']$1`),
  );
}

/** The fixture: a copy of `sources` with the changes and the new version. */
export function buildFixture(sources, target) {
  rmSync(target, {recursive: true, force: true});
  // `sources` is usually the link .cache/sources/current: copy what it
  // points to, never the link (the fixture would then change the release).
  cpSync(realpathSync(sources), target, {recursive: true});
  const versionFile = path.join(target, 'wordpress/wp-includes/version.php');
  const version = readFileSync(versionFile, 'utf8');
  writeFileSync(
    versionFile,
    version.replace(
      /\$wp_version = '[^']+';/,
      `$wp_version = '${definition.version}';`,
    ),
  );
  for (const change of definition.changes) {
    if (change.kind === 'menu') moveMenuItem(target, change);
    else changeTranslation(target, change);
  }
  const record = JSON.parse(
    readFileSync(path.join(target, 'sources.json'), 'utf8'),
  );
  record.wordpress.version = definition.version;
  record.rehearsal = definition.changes.map((change) => change.why);
  writeFileSync(
    path.join(target, 'sources.json'),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}

/**
 * The articles each change should flag, and why: a quote of the changed
 * string (by the committed dictionary, as the label check finds it), a
 * quote of the moved path, or a screenshot the fixture names.
 */
export function expectedFlags(base = root) {
  const dictionary = JSON.parse(
    readFileSync(
      path.join(base, 'src/plugins/ui-labels/dictionary.json'),
      'utf8',
    ),
  );
  const manifest = JSON.parse(
    readFileSync(path.join(base, 'lab/screenshots/manifest.json'), 'utf8'),
  );
  const expected = new Map();
  const expect = (file, reason) => {
    const reasons = expected.get(file) ?? new Set();
    reasons.add(reason);
    expected.set(file, reasons);
  };
  for (const article of readArticles(base)) {
    const lookup = createLookup(dictionary, article.products);
    for (const mark of extractMarks(article.body)) {
      for (const change of definition.changes) {
        if (change.kind === 'menu') {
          const parts = mark.text.split(PATH_SEPARATOR).map((p) => p.trim());
          if (
            mark.kind === 'ui' &&
            parts[0] === change.fromMenu &&
            parts[1] === change.item
          ) {
            expect(article.file, 'Меню');
          }
          continue;
        }
        const quotes = markParts(mark).some((part) =>
          lookup
            .find(mark.kind, part)
            .some(
              (entry) =>
                entry.product === change.product && entry.en === change.en,
            ),
        );
        if (quotes) expect(article.file, 'Подпись');
      }
    }
  }
  for (const change of definition.changes) {
    for (const name of change.screenshots ?? []) {
      const shot = manifest.screenshots.find((s) => s.name === name);
      if (!shot)
        throw new RehearsalError(
          `rehearsal.json: в манифесте нет снимка ${name}`,
        );
      expect(shot.article, 'Снимок');
    }
  }
  return expected;
}

/** The reasons a report line gives: «Подпись», «Меню», «Снимок», «Сценарий». */
const reasonOf = (line) => line.split(/[ ,]/)[0];

async function main() {
  const {values} = parseArgs({
    options: {
      skip: {type: 'string', default: ''},
      keep: {type: 'string', default: ''},
    },
    strict: true,
  });
  if (!existsSync(path.join(CURRENT, 'sources.json'))) {
    throw new RehearsalError(
      'нет .cache/sources/current: сначала npm run sources',
    );
  }
  const fixture = path.join(root, '.cache/sources/rehearsal');
  buildFixture(CURRENT, fixture);
  const expected = expectedFlags();

  // What the re-check may write, to be put back afterwards.
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'lab/screenshots/manifest.json'), 'utf8'),
  );
  const touched = [
    'src/plugins/ui-labels/dictionary.json',
    'lab/recheck/wordpress-menu.json',
    'lab/recheck/REPORT.md',
    'lab/scenarios/REPORT.md',
    'src/data/releases.yml',
    ...manifest.screenshots.map((s) => s.image),
    ...readArticles().map((a) => a.file),
  ];
  const saved = new Map(
    touched.map((file) => {
      const full = path.join(root, file);
      return [full, existsSync(full) ? readFileSync(full) : null];
    }),
  );
  let result;
  try {
    result = await recheck({
      sources: fixture,
      plugin: [],
      keep: values.keep ? values.keep.split(',') : [],
      skip: values.skip ? values.skip.split(',') : [],
      newest: false,
    });
  } finally {
    for (const [file, bytes] of saved) {
      if (bytes) writeFileSync(file, bytes);
      else if (existsSync(file)) unlinkSync(file);
    }
  }
  writeFileSync(
    path.join(root, '.cache/recheck/rehearsal-REPORT.md'),
    result.report,
  );

  const flagged = new Map(
    [...result.findings]
      .filter(([, lines]) => lines.length > 0)
      .map(([file, lines]) => [file, new Set(lines.map(reasonOf))]),
  );
  const problems = [];
  for (const [file, reasons] of expected) {
    const got = flagged.get(file);
    if (!got) {
      problems.push(
        `${file}: не отмечена, а должна (${[...reasons].join(', ')})`,
      );
      continue;
    }
    for (const reason of reasons) {
      if (!got.has(reason)) problems.push(`${file}: нет находки «${reason}»`);
    }
  }
  for (const [file, reasons] of flagged) {
    if (!expected.has(file)) {
      problems.push(
        `${file}: отмечена лишний раз (${[...reasons].join(', ')}): ${result.findings.get(file).join(' | ')}`,
      );
    }
  }
  console.log(
    [
      `Репетиция: ${definition.changes.map((c) => c.why).join('; ')}.`,
      `Ожидались статьи (${expected.size}): ${[...expected].map(([f, r]) => `${f} [${[...r].join(', ')}]`).join('; ')}`,
      `Отмечены (${flagged.size}): ${[...flagged].map(([f, r]) => `${f} [${[...r].join(', ')}]`).join('; ')}`,
      `Отчёт: .cache/recheck/rehearsal-REPORT.md`,
      problems.length === 0
        ? 'Совпало.'
        : `НЕ СОВПАЛО:\n- ${problems.join('\n- ')}`,
    ].join('\n'),
  );
  return problems.length === 0 ? 0 : 1;
}

runAsScript(import.meta.url, () =>
  main().catch((error) => {
    console.error(`recheck:rehearsal: ${error.message}`);
    return 1;
  }),
);
