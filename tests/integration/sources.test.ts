/**
 * `npm run sources` (lab/sources/sources.mjs) against a stand-in of
 * WordPress.org on loopback: the core version check, the checksums, the
 * translations API, the plugin information API and the downloads, answering
 * in the shapes WordPress.org answers in (as wp-includes/update.php,
 * wp-admin/includes/update.php, translation-install.php and plugin-install.php
 * read them), with small fixture archives built here. The plugins asked for
 * are those of src/data/releases.yml, as the command reads them.
 *
 * Covered: the newest release found by the version check; the archive's
 * SHA-1 and a file's MD5 that do not match (stops, names the file); a
 * missing language pack (says so, goes on); an endpoint that refuses or does
 * not answer (a clear error, and nothing half-written: an earlier folder
 * stays as it was); a local mirror with and without published checksums.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {zipSync, strToU8} from 'fflate';

import {readReleases} from '../../src/data/releasesFile';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const script = path.join(root, 'lab/sources/sources.mjs');
const plugins = readReleases(root).flatMap((release) =>
  release.plugin ? [release.plugin] : [],
);
const work = mkdtempSync(path.join(tmpdir(), 'kb-sources-'));
after(() => rmSync(work, {recursive: true, force: true}));

const NEWEST = '9.1';
const THEME = {slug: 'twentytest', version: '1.0'};
/** The plugin whose Russian pack WordPress.org does not have. */
const UNTRANSLATED = plugins.at(-1)!;

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const sha1 = (data: Uint8Array) =>
  createHash('sha1').update(data).digest('hex');

// ---------------------------------------------------------------------------
// Fixture archives, laid out as WordPress.org's

const coreFiles: Record<string, Uint8Array> = {
  'wordpress/index.php': strToU8('<?php // fixture\n'),
  'wordpress/wp-includes/version.php': strToU8(
    `<?php\n$wp_version = '${NEWEST}';\n`,
  ),
  'wordpress/wp-admin/menu.php': strToU8('<?php // fixture menu\n'),
  [`wordpress/wp-content/themes/${THEME.slug}/style.css`]: strToU8(
    `/*\nTheme Name: Twenty Test\nVersion: ${THEME.version}\n*/\n`,
  ),
};
const coreZip = zipSync(coreFiles);
const checksums = Object.fromEntries(
  Object.entries(coreFiles).map(([file, data]) => [
    file.replace(/^wordpress\//, ''),
    md5(data),
  ]),
);
const po = (project: string) =>
  strToU8(
    `msgid ""\nmsgstr ""\n"Project-Id-Version: ${project}\\n"\n"PO-Revision-Date: 2026-11-20 10:00:00+0000\\n"\n`,
  );
const coreLanguageZip = zipSync({
  'ru_RU.po': po(`WordPress - ${NEWEST}.x - Development`),
  'ru_RU.mo': strToU8('mo'),
  'admin-ru_RU.po': po(
    `WordPress - ${NEWEST}.x - Development - Administration`,
  ),
  'admin-ru_RU.mo': strToU8('mo'),
});
const pluginVersion = (slug: string) => `${slug.length}.0.1`;
const pluginZip = (slug: string) =>
  zipSync({[`${slug}/${slug}.php`]: strToU8(`<?php // ${slug}\n`)});
const pluginLanguageZip = (slug: string) =>
  zipSync({
    [`${slug}-ru_RU.po`]: po(`Plugins - ${slug}`),
    [`${slug}-ru_RU.mo`]: strToU8('mo'),
  });

// ---------------------------------------------------------------------------
// The stand-in

type Faults = {
  /** The published SHA-1 of the release archive is another one. */
  wrongSha1?: boolean;
  /** The published MD5 of this file is another one. */
  wrongMd5?: string;
  /** Requests whose path contains this are never answered. */
  hangOn?: string;
};

function startStandIn(
  faults: Faults = {},
): Promise<{server: Server; url: string}> {
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    const route = url.pathname;
    if (faults.hangOn && `${route}${url.search}`.includes(faults.hangOn)) {
      return; // accepted, never answered
    }
    const json = (body: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    const bytes = (body: Uint8Array) => response.end(Buffer.from(body));
    const downloads = 'https://downloads.wordpress.org';
    let match: RegExpExecArray | null;
    if (route === '/api.wordpress.org/core/version-check/1.7/') {
      // The localized offer first, as WordPress.org answers a ru_RU site.
      const offer = (locale: string) => ({
        response: 'upgrade',
        download: `${downloads}/release/${locale === 'en_US' ? '' : `${locale}/`}wordpress-${NEWEST}.zip`,
        locale,
        packages: {full: `${downloads}/release/wordpress-${NEWEST}.zip`},
        current: NEWEST,
        version: NEWEST,
        php_version: '7.4',
        mysql_version: '5.5.5',
        new_bundled: '6.7',
        partial_version: false,
      });
      return json({offers: [offer('ru_RU'), offer('en_US')], translations: []});
    }
    if (route === '/api.wordpress.org/core/checksums/1.0/') {
      if (url.searchParams.get('version') !== NEWEST)
        return json({checksums: false});
      const sums = {...checksums};
      if (faults.wrongMd5)
        sums[faults.wrongMd5] = md5(strToU8('something else'));
      return json({checksums: sums});
    }
    if (route === `/wordpress.org/wordpress-${NEWEST}.zip`)
      return bytes(coreZip);
    if (route === `/wordpress.org/wordpress-${NEWEST}.zip.sha1`) {
      return response.end(
        faults.wrongSha1 ? sha1(strToU8('other')) : sha1(coreZip),
      );
    }
    if (
      (match =
        /^\/api\.wordpress\.org\/translations\/(core|themes|plugins)\/1\.0\/$/.exec(
          route,
        ))
    ) {
      const type = match[1]!;
      const slug = url.searchParams.get('slug');
      const version = url.searchParams.get('version')!;
      const has =
        type === 'core' || (type === 'plugins' && slug !== UNTRANSLATED);
      const kind = {core: 'core', themes: 'theme', plugins: 'plugin'}[type];
      const packagePath =
        type === 'core'
          ? `translation/core/${version}/ru_RU.zip`
          : `translation/${kind}/${slug}/${version}/ru_RU.zip`;
      const entry = (language: string) => ({
        language,
        version,
        updated: '2026-11-20 10:00:00',
        english_name: language === 'ru_RU' ? 'Russian' : 'German',
        native_name: language === 'ru_RU' ? 'Русский' : 'Deutsch',
        package: `${downloads}/${packagePath.replace('ru_RU', language)}`,
        iso: {1: language.slice(0, 2)},
        strings: {continue: 'Продолжить'},
      });
      return json({
        translations: has ? [entry('de_DE'), entry('ru_RU')] : [entry('de_DE')],
      });
    }
    if (
      (match =
        /^\/downloads\.wordpress\.org\/translation\/core\/[\d.]+\/ru_RU\.zip$/.exec(
          route,
        ))
    ) {
      return bytes(coreLanguageZip);
    }
    if (
      (match =
        /^\/downloads\.wordpress\.org\/translation\/plugin\/([^/]+)\/[\d.]+\/ru_RU\.zip$/.exec(
          route,
        ))
    ) {
      return bytes(pluginLanguageZip(match[1]!));
    }
    if (route === '/api.wordpress.org/plugins/info/1.2/') {
      const slug = url.searchParams.get('request[slug]')!;
      if (!plugins.includes(slug)) return json({error: 'Plugin not found.'});
      const version = pluginVersion(slug);
      return json({
        name: slug,
        slug,
        version,
        download_link: `${downloads}/plugin/${slug}.${version}.zip`,
        versions: {[version]: `${downloads}/plugin/${slug}.${version}.zip`},
      });
    }
    if (
      (match =
        /^\/downloads\.wordpress\.org\/plugin\/([a-z0-9-]+)\.[\d.]+\.zip$/.exec(
          route,
        ))
    ) {
      return bytes(pluginZip(match[1]!));
    }
    response.statusCode = 404;
    response.end('not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({server, url: `http://127.0.0.1:${port}`});
    });
  });
}

/** Runs the command; resolves when it exits (the stand-in runs meanwhile). */
function sources(
  args: string[],
  env: Record<string, string> = {},
): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: {PATH: process.env.PATH!, ...env},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

const leftovers = (folder: string) =>
  readdirSync(path.dirname(folder)).filter((name) =>
    name.startsWith(`${path.basename(folder)}.partial`),
  );

// ---------------------------------------------------------------------------

describe('npm run sources against a stand-in of WordPress.org', () => {
  let standIn: {server: Server; url: string};
  before(async () => {
    standIn = await startStandIn();
  });
  after(() => standIn.server.close());

  it('fills the cache from the newest release, and goes on without a missing language pack', async () => {
    const out = path.join(work, 'newest');
    const result = await sources(['--out', out], {
      SOURCES_ENDPOINT: standIn.url,
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(
      result.stdout,
      new RegExp(
        `WordPress ${NEWEST.replace('.', '\\.')} — самый новый выпуск`,
      ),
    );
    assert.equal(
      readFileSync(path.join(out, 'wordpress/wp-includes/version.php'), 'utf8'),
      `<?php\n$wp_version = '${NEWEST}';\n`,
    );
    assert.ok(existsSync(path.join(out, 'languages/ru_RU.po')));
    assert.ok(existsSync(path.join(out, 'languages/admin-ru_RU.mo')));
    for (const slug of plugins) {
      assert.ok(
        existsSync(path.join(out, `plugins/${slug}/${slug}.php`)),
        slug,
      );
      assert.equal(
        existsSync(path.join(out, `languages/plugins/${slug}-ru_RU.po`)),
        slug !== UNTRANSLATED,
        `${slug}: its Russian pack`,
      );
    }
    for (const what of [
      `темы ${THEME.slug} ${THEME.version}`,
      `плагина ${UNTRANSLATED} ${pluginVersion(UNTRANSLATED)}`,
    ]) {
      assert.ok(
        result.stdout.includes(
          `нет перевода ru_RU для ${what} — продолжаю без него`,
        ),
        `${what}: ${result.stdout}`,
      );
    }
    const record = JSON.parse(
      readFileSync(path.join(out, 'sources.json'), 'utf8'),
    );
    assert.equal(record.wordpress.version, NEWEST);
    assert.equal(record.wordpress.verified, true);
    assert.equal(record.wordpress.sha1, sha1(coreZip));
    assert.deepEqual(
      record.plugins.map((plugin: {slug: string; version: string}) => [
        plugin.slug,
        plugin.version,
      ]),
      plugins.map((slug) => [slug, pluginVersion(slug)]),
    );
    assert.deepEqual(record.missing, [
      {kind: 'theme', slug: THEME.slug, version: THEME.version},
      {
        kind: 'plugin',
        slug: UNTRANSLATED,
        version: pluginVersion(UNTRANSLATED),
      },
    ]);
    assert.equal(
      record.languages.find((pack: {kind: string}) => pack.kind === 'core')
        .po[0].project,
      `WordPress - ${NEWEST}.x - Development - Administration`,
    );
    assert.deepEqual(leftovers(out), []);
  });

  it('takes a named plugin version, and stops on one WordPress.org does not have', async () => {
    const [slug] = plugins;
    const out = path.join(work, 'pinned');
    const ok = await sources(
      [
        '--wp',
        NEWEST,
        '--plugin',
        `${slug}@${pluginVersion(slug!)}`,
        '--out',
        out,
      ],
      {SOURCES_ENDPOINT: standIn.url},
    );
    assert.equal(ok.status, 0, ok.stderr);
    const missing = await sources(['--plugin', `${slug}@0.0.1`, '--out', out], {
      SOURCES_ENDPOINT: standIn.url,
    });
    assert.equal(missing.status, 1);
    assert.match(
      missing.stderr,
      new RegExp(`${slug}: на WordPress.org нет выпуска 0\\.0\\.1`),
    );
  });

  it('names a bad SOURCES_ENDPOINT or SOURCES_TIMEOUT', async () => {
    for (const [variable, value] of [
      ['SOURCES_ENDPOINT', 'stand-in'],
      ['SOURCES_TIMEOUT', 'soon'],
    ] as const) {
      const result = await sources(['--out', path.join(work, 'bad-env')], {
        SOURCES_ENDPOINT: standIn.url,
        [variable]: value,
      });
      assert.equal(result.status, 1);
      assert.match(
        result.stderr,
        new RegExp(`^sources: ${variable}: «${value}»`),
      );
    }
  });
});

describe('npm run sources stops on a bad answer, and writes nothing', () => {
  /** A folder from an earlier run, which a failed run must leave alone. */
  const out = path.join(work, 'earlier');
  const marker = path.join(out, 'earlier.txt');
  before(() => {
    mkdirSync(out, {recursive: true});
    writeFileSync(marker, 'from an earlier run\n');
  });

  const cases: [string, Faults, RegExp][] = [
    [
      'the archive does not match its published SHA-1',
      {wrongSha1: true},
      new RegExp(
        `https://wordpress\\.org/wordpress-${NEWEST.replace('.', '\\.')}\\.zip: контрольная сумма SHA-1 не совпала`,
      ),
    ],
    [
      'a file of the archive does not match its published MD5',
      {wrongMd5: 'wp-includes/version.php'},
      /файл wp-includes\/version\.php не совпал с контрольной суммой MD5/,
    ],
    [
      'the plugin information API does not answer',
      {hangOn: `request%5Bslug%5D=${UNTRANSLATED}`},
      new RegExp(
        `https://api\\.wordpress\\.org/plugins/info/1\\.2/\\?action=plugin_information&request%5Bslug%5D=${UNTRANSLATED}.*: нет ответа за 1 с`,
      ),
    ],
  ];
  for (const [name, faults, message] of cases) {
    it(name, async () => {
      const standIn = await startStandIn(faults);
      try {
        const result = await sources(['--out', out], {
          SOURCES_ENDPOINT: standIn.url,
          SOURCES_TIMEOUT: '1',
        });
        assert.equal(result.status, 1, result.stdout);
        assert.match(result.stderr, message);
        assert.match(result.stderr, /Ничего не записано\./);
      } finally {
        standIn.server.closeAllConnections();
        standIn.server.close();
      }
      assert.deepEqual(readdirSync(out), ['earlier.txt']);
      assert.equal(readFileSync(marker, 'utf8'), 'from an earlier run\n');
      assert.deepEqual(leftovers(out), []);
    });
  }

  it('the endpoint refuses the connection', async () => {
    const standIn = await startStandIn();
    const {url} = standIn;
    await new Promise((resolve) => standIn.server.close(resolve));
    const result = await sources(['--out', out], {SOURCES_ENDPOINT: url});
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /^sources: https:\/\/api\.wordpress\.org\/core\/version-check\/1\.7\/: ECONNREFUSED/,
    );
    assert.deepEqual(readdirSync(out), ['earlier.txt']);
  });
});

describe('npm run sources --from a local mirror', () => {
  const mirror = path.join(work, 'mirror');
  const put = (relative: string, data: Uint8Array | string) => {
    mkdirSync(path.dirname(path.join(mirror, relative)), {recursive: true});
    writeFileSync(path.join(mirror, relative), data);
  };
  before(() => {
    put(`wordpress.org/wordpress-${NEWEST}.zip`, coreZip);
    // An older release beside it: the newest is the highest version.
    put(
      'wordpress.org/wordpress-9.0.zip',
      zipSync({'wordpress/index.php': strToU8('old')}),
    );
    put(
      `downloads.wordpress.org/translation/core/${NEWEST}/ru_RU.zip`,
      coreLanguageZip,
    );
    for (const slug of plugins) {
      put(
        `downloads.wordpress.org/plugin/${slug}.${pluginVersion(slug)}.zip`,
        pluginZip(slug),
      );
      put(
        `downloads.wordpress.org/plugin/${slug}.0.1.zip`,
        zipSync({[`${slug}/old.php`]: strToU8('old')}),
      );
    }
  });

  it('stops without published checksums, naming what is missing and --unverified', async () => {
    const out = path.join(work, 'from-mirror');
    const result = await sources(['--from', mirror, '--out', out]);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      new RegExp(
        `нет опубликованных контрольных сумм wordpress\\.org/wordpress-${NEWEST.replace('.', '\\.')}\\.zip\\.sha1`,
      ),
    );
    assert.match(result.stderr, /--unverified/);
    assert.equal(existsSync(out), false);
  });

  it('fills the cache from the newest files, verified where the mirror has the checksums', async () => {
    const out = path.join(work, 'from-mirror');
    const unverified = await sources([
      '--from',
      mirror,
      '--unverified',
      '--out',
      out,
    ]);
    assert.equal(unverified.status, 0, unverified.stderr);
    assert.match(unverified.stdout, /НЕ сверено/);
    let record = JSON.parse(
      readFileSync(path.join(out, 'sources.json'), 'utf8'),
    );
    assert.equal(record.wordpress.version, NEWEST);
    assert.equal(record.wordpress.verified, false);
    for (const slug of plugins) {
      assert.ok(
        existsSync(path.join(out, `plugins/${slug}/${slug}.php`)),
        slug,
      );
    }

    put(`wordpress.org/wordpress-${NEWEST}.zip.sha1`, sha1(coreZip));
    put(
      `api.wordpress.org/core/checksums/1.0/${NEWEST}.json`,
      JSON.stringify({checksums}),
    );
    const verified = await sources(['--from', mirror, '--out', out]);
    assert.equal(verified.status, 0, verified.stderr);
    record = JSON.parse(readFileSync(path.join(out, 'sources.json'), 'utf8'));
    assert.equal(record.wordpress.verified, true);
  });
});
