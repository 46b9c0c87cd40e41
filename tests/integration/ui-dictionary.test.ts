/**
 * The dictionary builder (src/plugins/ui-labels/build-dictionary.mjs) on a
 * small set of sources in tests/fixtures/ui-dictionary: what it keeps, what
 * it drops, that a second run writes the same bytes, and that a missing
 * source stops it naming the variable.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
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
const out = mkdtempSync(path.join(tmpdir(), 'ui-dictionary-'));
after(() => rmSync(out, {recursive: true, force: true}));

const sources = {
  WP_CORE_DIR: path.join(fixtures, 'wordpress'),
  WP_LANG_DIR: path.join(fixtures, 'languages'),
  WP_PLUGINS_DIR: path.join(fixtures, 'plugins'),
  OSPANEL_DIR: path.join(fixtures, 'ospanel'),
};

function build(file: string, env: Record<string, string> = sources) {
  return spawnSync(process.execPath, [script], {
    env: {PATH: process.env.PATH, ...env, UI_DICTIONARY_OUT: file},
    encoding: 'utf8',
  });
}

describe('the dictionary builder', () => {
  const first = path.join(out, 'first.json');
  const second = path.join(out, 'second.json');
  const run = build(first);

  it('runs on the fixture sources', () => {
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
    assert.deepEqual(
      find('wordpress', 'Connectors').map(({ru}) => ru),
      [null],
    );
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
