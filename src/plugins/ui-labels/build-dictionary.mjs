#!/usr/bin/env node
/**
 * Writes src/plugins/ui-labels/dictionary.json: the interface strings the
 * articles may quote, each with its Russian text, its English original, the
 * product and the product version it was found in.
 *
 * Sources (folders on disk, named by environment variables; CONTRIBUTING.md
 * says where to get each one):
 * - WP_CORE_DIR     WordPress core as released (wp-includes/version.php);
 * - WP_LANG_DIR     the Russian language files, laid out like
 *                   wp-content/languages: ru_RU.po, admin-ru_RU.po, their
 *                   JSON files, plugins/<slug>-ru_RU.po;
 * - WP_PLUGINS_DIR  one folder per plugin, named by its slug;
 * - OSPANEL_DIR     Open Server Panel: system/lang/Russian.ini and
 *                   English.ini, OpenServerPanel.iss for the version
 *                   (OSPANEL_VERSION where the .iss leaves it empty).
 *
 * A translation file can be older than the release it is used with (ru_RU is
 * 6.8.x, WordPress is 7.1). So every string is looked up in the release's
 * own source: a translated string the release no longer has is left out, and
 * a string the release has but the translation lacks is kept with `ru: null`
 * — a Russian site of that version shows it in English, as far as these
 * sources can tell, and an article must not invent a Russian label for it.
 *
 * Where the 6.8 text is not what 7.1 shows, the WordPress 7.1 overlay
 * (wordpress-7.1-ru.json next to this script, written by build-overlay.mjs
 * from 7.1 translation files read page by page) gives the 7.1 Russian: an
 * entry from it is marked `"tr": "7.1"`. A quoted string that no 7.1 file
 * read contains (the overlay's `notFound`) keeps its 6.8 text, or null, and
 * is marked `"tr": "6.8"`, so that the dictionary says where it could not
 * follow the release.
 *
 * The output depends only on the files read: entries are sorted and nothing
 * from the clock or the machine is written, so a second run on the same
 * sources reproduces the file byte for byte.
 *
 *   WP_CORE_DIR=… WP_LANG_DIR=… WP_PLUGINS_DIR=… OSPANEL_DIR=… \
 *     npm run ui-dictionary
 */
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {Buffer} from 'node:buffer';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {sourceFolder} from '../../../lab/sources/defaults.mjs';
import {compareVersions} from '../../data/versions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `UI_DICTIONARY_OUT` writes elsewhere (the builder's own test does). */
const OUTPUT = path.resolve(
  process.env.UI_DICTIONARY_OUT ?? path.join(here, 'dictionary.json'),
);
/**
 * The WordPress 7.1 overlay is part of this folder, not a source to point
 * at; `UI_DICTIONARY_OVERLAY` names another one for the builder's own test.
 */
const OVERLAY = path.resolve(
  process.env.UI_DICTIONARY_OVERLAY ?? path.join(here, 'wordpress-7.1-ru.json'),
);

/** Strings longer than this are help texts, not something a step quotes. */
const MAX_LENGTH = 400;

/** The plugins the articles cover: slug, product key and display name. */
const PLUGINS = [
  {
    slug: 'contact-form-7',
    product: 'contact-form-7',
    name: 'Contact Form 7',
    main: 'wp-contact-form-7.php',
  },
  {
    slug: 'flamingo',
    product: 'flamingo',
    name: 'Flamingo',
    main: 'flamingo.php',
  },
  {
    slug: 'wp-mail-smtp',
    product: 'wp-mail-smtp',
    name: 'WP Mail SMTP',
    main: 'wp_mail_smtp.php',
  },
  {
    slug: 'user-registration',
    product: 'user-registration',
    name: 'User Registration & Membership',
    main: 'user-registration.php',
  },
];

// ---------------------------------------------------------------------------
// Reading the sources

function fail(message) {
  console.error(`ui-dictionary: ${message}`);
  process.exit(1);
}

/** A source folder from the environment; stops with the variable's name. */
function sourceDir(variable, mustHave) {
  // WordPress folders default to what `npm run sources` filled last.
  const value = sourceFolder(variable);
  if (!value) {
    fail(
      `${variable} is not set (and npm run sources has not filled .cache/sources): it must name ${mustHave}`,
    );
  }
  const dir = path.resolve(value);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    fail(`${variable}=${value} is not a folder`);
  }
  return dir;
}

function requireFile(variable, dir, relative) {
  const file = path.join(dir, relative);
  if (!existsSync(file)) {
    fail(`${variable}: ${relative} not found in ${dir}`);
  }
  return file;
}

/** Unescapes the body of a C-style ("…") string from a PO file. */
function unquotePo(body) {
  return body.replace(/\\(.)/g, (_, c) =>
    c === 'n' ? '\n' : c === 't' ? '\t' : c,
  );
}

/**
 * Parses a PO file into {ctx, id, plural, strs[]} records. Skips the header,
 * obsolete (#~) and fuzzy entries: a fuzzy string is a guess the site does
 * not show.
 */
export function parsePo(text) {
  const records = [];
  let current = null;
  let field = null;
  let fuzzy = false;
  const flush = () => {
    if (current && current.id !== '' && !fuzzy) {
      records.push(current);
    }
    current = null;
    field = null;
    fuzzy = false;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#~')) {
      continue;
    }
    if (line.startsWith('#,')) {
      if (current && current.id !== undefined) flush();
      fuzzy = /\bfuzzy\b/.test(line);
      continue;
    }
    if (line.startsWith('#')) {
      if (current && current.id !== undefined) flush();
      continue;
    }
    const keyword =
      /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$/.exec(line);
    if (keyword) {
      const [, name, index, body] = keyword;
      if (
        name === 'msgctxt' ||
        (name === 'msgid' && current?.id !== undefined)
      ) {
        if (current?.id !== undefined) flush();
      }
      current ??= {ctx: null, id: undefined, plural: null, strs: []};
      const value = unquotePo(body);
      if (name === 'msgctxt') {
        current.ctx = value;
        field = ['ctx'];
      } else if (name === 'msgid') {
        current.id = value;
        field = ['id'];
      } else if (name === 'msgid_plural') {
        current.plural = value;
        field = ['plural'];
      } else {
        const i = index === undefined ? 0 : Number(index);
        current.strs[i] = value;
        field = ['strs', i];
      }
      continue;
    }
    const continuation = /^"(.*)"$/.exec(line);
    if (continuation && current && field) {
      const value = unquotePo(continuation[1]);
      if (field[0] === 'strs') current.strs[field[1]] += value;
      else current[field[0]] += value;
    }
  }
  flush();
  return records;
}

/** The header of a PO file, as {name: value}. */
function poHeader(text) {
  const match = /msgid ""\s*\nmsgstr ""\s*\n((?:".*"\s*\n)+)/.exec(text);
  const header = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^"([^:]+):\s*(.*?)(\\n)?"$/.exec(line.trim());
    if (field) header[field[1]] = field[2];
  }
  return header;
}

/** Records of a WordPress JSON translation file (Jed 1.x). */
function parseJed(text) {
  const messages = JSON.parse(text).locale_data?.messages ?? {};
  return Object.entries(messages)
    .filter(([key]) => key !== '')
    .map(([key, strs]) => {
      const [ctx, id] = key.includes('\u0004')
        ? key.split('\u0004')
        : [null, key];
      return {ctx, id, plural: null, strs};
    });
}

function walk(dir, keep, skip = () => false) {
  const files = [];
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      if (!skip(name)) files.push(...walk(file, keep, skip));
    } else if (keep(name)) {
      files.push(file);
    }
  }
  return files;
}

/**
 * Every string a release passes to a gettext function, read from its PHP
 * and JavaScript (the unminified copy where both ship), plus the translatable
 * fields of block.json files. A string reaching gettext through a variable
 * is missed, so a translated string not found here is reported, not
 * silently dropped: the summary at the end counts them.
 *
 * `plurals` maps the singular of each plural call (`_n`, `_nx` and their
 * `_noop` forms) to its English plurals: a translation file keys a plural
 * by the singular alone, and the 7.1 overlay needs the plural the release
 * itself pairs with it.
 */
export function releaseSource(dir) {
  const strings = new Set();
  const plurals = new Map();
  const call =
    /\b(?<fn>__|_e|_x|_ex|_n|_nx|_n_noop|_nx_noop|esc_html__|esc_html_e|esc_html_x|esc_attr__|esc_attr_e|esc_attr_x|translate|translate_with_gettext_context)\s*\)?\s*\(\s*(?<q1>['"`])(?<s1>(?:\\[\s\S]|(?!\k<q1>)[^\\])*?)\k<q1>(?:\s*,\s*(?<q2>['"`])(?<s2>(?:\\[\s\S]|(?!\k<q2>)[^\\])*?)\k<q2>)?/g;
  const files = walk(
    dir,
    (name) =>
      /\.(php|js|json)$/.test(name) &&
      // Time zone names: a text domain (and a translation file) of their own.
      name !== 'continents-cities.php',
    // wp-content holds bundled themes and plugins, each with a text domain
    // of its own; vendor code is not translated.
    (name) => ['node_modules', '.git', 'wp-content', 'vendor'].includes(name),
  );
  // PHP reads escapes only in double quotes; JavaScript in any quotes
  // («Your site doesn\u2019t include support for…»).
  const unescape = (s, quote, javascript) =>
    quote === "'" && !javascript
      ? s.replace(/\\(['\\])/g, '$1')
      : s
          .replace(/\\u([0-9a-fA-F]{4})/g, (_, h) =>
            String.fromCharCode(parseInt(h, 16)),
          )
          .replace(/\\n/g, '\n')
          .replace(/\\t/g, '\t')
          .replace(/\\(.)/g, '$1');
  const all = new Set(files);
  for (const file of files) {
    // A minified script is read only where no unminified copy ships.
    if (
      file.endsWith('.min.js') &&
      all.has(file.replace(/\.min\.js$/, '.js'))
    ) {
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.json')) {
      if (path.basename(file) === 'theme.json') {
        // Preset names (colours, sizes, aspect ratios) the editor shows.
        const names = (node) => {
          if (Array.isArray(node)) node.forEach(names);
          else if (node && typeof node === 'object') {
            for (const [key, value] of Object.entries(node)) {
              if (key === 'name' && typeof value === 'string')
                strings.add(value);
              else names(value);
            }
          }
        };
        names(JSON.parse(text).settings);
        continue;
      }
      if (path.basename(file) !== 'block.json') continue;
      const block = JSON.parse(text);
      for (const value of [
        block.title,
        block.description,
        ...(block.keywords ?? []),
      ]) {
        if (typeof value === 'string') strings.add(value);
      }
      for (const style of block.styles ?? []) {
        if (typeof style.label === 'string') strings.add(style.label);
      }
      for (const variation of block.variations ?? []) {
        if (typeof variation.title === 'string') strings.add(variation.title);
      }
      continue;
    }
    const javascript = file.endsWith('.js');
    for (const {groups} of text.matchAll(call)) {
      const first = unescape(groups.s1, groups.q1, javascript);
      strings.add(first);
      // _n( 'singular', 'plural', … ): the plural is a string of its own.
      if (groups.s2 !== undefined) {
        const second = unescape(groups.s2, groups.q2, javascript);
        strings.add(second);
        if (/^_nx?(?:_noop)?$/.test(groups.fn)) {
          const known = plurals.get(first) ?? new Set();
          known.add(second);
          plurals.set(first, known);
        }
      }
    }
  }
  return {strings, plurals};
}

// ---------------------------------------------------------------------------
// Building the entries

/** WordPress's plural rule for Russian (three forms). */
const RU_PLURAL_FORMS = 3;

/**
 * Entries of one product: each translated string the release has (singular
 * and every plural form), and each string of the release the translation
 * does not cover, with `ru: null`.
 */
function productEntries({product, version, records, released}) {
  const entries = [];
  const translated = new Set();
  let missing = 0;
  for (const {ctx, id, plural, strs, tr} of records) {
    if (!released.has(id)) {
      missing += 1;
      continue;
    }
    translated.add(id);
    if (plural !== null) translated.add(plural);
    const forms = strs.filter((s) => typeof s === 'string' && s !== '');
    if (forms.length === 0) continue;
    entries.push({
      product,
      version,
      en: id,
      ru: forms[0],
      ...(ctx ? {ctx} : {}),
      ...(tr ? {tr} : {}),
    });
    for (const form of forms.slice(1, RU_PLURAL_FORMS)) {
      entries.push({
        product,
        version,
        en: plural ?? id,
        ru: form,
        ...(ctx ? {ctx} : {}),
        ...(tr ? {tr} : {}),
      });
    }
  }
  for (const id of released) {
    if (!translated.has(id)) entries.push({product, version, en: id, ru: null});
  }
  return {entries, missing};
}

/** Only strings a reader could see and an article could quote. */
function quotable(entry) {
  // Entities stand for one character each: `Cropping&hellip;` is a label.
  const text = entry.en.replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, '…');
  return (
    text.length <= MAX_LENGTH &&
    /\p{L}{2}/u.test(text.replace(/%\d*\$?[sdf]/g, '')) &&
    // Code, URLs, date formats and CSS are not interface text.
    !/^[\w.-]+\(|^https?:\/\/|^[a-z]+_[a-z_]+$/.test(text) &&
    !/[{};]\s*$/.test(text)
  );
}

function wordpressVersion(coreDir) {
  const file = requireFile('WP_CORE_DIR', coreDir, 'wp-includes/version.php');
  const match = /\$wp_version\s*=\s*'([^']+)'/.exec(readFileSync(file, 'utf8'));
  if (!match) fail('WP_CORE_DIR: no $wp_version in wp-includes/version.php');
  return match[1];
}

function pluginVersion(dir, main) {
  const file = requireFile('WP_PLUGINS_DIR', dir, main);
  const match = /^\s*\*?\s*Version:\s*(\S+)/m.exec(readFileSync(file, 'utf8'));
  if (!match)
    fail(`WP_PLUGINS_DIR: no Version header in ${path.basename(dir)}/${main}`);
  return match[1];
}

/** The translation file's own description, for the file's `products`. */
function translationInfo(file, header) {
  return {
    file: path.basename(file),
    project: header['Project-Id-Version'] ?? '',
    revised: (header['PO-Revision-Date'] ?? '').slice(0, 10),
  };
}

// ---------------------------------------------------------------------------
// The WordPress 7.1 overlay

/** The release whose Russian the overlay gives. */
export const OVERLAY_RELEASE = '7.1';

/**
 * Whether the overlay goes over the translation in `langDir`: only over one
 * older than its release, read from ru_RU.po's Project-Id-Version
 * («WordPress - 6.8.x - Development»). A pack of 7.1 or newer — what `npm
 * run sources` brings from WordPress.org — is itself what the site shows,
 * and the overlay would hide what a newer release changed in the very
 * strings the articles quote. Used by the lab (lab/wordpress/lab.mjs) too.
 */
export function overlayApplies(langDir) {
  const file = path.join(langDir, 'ru_RU.po');
  if (!existsSync(file)) return true;
  const project =
    poHeader(readFileSync(file, 'utf8').slice(0, 8000))['Project-Id-Version'] ??
    '';
  const pack = /WordPress - (\d+(?:\.\d+)*)\.x/.exec(project)?.[1];
  return pack === undefined || compareVersions(pack, OVERLAY_RELEASE) < 0;
}

const isText = (value) => typeof value === 'string' && value !== '';
/** A string of a translation: its context and English text. */
const stringKey = ({ctx, en}) => `${ctx ?? ''}\u0004${en}`;

/**
 * Reads and checks wordpress-7.1-ru.json. The file is generated, but a
 * broken one must not turn into a dictionary silently missing 7.1 text, so
 * every entry is checked and a bad one stops the builder naming the file,
 * the list, the index and the line.
 */
export function readOverlay(file) {
  const shown = path.relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    fail(`${shown} not found: it is written by build-overlay.mjs`);
  }
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  let overlay;
  try {
    overlay = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error.message);
    const line = at ? text.slice(0, Number(at[1])).split('\n').length : 0;
    fail(`${shown}${line ? `:${line}` : ''}: not JSON (${error.message})`);
  }
  // Each item is written on a line of its own; find it to name the line.
  const lineOf = (item) => {
    const written = JSON.stringify(item);
    const index = lines.findIndex(
      (line) => line.trim().replace(/,$/, '') === written,
    );
    return index === -1 ? '' : `:${index + 1}`;
  };
  const bad = (list, index, item, problem) =>
    fail(`${shown}${lineOf(item)}: ${list}[${index}] ${problem}`);
  for (const list of ['sources', 'entries', 'notFound']) {
    if (!Array.isArray(overlay?.[list])) fail(`${shown}: no "${list}" list`);
  }
  const sources = new Set();
  overlay.sources.forEach((source, index) => {
    for (const field of ['repo', 'path', 'commit', 'revised']) {
      if (!isText(source?.[field]))
        bad('sources', index, source, `has no "${field}"`);
    }
    // A script's JSON file names no project but the script it translates.
    if (source.path.endsWith('.json')) {
      if (source.project !== null || !isText(source.script))
        bad(
          'sources',
          index,
          source,
          'is a JSON file without "project": null and "script"',
        );
    } else if (!isText(source.project)) {
      bad('sources', index, source, 'has no "project"');
    }
    sources.add(`${source.repo}\u0000${source.path}\u0000${source.commit}`);
  });
  const texts = new Map();
  overlay.entries.forEach((entry, index) => {
    const problem = (() => {
      if (!isText(entry?.en)) return 'has no English text "en"';
      if (!isText(entry.ru)) return 'has no Russian text "ru"';
      if (entry.ctx !== undefined && !isText(entry.ctx))
        return 'has a "ctx" that is not a text';
      if (entry.enPlural !== undefined && !isText(entry.enPlural))
        return 'has an "enPlural" that is not a text';
      if (entry.plural !== undefined) {
        if (
          !Array.isArray(entry.plural) ||
          entry.plural.length === 0 ||
          !entry.plural.every(isText)
        )
          return 'has a "plural" that is not a list of Russian forms';
        if (entry.plural[0] !== entry.ru)
          return 'has a "ru" that is not the first form of "plural"';
      }
      const source = entry.source;
      if (
        !isText(source?.repo) ||
        !isText(source.path) ||
        !/^[0-9a-f]{40}$/.test(source.commit ?? '') ||
        !Number.isInteger(source.offset)
      )
        return 'has no "source" {repo, path, commit, offset}';
      if (
        !sources.has(`${source.repo}\u0000${source.path}\u0000${source.commit}`)
      )
        return `comes from ${source.repo} ${source.path}, which "sources" does not list`;
      if (
        entry.checked !== undefined &&
        (!Number.isInteger(entry.checked?.offset) ||
          entry.checked.by !== 'second read')
      )
        return 'has a "checked" that is not {offset, by: "second read"}';
      return null;
    })();
    if (problem) bad('entries', index, entry, problem);
    const forms = JSON.stringify(entry.plural ?? [entry.ru]);
    const other = texts.get(stringKey(entry));
    if (other && other.forms !== forms) {
      bad(
        'entries',
        index,
        entry,
        `gives «${entry.en}» a Russian text other than entries[${other.index}] does`,
      );
    }
    texts.set(stringKey(entry), other ?? {forms, index});
  });
  overlay.notFound.forEach((item, index) => {
    if (!isText(item?.en)) bad('notFound', index, item, 'has no "en"');
    if (item.ctx !== undefined && !isText(item.ctx))
      bad('notFound', index, item, 'has a "ctx" that is not a text');
    if (texts.has(stringKey(item)))
      bad('notFound', index, item, 'is a string that "entries" has');
  });
  return overlay;
}

/**
 * Lays the overlay over the 6.8 records: a string the release still has
 * gets the 7.1 forms in every record that has it (PO and JSON files alike),
 * or a record of its own where 6.8 had none. Each such record is marked 7.1.
 */
function applyOverlay(records, overlay, {strings: released, plurals}) {
  const byString = new Map();
  for (const entry of overlay.entries) {
    if (released.has(entry.en)) byString.set(stringKey(entry), entry);
  }
  // A 7.1 file keys a plural by its singular only, so it may give forms to a
  // string the release uses only as a plain one («Block»): the release can
  // show the first form only, and the others are no string of it.
  const forms = (entry) =>
    entry.plural && (entry.enPlural || plurals.has(entry.en))
      ? entry.plural
      : [entry.ru];
  const used = new Set();
  const result = records.map((record) => {
    const entry = byString.get(stringKey({ctx: record.ctx, en: record.id}));
    if (!entry) return record;
    used.add(entry);
    return {
      ...record,
      // The plural the release pairs with the singular, where known; else
      // the one the 6.8 file gives.
      plural: entry.enPlural ?? record.plural,
      strs: forms(entry),
      tr: '7.1',
    };
  });
  for (const entry of byString.values()) {
    if (used.has(entry)) continue;
    result.push({
      ctx: entry.ctx ?? null,
      id: entry.en,
      plural: entry.enPlural ?? null,
      strs: forms(entry),
      tr: '7.1',
    });
  }
  const strings = new Set(overlay.entries.map(stringKey));
  return {
    records: result,
    applied: byString.size,
    notInRelease: strings.size - byString.size,
  };
}

function readWordPress(coreDir, langDir) {
  const version = wordpressVersion(coreDir);
  const records = [];
  const translations = [];
  for (const name of ['ru_RU.po', 'admin-ru_RU.po']) {
    const file = requireFile('WP_LANG_DIR', langDir, name);
    const text = readFileSync(file, 'utf8');
    records.push(...parsePo(text));
    translations.push(translationInfo(file, poHeader(text)));
  }
  for (const name of readdirSync(langDir).sort()) {
    if (/^ru_RU-[0-9a-f]{32}\.json$/.test(name)) {
      records.push(...parseJed(readFileSync(path.join(langDir, name), 'utf8')));
    }
  }
  const release = releaseSource(coreDir);
  const released = release.strings;
  if (!overlayApplies(langDir)) {
    return {
      product: 'wordpress',
      name: 'WordPress',
      version,
      translations,
      records,
      released,
      summary: `; the ${OVERLAY_RELEASE} overlay not applied: the translation is as new or newer`,
    };
  }
  const overlay = readOverlay(OVERLAY);
  const {
    records: overlaid,
    applied,
    notInRelease,
  } = applyOverlay(records, overlay, release);
  for (const source of overlay.sources) {
    translations.push({
      file: path.basename(source.path),
      project: source.project,
      ...(source.script ? {script: source.script} : {}),
      revised: source.revised,
      repo: source.repo,
      path: source.path,
      commit: source.commit,
    });
  }
  return {
    product: 'wordpress',
    name: 'WordPress',
    version,
    translations,
    records: overlaid,
    released,
    note: `Russian from the 6.8 translation files listed, except where "tr" says otherwise: "tr": "7.1" marks Russian from the WordPress 7.1 files listed (read page by page, each text confirmed by a second read; src/plugins/ui-labels/wordpress-7.1-ru.json), "tr": "6.8" a string the articles quote that no 7.1 file read contains, so its 6.8 text (or null) stands; strings of WordPress ${version} that no file translates have "ru": null`,
    notFound: new Set(overlay.notFound.map(stringKey)),
    summary: `; 7.1 overlay: ${applied} strings (${notInRelease} not in this release), ${overlay.notFound.length} quoted strings not in any 7.1 file read`,
  };
}

function readPlugin(plugin, pluginsDir, langDir) {
  const dir = path.join(pluginsDir, plugin.slug);
  if (!existsSync(dir))
    fail(`WP_PLUGINS_DIR: folder ${plugin.slug} not found in ${pluginsDir}`);
  const version = pluginVersion(dir, plugin.main);
  const file = requireFile(
    'WP_LANG_DIR',
    langDir,
    `plugins/${plugin.slug}-ru_RU.po`,
  );
  const text = readFileSync(file, 'utf8');
  const records = parsePo(text);
  for (const name of readdirSync(path.join(langDir, 'plugins')).sort()) {
    if (name.startsWith(`${plugin.slug}-ru_RU-`) && name.endsWith('.json')) {
      records.push(
        ...parseJed(readFileSync(path.join(langDir, 'plugins', name), 'utf8')),
      );
    }
  }
  return {
    product: plugin.product,
    name: plugin.name,
    version,
    translations: [translationInfo(file, poHeader(text))],
    records,
    released: releaseSource(dir).strings,
  };
}

/** key = value lines of an OSPanel language file, as a Map. */
function parseIni(text) {
  const values = new Map();
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values.set(match[1], match[2]);
  }
  return values;
}

function readOspanel(dir) {
  const ru = parseIni(
    readFileSync(
      requireFile('OSPANEL_DIR', dir, 'system/lang/Russian.ini'),
      'utf8',
    ),
  );
  const en = parseIni(
    readFileSync(
      requireFile('OSPANEL_DIR', dir, 'system/lang/English.ini'),
      'utf8',
    ),
  );
  const iss = readFileSync(
    requireFile('OSPANEL_DIR', dir, 'OpenServerPanel.iss'),
    'utf8',
  );
  // A repository checkout has `AppVersion ""`: the release workflow writes
  // the number at build time. Then OSPANEL_VERSION names the release.
  const version =
    /#define\s+AppVersion\s+"([^"]+)"/.exec(iss)?.[1] ??
    process.env.OSPANEL_VERSION?.trim();
  if (!version) {
    fail(
      'OSPANEL_DIR: OpenServerPanel.iss has no AppVersion (a repository checkout); set OSPANEL_VERSION to the release, e.g. 6.4.5',
    );
  }
  const skip = new Set(['id', 'datetime_format']);
  const entries = [];
  for (const [key, text] of ru) {
    if (skip.has(key) || !en.has(key)) continue;
    entries.push({product: 'ospanel', version, en: en.get(key), ru: text, key});
  }
  return {
    meta: {
      name: 'Open Server Panel',
      version,
      translations: [
        {
          file: 'system/lang/Russian.ini',
          project: 'Open Server Panel',
          revised: '',
        },
      ],
    },
    entries,
  };
}

/**
 * UI_DICTIONARY_KEEP=ospanel,wp-mail-smtp with UI_DICTIONARY_FROM=<file>:
 * those products' records and entries are taken from that dictionary as
 * they stand, and their sources are not read. `npm run recheck` rebuilds
 * WordPress and its plugins for a new release and keeps OSPanel, which has
 * no release feed; a mirror without a product's release keeps it too.
 */
function keptProducts() {
  const keep = (process.env.UI_DICTIONARY_KEEP ?? '')
    .split(',')
    .map((product) => product.trim())
    .filter(Boolean);
  if (keep.length === 0) return new Map();
  const known = ['wordpress', ...PLUGINS.map((p) => p.product), 'ospanel'];
  const unknown = keep.filter((product) => !known.includes(product));
  if (unknown.length > 0) {
    fail(
      `UI_DICTIONARY_KEEP: unknown product ${unknown.join(', ')} (known: ${known.join(', ')})`,
    );
  }
  const file = process.env.UI_DICTIONARY_FROM;
  if (!file)
    fail(
      'UI_DICTIONARY_KEEP needs UI_DICTIONARY_FROM, the dictionary to keep them from',
    );
  if (!existsSync(file)) fail(`UI_DICTIONARY_FROM=${file}: no such file`);
  let dictionary;
  try {
    dictionary = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`UI_DICTIONARY_FROM=${file}: not JSON (${error.message})`);
  }
  return new Map(
    keep.map((product) => {
      const record = dictionary.products?.[product];
      if (!record) fail(`UI_DICTIONARY_FROM=${file}: no products.${product}`);
      return [
        product,
        {
          record,
          entries: dictionary.entries.filter((e) => e.product === product),
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------

function compare(a, b) {
  for (const key of ['product', 'en', 'ctx', 'ru', 'key']) {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function main() {
  const coreDir = sourceDir(
    'WP_CORE_DIR',
    'the WordPress core folder (wp-admin, wp-includes)',
  );
  const langDir = sourceDir(
    'WP_LANG_DIR',
    'the Russian language files (ru_RU.po, admin-ru_RU.po, plugins/)',
  );
  const pluginsDir = sourceDir(
    'WP_PLUGINS_DIR',
    'the plugin folders (contact-form-7, flamingo, wp-mail-smtp, user-registration)',
  );
  const kept = keptProducts();
  const ospanelDir = kept.has('ospanel')
    ? null
    : sourceDir(
        'OSPANEL_DIR',
        'the Open Server Panel folder (system/lang, OpenServerPanel.iss)',
      );

  const products = {};
  const entries = [];
  const report = [];
  const keep = (product) => {
    const {record, entries: found} = kept.get(product);
    products[product] = record;
    entries.push(...found);
    report.push(
      `${product} ${record.version}: ${found.length} strings kept from ${process.env.UI_DICTIONARY_FROM}`,
    );
  };
  const sources = [
    () => readWordPress(coreDir, langDir),
    ...PLUGINS.map((plugin) => () => readPlugin(plugin, pluginsDir, langDir)),
  ];
  const keys = ['wordpress', ...PLUGINS.map((plugin) => plugin.product)];
  for (const [index, read] of sources.entries()) {
    if (kept.has(keys[index])) {
      keep(keys[index]);
      continue;
    }
    const source = read();
    const {entries: found, missing} = productEntries(source);
    const quoted = found.filter(quotable);
    for (const entry of quoted) {
      if (!entry.tr && source.notFound?.has(stringKey(entry))) entry.tr = '6.8';
    }
    entries.push(...quoted);
    products[source.product] = {
      name: source.name,
      version: source.version,
      translations: source.translations,
      note:
        source.note ??
        `Russian from the translation files listed; strings of ${source.name} ${source.version} that they do not translate have "ru": null`,
    };
    report.push(
      `${source.product} ${source.version}: ${quoted.filter((e) => e.ru).length} Russian, ${quoted.filter((e) => !e.ru).length} English only; ${missing} translated strings not in this release${source.summary ?? ''}`,
    );
  }
  if (kept.has('ospanel')) {
    keep('ospanel');
  } else {
    const ospanel = readOspanel(ospanelDir);
    products.ospanel = {
      ...ospanel.meta,
      note: 'Russian and English interface files of the same release, matched by key',
    };
    entries.push(...ospanel.entries);
    report.push(
      `ospanel ${ospanel.meta.version}: ${ospanel.entries.length} strings`,
    );
  }

  // One entry per distinct (product, en, ctx, ru): plural forms and JSON
  // files repeat the PO file.
  const unique = new Map();
  for (const entry of entries.sort(compare)) {
    unique.set(
      JSON.stringify([entry.product, entry.en, entry.ctx, entry.ru, entry.key]),
      entry,
    );
  }
  const lines = [...unique.values()].map(
    (entry) => `    ${JSON.stringify(entry)}`,
  );
  const text =
    '{\n' +
    '  "about": "Interface strings the articles may quote. Written by src/plugins/ui-labels/build-dictionary.mjs; do not edit by hand.",\n' +
    `  "products": ${JSON.stringify(products, null, 2).replace(/\n/g, '\n  ')},\n` +
    '  "entries": [\n' +
    lines.join(',\n') +
    '\n  ]\n}\n';
  writeFileSync(OUTPUT, text);
  console.log(report.join('\n'));
  console.log(
    `${unique.size} entries → ${path.relative(process.cwd(), OUTPUT)} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main();
}
