// The WordPress 7.1 Russian overlay for the lab: `applyOverlay(languagesDir)`
// writes the 7.1 texts of src/plugins/ui-labels/wordpress-7.1-ru.json into a
// copy of wp-content/languages that holds the 6.8 translation, so that the
// lab shows what a Russian WordPress 7.1 site shows for the strings the
// articles quote. lab.mjs calls it right after copying the languages.
//
// Each entry goes back to the file it was read from: an admin-ru_RU entry to
// admin-ru_RU.po, a ru_RU entry to ru_RU.po, an editor entry to the JSON file
// of its script (ru_RU-<md5 of the script path>.json). A changed .po is
// compiled to .mo with msgfmt, and the .l10n.php next to it is deleted:
// WordPress 6.5 and later load .l10n.php in preference to .mo, so a stale one
// would hide the 7.1 text.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {readOverlay} from '../../src/plugins/ui-labels/build-dictionary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OVERLAY = path.resolve(
  here,
  '../../src/plugins/ui-labels/wordpress-7.1-ru.json',
);

/** The translation files of the default text domain an entry can come from. */
const PO_FILES = {
  'ru_RU.l10n.php': 'ru_RU',
  'admin-ru_RU.l10n.php': 'admin-ru_RU',
};

/** A PO string literal, escaped the way msgfmt reads it. */
function quote(text) {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')}"`;
}

/** The text of one or more PO string literals (a keyword's value). */
function unquote(parts) {
  // PO escapes (\", \\, \n, \t) are JSON's.
  return parts.map((part) => JSON.parse(part)).join('');
}

/**
 * The entries of a PO file, each with the lines it spans and its keywords
 * (msgctxt, msgid, msgid_plural, msgstr, msgstr[n]) and their lines, so that
 * one entry's translation can be rewritten and the rest left byte for byte.
 */
function parsePo(lines) {
  const entries = [];
  let entry = null;
  let keyword = null;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (entry) entries.push({...entry, end: index});
      entry = null;
      keyword = null;
      return;
    }
    entry ??= {start: index, fields: {}, lines: {}};
    if (line.startsWith('#')) {
      keyword = null;
      return;
    }
    const match =
      /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$/.exec(
        line,
      );
    if (match) {
      keyword = match[1];
      entry.fields[keyword] = [match[2]];
      entry.lines[keyword] = [index];
    } else if (keyword && /^".*"\s*$/.test(line)) {
      entry.fields[keyword].push(line.trim());
      entry.lines[keyword].push(index);
    }
  });
  if (entry) entries.push({...entry, end: lines.length});
  return entries
    .filter((e) => e.fields.msgid)
    .map((e) => ({
      ...e,
      ctx: e.fields.msgctxt ? unquote(e.fields.msgctxt) : null,
      id: unquote(e.fields.msgid),
    }));
}

/** The msgstr lines of an overlay entry: all forms where it is a plural. */
function msgstrLines(entry, plural) {
  if (!plural) return [`msgstr ${quote(entry.ru)}`];
  return entry.plural.map((form, n) => `msgstr[${n}] ${quote(form)}`);
}

/** One PO entry's lines with the overlay's translation in place of its own. */
function rewritten(lines, found, entry) {
  const msgstr = Object.keys(found.lines).filter((k) => k.startsWith('msgstr'));
  const old = new Set(msgstr.flatMap((k) => found.lines[k]));
  const first = Math.min(...old);
  const block = [];
  for (let i = found.start; i < found.end; i += 1) {
    if (i === first) {
      // A 7.1 file keys a plural by its singular only, so the overlay may
      // give forms to a string this file has as a plain one («Block»): then
      // the plural English comes from the release, or, where the release
      // pairs the singular with none, the string stays plain.
      const plural =
        Boolean(entry.plural) &&
        (Boolean(found.fields.msgid_plural) || Boolean(entry.enPlural));
      if (plural && !found.fields.msgid_plural)
        block.push(`msgid_plural ${quote(entry.enPlural)}`);
      block.push(...msgstrLines(entry, plural));
    }
    if (old.has(i)) continue;
    if (lines[i].startsWith('#,')) {
      // A fuzzy flag would make msgfmt skip the entry; the 7.1 text was
      // read and checked.
      const flags = lines[i].replace(/,?\s*fuzzy\b/, '');
      if (flags.replace(/^#,\s*/, '') !== '') block.push(flags);
      continue;
    }
    block.push(lines[i]);
  }
  return block;
}

/**
 * Writes the overlay's texts into one PO file: replaces the msgstr of an
 * entry the file has, or appends the entry.
 */
function patchPo(file, entries) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const key = (ctx, id) => `${ctx ?? ''}\u0004${id}`;
  const blocks = new Map(parsePo(lines).map((e) => [key(e.ctx, e.id), e]));
  const replacements = [];
  const appended = [];
  for (const entry of entries) {
    const found = blocks.get(key(entry.ctx, entry.en));
    if (found) {
      replacements.push({found, lines: rewritten(lines, found, entry)});
    } else {
      appended.push(
        '',
        '#. WordPress 7.1 text from src/plugins/ui-labels/wordpress-7.1-ru.json',
        ...(entry.ctx ? [`msgctxt ${quote(entry.ctx)}`] : []),
        `msgid ${quote(entry.en)}`,
        ...(entry.plural && entry.enPlural
          ? [`msgid_plural ${quote(entry.enPlural)}`]
          : []),
        ...msgstrLines(entry, Boolean(entry.plural && entry.enPlural)),
      );
    }
  }
  // From the end, so that the line numbers of the entries before stay true.
  for (const {found, lines: block} of replacements.sort(
    (a, b) => b.found.start - a.found.start,
  )) {
    lines.splice(found.start, found.end - found.start, ...block);
  }
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  writeFileSync(file, [...lines, ...appended, ''].join('\n'));
  return {
    replaced: replacements.length,
    appended: entries.length - replacements.length,
  };
}

/** Sets the overlay's texts in one script's JSON file, creating it if absent. */
function patchJson(file, entries, header) {
  const data = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {domain: 'messages', locale_data: {messages: {'': header}}};
  const messages = data.locale_data.messages;
  for (const entry of entries) {
    const key = entry.ctx ? `${entry.ctx}\u0004${entry.en}` : entry.en;
    messages[key] = entry.plural ?? [entry.ru];
  }
  writeFileSync(file, JSON.stringify(data));
}

function compile(po) {
  const mo = po.replace(/\.po$/, '.mo');
  const result = spawnSync('msgfmt', ['-o', mo, po], {encoding: 'utf8'});
  if (result.error || result.status !== 0) {
    throw new Error(
      `msgfmt ${po}: ${result.error?.message ?? result.stderr.trim()} (пакет Debian gettext)`,
    );
  }
}

/**
 * Applies the overlay to `languagesDir` (a copy of wp-content/languages) and
 * returns what it changed: per file, the entries replaced and appended, and
 * the .l10n.php files deleted.
 */
export function applyOverlay(languagesDir, overlayFile = OVERLAY) {
  const overlay = readOverlay(overlayFile);
  const scripts = new Map(
    overlay.sources.map((s) => [`${s.repo}\u0000${s.path}`, s.script]),
  );
  const byTarget = new Map();
  for (const entry of overlay.entries) {
    const name = path.basename(entry.source.path);
    let target = PO_FILES[name] ? `${PO_FILES[name]}.po` : null;
    if (!target && name.endsWith('.json')) {
      // The file a script's translation is loaded from is named by the MD5
      // of the script's path, which the overlay's source names.
      const script = scripts.get(
        `${entry.source.repo}\u0000${entry.source.path}`,
      );
      const md5 = createHash('md5').update(script).digest('hex');
      target = `ru_RU-${md5}.json`;
      if (target !== name) {
        throw new Error(
          `${overlayFile}: ${entry.source.path} переводит ${script}, но MD5 пути скрипта даёт ${target}`,
        );
      }
    }
    if (!target) {
      throw new Error(
        `${overlayFile}: непонятно, в какой файл перевода записать «${entry.en}» из ${entry.source.path}`,
      );
    }
    if (!byTarget.has(target)) byTarget.set(target, []);
    byTarget.get(target).push(entry);
  }

  // A new JSON file gets the header of one the folder has: the plural rule
  // of Russian as the translation files write it.
  const anyJson = [...byTarget.keys()]
    .map((t) => path.join(languagesDir, t))
    .find((f) => f.endsWith('.json') && existsSync(f));
  const header = anyJson
    ? JSON.parse(readFileSync(anyJson, 'utf8')).locale_data.messages['']
    : null;

  const changed = {};
  const deleted = [];
  for (const [target, entries] of [...byTarget].sort(([a], [b]) =>
    a < b ? -1 : 1,
  )) {
    const file = path.join(languagesDir, target);
    if (target.endsWith('.po')) {
      if (!existsSync(file)) {
        throw new Error(
          `${languagesDir}: нет ${target}, некуда записать оверлей`,
        );
      }
      changed[target] = patchPo(file, entries);
      compile(file);
      const l10n = file.replace(/\.po$/, '.l10n.php');
      if (existsSync(l10n)) {
        rmSync(l10n);
        deleted.push(path.basename(l10n));
      }
    } else {
      if (!existsSync(file) && !header) {
        throw new Error(
          `${languagesDir}: нет ${target} и ни одного JSON-файла перевода, с которого взять заголовок`,
        );
      }
      patchJson(file, entries, header);
      changed[target] = {set: entries.length};
    }
  }
  return {changed, deleted};
}
