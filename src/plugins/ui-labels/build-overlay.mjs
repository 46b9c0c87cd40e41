#!/usr/bin/env node
/**
 * Writes src/plugins/ui-labels/wordpress-7.1-ru.json: the WordPress 7.1
 * Russian text of every WordPress string the articles quote, as far as the
 * 7.1 translation files that could be read here have it.
 *
 * The complete Russian translation on disk is for WordPress 6.8. The 7.1
 * files exist only in public repositories that cannot be downloaded here,
 * so they were read page by page (16,000 characters a page) and each
 * finding was written down with the page it was read on. This script turns
 * those notes into the overlay that build-dictionary.mjs lays over 6.8.
 *
 * Input, all in the folder named by WP71_FOUND_DIR:
 * - needles.jsonl       the quoted strings that were looked for: n, ctx, en;
 * - found-*.jsonl       one finding a line: n, ctx, en, ru, plural (every
 *                       Russian form of a plural), repo, path, commit,
 *                       offset (the page the pair starts on), script (the
 *                       script of an editor JSON file);
 * - second-read.jsonl   the same fields, written by a second, separate read
 *                       of the same page; `corrected: true` where the
 *                       second read found the first one wrong;
 * - sources.jsonl       one line per file read: repo, path, commit, and the
 *                       project and revision date its header gives (a
 *                       script's JSON file: "project": null and the script
 *                       its comment.reference names).
 * And WP_CORE_DIR, the WordPress 7.1 release, for the English plural that
 * the release pairs with a plural's singular: a translation file keys a
 * plural by the singular only.
 *
 * The script stops, naming the file and line, on a line that is not JSON or
 * lacks a field, and on two findings that give one string (en and ctx) two
 * different Russian texts, naming both. A finding without a matching second
 * read is written without `checked`; one whose second read differs and is
 * not marked as a correction stops the script, because one of the two reads
 * is wrong and a person has to look at the page again.
 *
 * Same input, same bytes: entries are sorted and nothing from the clock or
 * the machine is written.
 *
 *   WP71_FOUND_DIR=… WP_CORE_DIR=… node src/plugins/ui-labels/build-overlay.mjs
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {releaseSource} from './build-dictionary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `UI_OVERLAY_OUT` writes elsewhere, for a trial run. */
const OUTPUT = path.resolve(
  process.env.UI_OVERLAY_OUT ?? path.join(here, 'wordpress-7.1-ru.json'),
);

function fail(message) {
  console.error(`ui-overlay: ${message}`);
  process.exit(1);
}

function sourceDir(variable, mustHave) {
  const value = process.env[variable];
  if (!value) fail(`${variable} is not set: it must name ${mustHave}`);
  const dir = path.resolve(value);
  if (!existsSync(dir)) fail(`${variable}=${value} is not a folder`);
  return dir;
}

const isText = (value) => typeof value === 'string' && value !== '';
const isCommit = (value) =>
  typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
const isOffset = (value) => Number.isInteger(value) && value >= 0;

/**
 * The records of a JSON Lines file, each with the place it was read from
 * (`file:line`), so that every later complaint can name it.
 */
function readLines(file, check) {
  const name = path.basename(file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({line, at: `${name}:${index + 1}`}))
    .filter(({line}) => line.trim() !== '')
    .map(({line, at}) => {
      let record;
      try {
        record = JSON.parse(line);
      } catch (error) {
        fail(`${at}: not JSON (${error.message})`);
      }
      const problem = check(record);
      if (problem) fail(`${at}: ${problem}`);
      return {...record, at};
    });
}

function checkNeedle(record) {
  if (!Number.isInteger(record?.n)) return 'no number "n"';
  if (!isText(record.en)) return 'no English text "en"';
  if (record.ctx !== null && !isText(record.ctx))
    return '"ctx" is neither null nor a text';
  return null;
}

/** A finding (found-*.jsonl) or a second read: the pair and its page. */
function checkFinding(record) {
  if (!isText(record?.en)) return 'no English text "en"';
  if (!isText(record.ru)) return 'no Russian text "ru"';
  if (record.ctx !== null && record.ctx !== undefined && !isText(record.ctx))
    return '"ctx" is neither null nor a text';
  if (record.plural !== undefined) {
    if (
      !Array.isArray(record.plural) ||
      record.plural.length === 0 ||
      !record.plural.every(isText)
    )
      return '"plural" is not a list of Russian forms';
    if (record.plural[0] !== record.ru)
      return '"ru" is not the first form of "plural"';
  }
  if (!isText(record.repo)) return 'no "repo"';
  if (!isText(record.path)) return 'no "path"';
  if (!isCommit(record.commit)) return '"commit" is not 40 hex digits';
  if (!isOffset(record.offset)) return '"offset" is not a page offset';
  return null;
}

/**
 * A file that was read. A PHP file's header names its GlotPress project; a
 * script's JSON file has no project, and names the script it translates
 * instead, whose MD5 is part of the file name (load_script_textdomain looks
 * for ru_RU-<md5 of the script path>.json), so the two are checked against
 * each other.
 */
function checkSource(record) {
  for (const field of ['repo', 'path']) {
    if (!isText(record?.[field])) return `no "${field}"`;
  }
  if (!isCommit(record.commit)) return '"commit" is not 40 hex digits';
  if (
    typeof record.revised !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(record.revised)
  )
    return '"revised" is not a date (YYYY-MM-DD)';
  const script = /-([0-9a-f]{32})\.json$/.exec(record.path);
  if (script) {
    if (record.project !== null)
      return 'a script\'s JSON file has "project": null';
    if (!isText(record.script))
      return 'no "script" (the script the JSON file translates)';
    if (createHash('md5').update(record.script).digest('hex') !== script[1])
      return `"script" ${record.script} does not match the MD5 in the file name`;
  } else if (!isText(record.project)) return 'no "project"';
  return null;
}

/** One string of a translation: its context and English text. */
const stringKey = ({ctx, en}) => `${ctx ?? ''}\u0004${en}`;
/** One string in one file. */
const fileKey = (record) =>
  `${record.repo}\u0000${record.path}\u0000${record.commit}\u0000${stringKey(record)}`;
const forms = ({ru, plural}) => JSON.stringify(plural ?? [ru]);
const where = (record) =>
  `${record.at} (${record.repo} ${record.path} at offset ${record.offset})`;

/**
 * The order in which WordPress loads the PHP translation files of the
 * default text domain (load_default_textdomain); a script's JSON file is
 * not one of them.
 */
function phpRank(file) {
  const name = path.basename(file);
  const order = [
    'ru_RU.l10n.php',
    'admin-ru_RU.l10n.php',
    'admin-network-ru_RU.l10n.php',
  ];
  return order.includes(name) ? order.indexOf(name) : Infinity;
}

function compare(a, b) {
  for (const key of ['en', 'ctx', 'path']) {
    const x = a[key] ?? a.source?.[key] ?? '';
    const y = b[key] ?? b.source?.[key] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function main() {
  const foundDir = sourceDir(
    'WP71_FOUND_DIR',
    'the folder of needles.jsonl, found-*.jsonl, second-read.jsonl and sources.jsonl',
  );
  const coreDir = sourceDir('WP_CORE_DIR', 'the WordPress 7.1 core folder');
  const need = (name) => {
    const file = path.join(foundDir, name);
    if (!existsSync(file)) fail(`WP71_FOUND_DIR: ${name} not found`);
    return file;
  };

  const needles = readLines(need('needles.jsonl'), checkNeedle);
  const foundFiles = readdirSync(foundDir)
    .filter((name) => /^found-.*\.jsonl$/.test(name))
    .sort();
  if (foundFiles.length === 0) fail('WP71_FOUND_DIR: no found-*.jsonl');
  const findings = foundFiles.flatMap((name) =>
    readLines(path.join(foundDir, name), checkFinding),
  );
  const secondReads = readLines(need('second-read.jsonl'), checkFinding);
  const sources = readLines(need('sources.jsonl'), checkSource);

  // One Russian text per string. WordPress loads ru_RU before admin-ru_RU
  // into one text domain and takes the first file that has a string, so
  // where the two PHP files disagree the admin file's text is never shown:
  // that finding is set aside, not a conflict. Any other disagreement is
  // one, and stops the script.
  const byString = new Map();
  const shadowed = [];
  for (const finding of [...findings].sort(
    (a, b) => phpRank(a.path) - phpRank(b.path),
  )) {
    const key = stringKey(finding);
    const other = byString.get(key);
    if (other && forms(other) !== forms(finding)) {
      const php = phpRank(other.path) < phpRank(finding.path);
      if (php && phpRank(finding.path) !== Infinity) {
        shadowed.push(
          `${finding.en}: ${forms(finding)} at ${where(finding)}, shown as ${forms(other)} from ${other.path}`,
        );
        finding.shadowed = true;
        continue;
      }
      fail(
        `two Russian texts for «${finding.en}»${finding.ctx ? ` (${finding.ctx})` : ''}: ${forms(other)} at ${where(other)} and ${forms(finding)} at ${where(finding)}`,
      );
    }
    byString.set(key, other ?? finding);
  }

  // A string found twice in one file (two readers met at a page boundary)
  // is one entry, on the first page where it was written down.
  const byFile = new Map();
  for (const finding of [...findings].sort((a, b) => a.offset - b.offset)) {
    if (finding.shadowed) continue;
    const key = fileKey(finding);
    if (!byFile.has(key)) byFile.set(key, finding);
  }

  // The second read of a set-aside finding checks nothing that is written.
  const setAside = new Set(
    findings.filter((finding) => finding.shadowed).map(fileKey),
  );
  const seconds = new Map();
  for (const read of secondReads) {
    const key = fileKey(read);
    if (setAside.has(key)) continue;
    if (seconds.has(key)) {
      fail(`${read.at}: a second second read of ${where(seconds.get(key))}`);
    }
    seconds.set(key, read);
  }

  const {plurals} = releaseSource(coreDir);
  const corrected = [];
  const entries = [...byFile.values()].map((finding) => {
    const read = seconds.get(fileKey(finding));
    seconds.delete(fileKey(finding));
    let text = finding;
    if (read && forms(read) !== forms(finding)) {
      if (read.corrected !== true) {
        fail(
          `the second read ${where(read)} gives ${forms(read)}, the first read ${where(finding)} gives ${forms(finding)}: read the page again and mark the right one "corrected": true`,
        );
      }
      corrected.push(
        `${finding.en}: ${forms(finding)} → ${forms(read)} (${where(read)})`,
      );
      text = read;
    }
    // The English plural the release pairs with this singular, where the
    // finding is a plural and the release has exactly one such pair.
    const englishPlurals = [...(plurals.get(finding.en) ?? [])].filter(
      (plural) => plural !== finding.en,
    );
    return {
      ...(finding.ctx ? {ctx: finding.ctx} : {}),
      en: finding.en,
      ...(text.plural && englishPlurals.length === 1
        ? {enPlural: englishPlurals[0]}
        : {}),
      ru: text.ru,
      ...(text.plural ? {plural: text.plural} : {}),
      source: {
        repo: finding.repo,
        path: finding.path,
        commit: finding.commit,
        offset: finding.offset,
      },
      ...(read ? {checked: {offset: read.offset, by: 'second read'}} : {}),
    };
  });
  for (const read of seconds.values()) {
    fail(`${read.at}: a second read of a string no finding has`);
  }

  const usedSources = new Map();
  for (const source of sources) {
    usedSources.set(
      `${source.repo}\u0000${source.path}\u0000${source.commit}`,
      {
        repo: source.repo,
        path: source.path,
        commit: source.commit,
        project: source.project,
        ...(source.script ? {script: source.script} : {}),
        revised: source.revised,
      },
    );
  }
  for (const finding of findings) {
    if (
      !usedSources.has(
        `${finding.repo}\u0000${finding.path}\u0000${finding.commit}`,
      )
    ) {
      fail(
        `${finding.at}: ${finding.repo} ${finding.path} at ${finding.commit} is not in sources.jsonl`,
      );
    }
  }

  // A needle is found when a finding has its string, or when it is the
  // English plural of a plural finding (the files key plurals by singular).
  const covered = new Set(entries.map(stringKey));
  for (const entry of entries) {
    if (entry.enPlural)
      covered.add(stringKey({ctx: entry.ctx, en: entry.enPlural}));
  }
  const notFound = new Map();
  for (const needle of needles) {
    if (!covered.has(stringKey(needle))) {
      notFound.set(stringKey(needle), {
        ...(needle.ctx ? {ctx: needle.ctx} : {}),
        en: needle.en,
      });
    }
  }

  const list = (items) =>
    items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  const text =
    '{\n' +
    '  "about": "WordPress 7.1 Russian text of the WordPress strings the articles quote, from the 7.1 translation files in sources, read page by page; checked: a second read of the same page confirmed the text. Where ru_RU and admin-ru_RU disagree, only the ru_RU text is listed, because WordPress loads ru_RU first and shows its text. notFound: quoted strings that no 7.1 file read contains. Written by src/plugins/ui-labels/build-overlay.mjs; do not edit by hand.",\n' +
    '  "sources": [\n' +
    list(
      [...usedSources.values()].sort((a, b) =>
        `${a.repo} ${a.path}` < `${b.repo} ${b.path}` ? -1 : 1,
      ),
    ) +
    '\n  ],\n' +
    '  "entries": [\n' +
    list(entries.sort(compare)) +
    '\n  ],\n' +
    '  "notFound": [\n' +
    list([...notFound.values()].sort(compare)) +
    '\n  ]\n}\n';
  writeFileSync(OUTPUT, text);
  const checked = entries.filter((entry) => entry.checked).length;
  console.log(
    `${entries.length} entries (${checked} confirmed by a second read, ${corrected.length} corrected), ${notFound.size} of ${new Set(needles.map(stringKey)).size} quoted strings not found → ${path.relative(process.cwd(), OUTPUT)}`,
  );
  for (const line of corrected) console.log(`corrected: ${line}`);
  for (const line of shadowed) console.log(`not shown (ru_RU has it): ${line}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main();
}
