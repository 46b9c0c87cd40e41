/**
 * The dictionary builder (src/plugins/ui-labels/build-dictionary.mjs) on a
 * small set of sources in tests/fixtures/ui-dictionary: what it keeps, what
 * it drops, that a second run writes the same bytes, and that a missing
 * source stops it naming the variable. The WordPress 7.1 overlay it lays
 * over the 6.8 translation is written first, from the reading notes in
 * tests/fixtures/ui-dictionary/overlay, by build-overlay.mjs, which is
 * tested here as well.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import type {Dictionary} from '../../src/plugins/ui-labels/labels';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const fixtures = path.join(root, 'tests/fixtures/ui-dictionary');
const script = path.join(root, 'src/plugins/ui-labels/build-dictionary.mjs');
const overlayScript = path.join(
  root,
  'src/plugins/ui-labels/build-overlay.mjs',
);
const notes = path.join(fixtures, 'overlay');
const out = mkdtempSync(path.join(tmpdir(), 'ui-dictionary-'));
after(() => rmSync(out, {recursive: true, force: true}));

/** Runs build-overlay.mjs on a folder of reading notes. */
function buildOverlay(file: string, found = notes) {
  return spawnSync(process.execPath, [overlayScript], {
    env: {
      PATH: process.env.PATH,
      WP71_FOUND_DIR: found,
      WP_CORE_DIR: path.join(fixtures, 'wordpress'),
      UI_OVERLAY_OUT: file,
    },
    encoding: 'utf8',
  });
}

// The overlay the dictionary runs below use, written from the fixture notes.
const overlayFile = path.join(out, 'wordpress-7.1-ru.json');
const overlayRun = buildOverlay(overlayFile);

const sources = {
  WP_CORE_DIR: path.join(fixtures, 'wordpress'),
  WP_LANG_DIR: path.join(fixtures, 'languages'),
  WP_PLUGINS_DIR: path.join(fixtures, 'plugins'),
  OSPANEL_DIR: path.join(fixtures, 'ospanel'),
  UI_DICTIONARY_OVERLAY: overlayFile,
};

function build(file: string, env: Record<string, string> = sources) {
  return spawnSync(process.execPath, [script], {
    env: {PATH: process.env.PATH, ...env, UI_DICTIONARY_OUT: file},
    encoding: 'utf8',
  });
}

type OverlayEntry = {
  ctx?: string;
  en: string;
  enPlural?: string;
  ru: string;
  plural?: string[];
  source: {repo: string; path: string; commit: string; offset: number};
  checked?: {offset: number; by: string};
};
type Overlay = {
  sources: {path: string; project: string | null; script?: string}[];
  entries: OverlayEntry[];
  notFound: {ctx?: string; en: string}[];
};
const overlay = (): Overlay =>
  JSON.parse(readFileSync(overlayFile, 'utf8')) as Overlay;

/** The msgstr a fixture PO file gives a one-line msgid, or null. */
function poText(file: string, msgid: string): string | null {
  const lines = readFileSync(
    path.join(fixtures, 'languages', file),
    'utf8',
  ).split('\n');
  const at = lines.indexOf(`msgid ${JSON.stringify(msgid)}`);
  const next = at === -1 ? undefined : lines[at + 1];
  return next?.startsWith('msgstr ')
    ? (JSON.parse(next.slice('msgstr '.length)) as string)
    : null;
}

/** The reading notes of one file, as parsed JSON lines. */
const noteLines = (name: string) =>
  readFileSync(path.join(notes, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the dictionary builder', () => {
  const first = path.join(out, 'first.json');
  const second = path.join(out, 'second.json');
  const run = build(first);

  it('runs on the fixture sources', () => {
    assert.equal(overlayRun.status, 0, overlayRun.stderr);
    assert.equal(run.status, 0, run.stderr);
  });

  it('writes the same bytes twice', () => {
    assert.equal(build(second).status, 0);
    assert.equal(readFileSync(first, 'utf8'), readFileSync(second, 'utf8'));
  });

  const dictionary = (): Dictionary =>
    JSON.parse(readFileSync(first, 'utf8')) as Dictionary;
  const find = (product: string, en: string) =>
    dictionary().entries.filter((e) => e.product === product && e.en === en);

  it('names each product with its release version and translation', () => {
    const {products} = dictionary();
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(products).map(([key, {version}]) => [key, version]),
      ),
      {
        wordpress: '7.1',
        'contact-form-7': '6.1.6',
        flamingo: '2.6.2',
        'wp-mail-smtp': '4.8.0',
        'user-registration': '5.2.4',
        ospanel: '6.2.6',
      },
    );
    assert.equal(
      products.wordpress!.translations[0]!.project,
      'WordPress - 6.8.x - Development',
    );
  });

  it('keeps translated strings the release has, with product and version', () => {
    assert.deepEqual(find('wordpress', 'Installed Plugins'), [
      {
        product: 'wordpress',
        version: '7.1',
        en: 'Installed Plugins',
        ru: 'Установленные',
      },
    ]);
    assert.equal(find('wordpress', 'Plugins')[0]!.ctx, 'menu');
    assert.equal(find('wordpress', 'Paragraph')[0]!.ru, 'Абзац');
    assert.equal(find('wordpress', 'text')[0]!.ru, 'текст');
    assert.equal(
      find('flamingo', 'Inbound Messages')[0]!.ru,
      'Входящие сообщения',
    );
  });

  it('keeps every plural form', () => {
    assert.deepEqual(
      [...find('wordpress', '%s plugin'), ...find('wordpress', '%s plugins')]
        .map(({ru}) => ru)
        .sort(),
      ['%s плагин', '%s плагина', '%s плагинов'],
    );
  });

  it('drops translated strings the release no longer has, and fuzzy guesses', () => {
    assert.deepEqual(find('wordpress', 'Removed in 7.0'), []);
    assert.deepEqual(
      find('wordpress', "Don't worry").map(({ru}) => ru),
      [null],
    );
  });

  it('keeps strings of the release the translation lacks, as English only', () => {
    assert.equal(poText('ru_RU.po', 'Bulk edit'), null);
    assert.deepEqual(find('wordpress', 'Bulk edit'), [
      {product: 'wordpress', version: '7.1', en: 'Bulk edit', ru: null},
    ]);
    assert.deepEqual(
      find('user-registration', 'Registration Form').map(({ru}) => ru),
      [null],
    );
  });

  it('pairs OSPanel strings by key and skips keys without an English text', () => {
    assert.deepEqual(
      dictionary()
        .entries.filter((e) => e.product === 'ospanel')
        .map(({key, en, ru}) => [key, en, ru]),
      [
        [
          'err_failed_change_hosts',
          'Failed to make changes to the HOSTS file',
          'Не удалось внести изменения в файл HOSTS',
        ],
        ['root_dir', 'Root directory', 'Корневой каталог'],
      ],
    );
  });

  it('stops, naming the variable, when a source folder is missing', () => {
    const {WP_LANG_DIR: _unset, ...rest} = sources;
    const result = build(path.join(out, 'none.json'), rest);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /WP_LANG_DIR is not set/);
    const wrong = build(path.join(out, 'none.json'), {
      ...sources,
      OSPANEL_DIR: path.join(fixtures, 'wordpress'),
    });
    assert.equal(wrong.status, 1);
    assert.match(
      wrong.stderr,
      /OSPANEL_DIR: system\/lang\/Russian\.ini not found/,
    );
  });

  it('keeps the products of UI_DICTIONARY_KEEP from another dictionary, reading no source of theirs', () => {
    const kept = path.join(out, 'kept.json');
    // Neither OSPanel's folder nor Flamingo's: both come from the first run.
    const empty = mkdtempSync(path.join(out, 'plugins-'));
    for (const name of readdirSync(sources.WP_PLUGINS_DIR)) {
      if (name !== 'flamingo') {
        cpSync(
          path.join(sources.WP_PLUGINS_DIR, name),
          path.join(empty, name),
          {
            recursive: true,
          },
        );
      }
    }
    const {OSPANEL_DIR: _ospanel, ...rest} = sources;
    const result = build(kept, {
      ...rest,
      WP_PLUGINS_DIR: empty,
      UI_DICTIONARY_KEEP: 'ospanel,flamingo',
      UI_DICTIONARY_FROM: first,
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(readFileSync(kept, 'utf8'), readFileSync(first, 'utf8'));
    const unknown = build(kept, {
      ...sources,
      UI_DICTIONARY_KEEP: 'bootstrap-studio',
      UI_DICTIONARY_FROM: first,
    });
    assert.equal(unknown.status, 1);
    assert.match(
      unknown.stderr,
      /UI_DICTIONARY_KEEP: unknown product bootstrap-studio/,
    );
  });

  it('takes the OSPanel version from OSPANEL_VERSION where the .iss has none', () => {
    // A repository checkout: the release build writes AppVersion.
    const checkout = path.join(out, 'ospanel');
    cpSync(sources.OSPANEL_DIR, checkout, {recursive: true});
    writeFileSync(
      path.join(checkout, 'OpenServerPanel.iss'),
      '#define AppVersion      ""\n',
    );
    const withoutVersion = build(path.join(out, 'checkout.json'), {
      ...sources,
      OSPANEL_DIR: checkout,
    });
    assert.equal(withoutVersion.status, 1);
    assert.match(withoutVersion.stderr, /OSPANEL_VERSION/);
    const file = path.join(out, 'checkout.json');
    const withVersion = build(file, {
      ...sources,
      OSPANEL_DIR: checkout,
      OSPANEL_VERSION: '6.4.5',
    });
    assert.equal(withVersion.status, 0, withVersion.stderr);
    const {products} = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    assert.equal(products.ospanel!.version, '6.4.5');
  });
});

describe('the WordPress 7.1 overlay in the dictionary', () => {
  const file = path.join(out, 'overlaid.json');
  const result = build(file);
  const entries = () =>
    (JSON.parse(readFileSync(file, 'utf8')) as Dictionary).entries;
  const find = (en: string) =>
    entries().filter((e) => e.product === 'wordpress' && e.en === en);
  const overlaid = (en: string) => {
    const entry = overlay().entries.find((e) => e.en === en);
    assert.ok(entry, `the fixture overlay has no «${en}»`);
    return entry;
  };

  it('builds', () => {
    assert.equal(result.status, 0, result.stderr);
  });

  it('replaces a 6.8 text that 7.1 changed, and marks it 7.1', () => {
    const en = 'Sorry, you are not allowed to access this page.';
    const old = poText('admin-ru_RU.po', en);
    const {ru} = overlaid(en);
    assert.ok(old !== null && old !== ru, 'the fixture must change the text');
    assert.deepEqual(find(en), [
      {product: 'wordpress', version: '7.1', en, ru, tr: '7.1'},
    ]);
  });

  it('gives Russian to a string the 6.8 translation left in English', () => {
    const en = 'Connectors';
    assert.equal(poText('ru_RU.po', en), null);
    assert.equal(poText('admin-ru_RU.po', en), null);
    assert.deepEqual(find(en), [
      {
        product: 'wordpress',
        version: '7.1',
        en,
        ru: overlaid(en).ru,
        tr: '7.1',
      },
    ]);
  });

  // 7.1 itself is the case `npm run sources` brings: its pack is newer than
  // the 6.8 one the overlay was written over.
  for (const release of ['7.1', '7.2']) {
    it(`is not laid over a translation of ${release}: that pack is what the site shows`, () => {
      // The same fixture languages, as WordPress.org ships them for a release.
      const languages = path.join(out, `languages-${release}`);
      cpSync(sources.WP_LANG_DIR, languages, {recursive: true});
      for (const name of ['ru_RU.po', 'admin-ru_RU.po']) {
        const po = path.join(languages, name);
        writeFileSync(
          po,
          readFileSync(po, 'utf8').replace(
            /WordPress - 6\.8\.x - Development/g,
            `WordPress - ${release}.x - Development`,
          ),
        );
      }
      const newer = path.join(out, `pack-${release}.json`);
      const run = build(newer, {...sources, WP_LANG_DIR: languages});
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /the 7\.1 overlay not applied/);
      const en = 'Sorry, you are not allowed to access this page.';
      const {entries: packed} = JSON.parse(
        readFileSync(newer, 'utf8'),
      ) as Dictionary;
      assert.deepEqual(
        packed.filter((e) => e.product === 'wordpress' && e.en === en),
        [
          {
            product: 'wordpress',
            version: '7.1',
            en,
            ru: poText('admin-ru_RU.po', en),
          },
        ],
      );
      assert.ok(packed.every((entry) => entry.tr === undefined));
    });
  }

  it('keeps every 7.1 plural form, the first under the singular', () => {
    const entry = overlaid('%s critical issue');
    assert.ok(entry.plural && entry.enPlural);
    const singular = find(entry.en);
    const plural = find(entry.enPlural);
    assert.deepEqual(
      [...singular, ...plural].map(({ru}) => ru).sort(),
      [...entry.plural].sort(),
    );
    assert.deepEqual(
      singular.map(({ru}) => ru),
      [entry.plural[0]],
    );
    assert.ok([...singular, ...plural].every(({tr}) => tr === '7.1'));
  });

  it('keeps the 6.8 text, or none, of a quoted string no 7.1 file has, marked 6.8', () => {
    const {notFound} = overlay();
    assert.ok(notFound.length > 0);
    for (const {en} of notFound) {
      const found = find(en);
      assert.ok(found.length > 0, `«${en}» is not in the dictionary`);
      assert.ok(
        found.every(({tr}) => tr === '6.8'),
        JSON.stringify(found),
      );
    }
    assert.deepEqual(
      find('Paragraph').map(({ru}) => ru),
      [poText('ru_RU.po', 'Paragraph')],
    );
    // The 6.8 file's only text for it is a fuzzy guess, which does not count.
    assert.deepEqual(
      find("Don't worry").map(({ru}) => ru),
      [null],
    );
  });

  it('leaves out a 7.1 string the release does not have', () => {
    overlaid('Added');
    assert.deepEqual(find('Added'), []);
  });

  it('lists the 7.1 files read among the translations', () => {
    const {translations} = (
      JSON.parse(readFileSync(file, 'utf8')) as Dictionary
    ).products.wordpress!;
    for (const source of overlay().sources) {
      const listed = translations.find((t) => t.path === source.path);
      assert.ok(listed, `${source.path} is not listed`);
      assert.equal(listed.project, source.project);
      assert.equal(listed.script, source.script);
    }
  });

  /** The overlay with one line changed, and the builder's verdict on it. */
  function broken(name: string, change: (line: string) => string, en: string) {
    const lines = readFileSync(overlayFile, 'utf8').split('\n');
    const index = lines.findIndex((line) =>
      line.includes(`"en":${JSON.stringify(en)},`),
    );
    assert.ok(index > 0, `no line for «${en}»`);
    lines[index] = change(lines[index]!);
    const bad = path.join(out, name);
    writeFileSync(bad, lines.join('\n'));
    return {
      line: index + 1,
      run: build(path.join(out, 'broken.json'), {
        ...sources,
        UI_DICTIONARY_OVERLAY: bad,
      }),
    };
  }

  it('stops, naming the file and the line, on an overlay that is not JSON', () => {
    const {line, run} = broken(
      'not-json.json',
      (text) => text.replace(/\},$/, ','),
      'Connectors',
    );
    assert.equal(run.status, 1);
    const reported = /not-json\.json:(\d+): not JSON/.exec(run.stderr);
    assert.ok(reported, run.stderr);
    // The parser notices the missing brace at the end of the line or at
    // the start of the next one.
    assert.ok([line, line + 1].includes(Number(reported[1])), run.stderr);
  });

  it('stops, naming the file, the line and the entry, on an entry without Russian', () => {
    const {line, run} = broken(
      'no-russian.json',
      (text) => text.replace(/"ru":"[^"]*",/, ''),
      'Connectors',
    );
    const index = overlay().entries.findIndex((e) => e.en === 'Connectors');
    assert.equal(run.status, 1);
    assert.ok(
      run.stderr.includes(
        `no-russian.json:${line}: entries[${index}] has no Russian text "ru"`,
      ),
      run.stderr,
    );
  });
});

describe('the overlay builder', () => {
  const needles = noteLines('needles.jsonl');
  const found = [
    ...noteLines('found-admin.jsonl'),
    ...noteLines('found-core.jsonl'),
  ];
  const seconds = noteLines('second-read.jsonl');
  const forms = (record: {ru?: unknown; plural?: unknown}) =>
    JSON.stringify(record.plural ?? [record.ru]);

  it('writes the same bytes twice', () => {
    const again = path.join(out, 'overlay-again.json');
    assert.equal(buildOverlay(again).status, 0);
    assert.equal(
      readFileSync(again, 'utf8'),
      readFileSync(overlayFile, 'utf8'),
    );
  });

  it('keeps the ru_RU text where admin-ru_RU has another, as WordPress shows it', () => {
    const en = 'Sorry, you are not allowed to access this page.';
    const byFile = (name: string) =>
      found.find((f) => f.en === en && String(f.path).endsWith(name));
    const core = byFile('/ru_RU.l10n.php');
    const admin = byFile('/admin-ru_RU.l10n.php');
    assert.ok(core && admin && core.ru !== admin.ru, 'the notes must disagree');
    const written = overlay().entries.filter((e) => e.en === en);
    assert.deepEqual(
      written.map(({ru, source}) => [ru, source.path]),
      [[core.ru, core.path]],
    );
    assert.ok(overlayRun.stdout.includes(String(admin.ru)), overlayRun.stdout);
  });

  it('marks an entry checked exactly where a second read of its page agrees', () => {
    for (const entry of overlay().entries) {
      const read = seconds.find(
        (s) =>
          s.path === entry.source.path &&
          s.en === entry.en &&
          (s.ctx ?? undefined) === entry.ctx,
      );
      const agrees =
        read !== undefined &&
        read.offset === entry.source.offset &&
        forms(read) === forms(entry);
      assert.equal(entry.checked !== undefined, agrees, entry.en);
    }
    assert.ok(overlay().entries.some((e) => !e.checked));
  });

  it('lists the quoted strings that no note has as not found', () => {
    const plurals = new Set(overlay().entries.map((e) => e.enPlural));
    const expected = needles
      .filter(
        (n) =>
          !found.some((f) => f.en === n.en) && !plurals.has(n.en as string),
      )
      .map((n) => n.en)
      .sort();
    assert.deepEqual(
      overlay()
        .notFound.map(({en}) => en)
        .sort(),
      expected,
    );
  });

  /** A copy of the notes with one file changed, and the builder's verdict. */
  function withNotes(name: string, change: (text: string) => string) {
    const copy = mkdtempSync(path.join(out, 'notes-'));
    cpSync(notes, copy, {recursive: true});
    const file = path.join(copy, name);
    writeFileSync(
      file,
      change(existsSync(file) ? readFileSync(file, 'utf8') : ''),
    );
    const written = path.join(copy, 'out.json');
    return {run: buildOverlay(written, copy), written};
  }

  it('stops on two Russian texts for one string, naming both notes', () => {
    const line = noteLines('found-core.jsonl').findIndex(
      (f) => f.en === 'Connectors',
    );
    const other = {
      ...noteLines('found-core.jsonl')[line]!,
      ru: 'другой текст',
      path: 'wp-content/languages/ru_RU-bf0f094965d3d4a95b47babcb35fc136.json',
    };
    const {run} = withNotes(
      'found-other.jsonl',
      () => `${JSON.stringify(other)}\n`,
    );
    assert.equal(run.status, 1);
    assert.match(run.stderr, /two Russian texts for «Connectors»/);
    assert.ok(run.stderr.includes(`found-core.jsonl:${line + 1}`), run.stderr);
    assert.ok(run.stderr.includes('found-other.jsonl:1'), run.stderr);
  });

  it('stops on a second read that differs, unless it is marked corrected', () => {
    const change = (corrected: boolean) => (text: string) =>
      text
        .split('\n')
        .map((line) => {
          if (!line.includes('"en":"Connectors"')) return line;
          const read = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify({
            ...read,
            ru: 'текст второго чтения',
            ...(corrected ? {corrected: true} : {}),
          });
        })
        .join('\n');
    const differs = withNotes('second-read.jsonl', change(false));
    assert.equal(differs.run.status, 1);
    assert.match(differs.run.stderr, /second-read\.jsonl:\d+/);
    const fixed = withNotes('second-read.jsonl', change(true));
    assert.equal(fixed.run.status, 0, fixed.run.stderr);
    const written = JSON.parse(readFileSync(fixed.written, 'utf8')) as Overlay;
    assert.equal(
      written.entries.find((e) => e.en === 'Connectors')?.ru,
      'текст второго чтения',
    );
    assert.match(fixed.run.stdout, /1 corrected/);
  });

  it('stops, naming the file and the line, on a note that is not JSON', () => {
    const {run} = withNotes('found-core.jsonl', (text) =>
      text.replace(/\n/, '\n{"broken": \n'),
    );
    assert.equal(run.status, 1);
    assert.match(run.stderr, /found-core\.jsonl:2: not JSON/);
  });
});
