// `npm run sources`: WordPress, its Russian language packs and the plugins
// the articles cover, from WordPress.org's official channels, unpacked into
// one cache folder laid out the way `lab:wordpress`, `lab:scenarios`,
// `screenshots` and `ui-dictionary` read it:
//
//   .cache/sources/wordpress-<version>/
//     wordpress/            the release archive (WP_CORE_DIR)
//     languages/            ru_RU core pack, themes/ and plugins/ packs (WP_LANG_DIR)
//     plugins/<slug>/       the plugins of src/data/releases.yml (WP_PLUGINS_DIR)
//     sources.json          what was read from where, with versions and checksums
//   .cache/sources/current  → the folder last filled (the lab's default)
//
// The newest release by default; `--wp 7.1` and `--plugin slug@6.1.6` name
// versions. `--from DIR` reads the same files from a local mirror instead of
// the network (README.md in this folder says how to fill one). Nothing is
// half-written: the folder is assembled beside its place and moved in only
// when everything checked out. See README.md in this folder.
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {unzipSync} from 'fflate';
import {parse as parseYaml} from 'yaml';

import {compareVersions} from '../../src/data/versions.mjs';
import {runAsScript} from '../cli.mjs';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const LOCALE = 'ru_RU';
const API = 'https://api.wordpress.org';
const SITE = 'https://wordpress.org';

export class SourcesError extends Error {}

// ---------------------------------------------------------------------------
// Settings

/** The plugins to fetch: those of src/data/releases.yml with a slug. */
export function articlePlugins(root = ROOT) {
  const file = path.join(root, 'src/data/releases.yml');
  const list = parseYaml(readFileSync(file, 'utf8'));
  return list.filter((entry) => entry.plugin).map((entry) => entry.plugin);
}

/**
 * `SOURCES_ENDPOINT` sends every request to a stand-in instead of
 * WordPress.org (the tests' server on loopback): `https://api.wordpress.org/x`
 * becomes `<endpoint>/api.wordpress.org/x`.
 */
export function readEndpoint(env = process.env) {
  const value = env.SOURCES_ENDPOINT?.trim();
  if (!value) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new SourcesError(
      `SOURCES_ENDPOINT: «${value}» — нужен адрес http(s), например http://127.0.0.1:8990`,
    );
  }
  if (!/^https?:$/.test(url.protocol)) {
    throw new SourcesError(
      `SOURCES_ENDPOINT: «${value}» — нужен адрес http(s), например http://127.0.0.1:8990`,
    );
  }
  return url.href.replace(/\/$/, '');
}

/** `SOURCES_TIMEOUT`: seconds to wait for an answer (default 60). */
export function readTimeout(env = process.env) {
  const raw = env.SOURCES_TIMEOUT ?? '60';
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds <= 0) {
    throw new SourcesError(
      `SOURCES_TIMEOUT: «${raw}» — нужно число секунд больше нуля (по умолчанию 60)`,
    );
  }
  return seconds * 1000;
}

// ---------------------------------------------------------------------------
// Versions

const VERSION = /^\d+(\.\d+)*$/;

function checkVersion(what, version) {
  if (!VERSION.test(version)) {
    throw new SourcesError(
      `${what}: «${version}» — не номер выпуска вроде 7.1 или 6.1.6`,
    );
  }
  return version;
}

// ---------------------------------------------------------------------------
// Two ways to the same files: WordPress.org (or its stand-in) and a mirror

/**
 * WordPress.org's public endpoints: the core version check, the checksums,
 * the translations API, the plugin information API and the downloads.
 */
export function onlineChannel({endpoint = null, timeout = 60_000} = {}) {
  const address = (url) =>
    endpoint ? `${endpoint}/${url.replace(/^https?:\/\//, '')}` : url;

  async function request(url) {
    const target = address(url);
    let response;
    try {
      response = await fetch(target, {
        signal: globalThis.AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const reason =
        error.name === 'TimeoutError'
          ? `нет ответа за ${timeout / 1000} с`
          : (error.cause?.code ?? error.cause?.message ?? error.message);
      throw new SourcesError(`${url}: ${reason}`);
    }
    return {url, response};
  }

  async function json(url) {
    const {response} = await request(url);
    if (!response.ok) {
      throw new SourcesError(`${url}: HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new SourcesError(`${url}: ответ не JSON`);
    }
  }

  async function bytes(url, {optional = false} = {}) {
    const {response} = await request(url);
    if (optional && response.status === 404) return null;
    if (!response.ok) {
      throw new SourcesError(`${url}: HTTP ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /** The translation of this kind (core, themes, plugins) in `LOCALE`. */
  async function translation(type, slug, version) {
    const query = new URLSearchParams({version});
    if (slug) query.set('slug', slug);
    const url = `${API}/translations/${type}/1.0/?${query}`;
    const body = await json(url);
    const entry = body.translations?.find((item) => item.language === LOCALE);
    if (!entry) return null;
    return {
      url: entry.package,
      version: entry.version,
      updated: entry.updated,
      archive: await bytes(entry.package),
    };
  }

  return {
    name: endpoint ?? 'WordPress.org',
    async latestCore() {
      const url = `${API}/core/version-check/1.7/`;
      const body = await json(url);
      const offer =
        body.offers?.find((item) => item.locale === 'en_US') ??
        body.offers?.[0];
      if (!offer?.current) {
        throw new SourcesError(`${url}: в ответе нет offers[].current`);
      }
      return checkVersion(url, offer.current);
    },
    async core(version) {
      const url = `${SITE}/wordpress-${version}.zip`;
      const sha1 = await bytes(`${url}.sha1`);
      const checksumsUrl = `${API}/core/checksums/1.0/?${new URLSearchParams({version, locale: 'en_US'})}`;
      const checksums = (await json(checksumsUrl)).checksums;
      if (
        !checksums ||
        typeof checksums !== 'object' ||
        Array.isArray(checksums)
      ) {
        throw new SourcesError(
          `${checksumsUrl}: нет контрольных сумм выпуска ${version}`,
        );
      }
      return {
        url,
        archive: await bytes(url),
        sha1: sha1.toString('utf8').trim().split(/\s/)[0],
        checksums,
      };
    },
    coreTranslation: (version) => translation('core', null, version),
    themeTranslation: (slug, version) => translation('themes', slug, version),
    async plugin(slug, version) {
      const query = new URLSearchParams({action: 'plugin_information'});
      query.set('request[slug]', slug);
      query.set('request[fields][versions]', '1');
      const url = `${API}/plugins/info/1.2/?${query}`;
      const info = await json(url);
      if (info.error || !info.version) {
        throw new SourcesError(
          `${url}: ${info.error ?? 'в ответе нет version'}`,
        );
      }
      const chosen = version ?? checkVersion(url, info.version);
      const link =
        chosen === info.version ? info.download_link : info.versions?.[chosen];
      if (!link) {
        throw new SourcesError(
          `${slug}: на WordPress.org нет выпуска ${chosen}`,
        );
      }
      return {version: chosen, url: link, archive: await bytes(link)};
    },
    pluginTranslation: (slug, version) => translation('plugins', slug, version),
  };
}

/**
 * A local mirror: the same files under the paths WordPress.org serves them
 * from (README.md in this folder):
 *   wordpress.org/wordpress-7.1.zip (+ .sha1)
 *   api.wordpress.org/core/checksums/1.0/7.1.json
 *   downloads.wordpress.org/translation/core/7.1/ru_RU.zip
 *   downloads.wordpress.org/translation/theme/<slug>/<version>/ru_RU.zip
 *   downloads.wordpress.org/plugin/<slug>.<version>.zip
 *   downloads.wordpress.org/translation/plugin/<slug>/<version>/ru_RU.zip
 * The newest release is the highest version present. A mirror filled from
 * git repositories has no published checksums: `unverified` lets it through,
 * and sources.json says it was not verified.
 */
export function mirrorChannel(dir, {unverified = false} = {}) {
  const root = path.resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new SourcesError(`--from ${dir}: такой папки нет`);
  }
  const file = (relative) => path.join(root, relative);
  const read = (relative) =>
    existsSync(file(relative)) ? readFileSync(file(relative)) : null;
  const versionsIn = (relative, pattern) => {
    const folder = file(relative);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .map((name) => pattern.exec(name)?.[1])
      .filter((version) => version && VERSION.test(version))
      .sort(compareVersions);
  };
  const required = (relative) => {
    const content = read(relative);
    if (!content)
      throw new SourcesError(`--from ${dir}: нет файла ${relative}`);
    return content;
  };
  const translation = (relative, version) => {
    const archive = read(relative);
    return archive ? {url: relative, version, updated: null, archive} : null;
  };

  return {
    name: root,
    async latestCore() {
      const versions = versionsIn('wordpress.org', /^wordpress-(.+)\.zip$/);
      if (versions.length === 0) {
        throw new SourcesError(
          `--from ${dir}: нет ни одного wordpress.org/wordpress-<версия>.zip`,
        );
      }
      return versions.at(-1);
    },
    async core(version) {
      const relative = `wordpress.org/wordpress-${version}.zip`;
      const archive = required(relative);
      const sha1 = read(`${relative}.sha1`);
      const checksums = read(
        `api.wordpress.org/core/checksums/1.0/${version}.json`,
      );
      if ((!sha1 || !checksums) && !unverified) {
        throw new SourcesError(
          `--from ${dir}: нет опубликованных контрольных сумм ${relative}.sha1 и api.wordpress.org/core/checksums/1.0/${version}.json; ` +
            'зеркало из репозиториев git их не имеет — тогда запускайте с --unverified',
        );
      }
      return {
        url: relative,
        archive,
        sha1: sha1?.toString('utf8').trim().split(/\s/)[0] ?? null,
        checksums: checksums
          ? JSON.parse(checksums.toString('utf8')).checksums
          : null,
      };
    },
    coreTranslation: async (version) =>
      translation(
        `downloads.wordpress.org/translation/core/${version}/${LOCALE}.zip`,
        version,
      ),
    themeTranslation: async (slug, version) =>
      translation(
        `downloads.wordpress.org/translation/theme/${slug}/${version}/${LOCALE}.zip`,
        version,
      ),
    async plugin(slug, version) {
      const escaped = slug.replace(/[-]/g, '\\-');
      const versions = versionsIn(
        'downloads.wordpress.org/plugin',
        new RegExp(`^${escaped}\\.(\\d+(?:\\.\\d+)*)\\.zip$`),
      );
      const chosen = version ?? versions.at(-1);
      if (!chosen) {
        throw new SourcesError(
          `--from ${dir}: нет ни одного downloads.wordpress.org/plugin/${slug}.<версия>.zip`,
        );
      }
      const relative = `downloads.wordpress.org/plugin/${slug}.${chosen}.zip`;
      return {version: chosen, url: relative, archive: required(relative)};
    },
    pluginTranslation: async (slug, version) =>
      translation(
        `downloads.wordpress.org/translation/plugin/${slug}/${version}/${LOCALE}.zip`,
        version,
      ),
  };
}

// ---------------------------------------------------------------------------
// Unpacking

/** The entries of a zip archive; stops, naming it, on a broken one. */
function entriesOf(name, archive) {
  try {
    return unzipSync(new Uint8Array(archive));
  } catch (error) {
    throw new SourcesError(`${name}: не архив zip (${error.message})`);
  }
}

/** Writes the entries under `strip` into `target`; refuses paths outside it. */
function writeEntries(name, entries, target, strip = '') {
  let count = 0;
  for (const [entry, content] of Object.entries(entries)) {
    if (entry.endsWith('/')) continue;
    if (!entry.startsWith(strip)) {
      throw new SourcesError(
        `${name}: файл ${entry} лежит не в папке ${strip}`,
      );
    }
    const relative = entry.slice(strip.length);
    const destination = path.resolve(target, relative);
    if (!destination.startsWith(path.resolve(target) + path.sep)) {
      throw new SourcesError(`${name}: путь ${entry} ведёт за пределы папки`);
    }
    mkdirSync(path.dirname(destination), {recursive: true});
    writeFileSync(destination, content);
    count += 1;
  }
  return count;
}

const sha1Of = (bytes) => createHash('sha1').update(bytes).digest('hex');
const md5Of = (bytes) => createHash('md5').update(bytes).digest('hex');

/** The release archive against the SHA-1 and the per-file MD5 sums. */
function verifyCore(version, core, entries) {
  if (core.sha1 !== null && sha1Of(core.archive) !== core.sha1.toLowerCase()) {
    throw new SourcesError(
      `${core.url}: контрольная сумма SHA-1 не совпала с опубликованной (${core.sha1}) — архив испорчен или подменён`,
    );
  }
  if (core.checksums === null) return false;
  for (const [file, md5] of Object.entries(core.checksums)) {
    const content = entries[`wordpress/${file}`];
    if (!content) {
      throw new SourcesError(
        `${core.url}: нет файла ${file}, который есть в контрольных суммах ${version}`,
      );
    }
    if (md5Of(content) !== md5) {
      throw new SourcesError(
        `${core.url}: файл ${file} не совпал с контрольной суммой MD5 выпуска ${version}`,
      );
    }
  }
  return core.sha1 !== null;
}

/**
 * The header of each .po of a language pack, for the record: a mirror can
 * file an older translation under a newer release, and this says which.
 */
function poHeaders(entries) {
  return Object.keys(entries)
    .filter((entry) => entry.endsWith('.po'))
    .sort()
    .map((name) => {
      const text = Buffer.from(entries[name].slice(0, 4000)).toString('utf8');
      const field = (key) =>
        new RegExp(`"${key}: ([^\\\\"]*)`).exec(text)?.[1] ?? null;
      return {
        file: name,
        project: field('Project-Id-Version'),
        revised: field('PO-Revision-Date'),
      };
    });
}

/** The bundled themes of the release: folder and Version header. */
function bundledThemes(entries) {
  return Object.entries(entries)
    .map(([entry, content]) => {
      const match = /^wordpress\/wp-content\/themes\/([^/]+)\/style\.css$/.exec(
        entry,
      );
      if (!match) return null;
      const header = Buffer.from(content.slice(0, 8192)).toString('utf8');
      const version = /^\s*\*?\s*Version:\s*(\S+)/im.exec(header)?.[1];
      return version ? {slug: match[1], version} : null;
    })
    .filter(Boolean)
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

// ---------------------------------------------------------------------------
// The whole run

/**
 * Fills `out` (default .cache/sources/wordpress-<version>) and returns the
 * record written to its sources.json. `log` gets a line per step.
 */
export async function fillSources({
  channel,
  wp = null,
  plugins = [],
  pins = {},
  out = null,
  cacheRoot = path.join(ROOT, '.cache/sources'),
  current = true,
  log = console.log,
}) {
  const version = wp ? checkVersion('--wp', wp) : await channel.latestCore();
  log(
    `WordPress ${version}${wp ? '' : ' — самый новый выпуск'} (${channel.name})`,
  );
  const target = path.resolve(
    out ?? path.join(cacheRoot, `wordpress-${version}`),
  );
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, {recursive: true, force: true});
  mkdirSync(partial, {recursive: true});
  const record = {
    wordpress: null,
    languages: [],
    plugins: [],
    missing: [],
  };
  try {
    const core = await channel.core(version);
    const coreEntries = entriesOf(core.url, core.archive);
    const verified = verifyCore(version, core, coreEntries);
    const files = writeEntries(
      core.url,
      coreEntries,
      path.join(partial, 'wordpress'),
      'wordpress/',
    );
    record.wordpress = {
      version,
      url: core.url,
      sha1: sha1Of(core.archive),
      verified,
      files,
    };
    log(
      `  ядро: ${files} файлов, ${verified ? 'сверено с контрольными суммами WordPress.org' : 'НЕ сверено: в зеркале нет опубликованных контрольных сумм'}`,
    );

    const languages = path.join(partial, 'languages');
    mkdirSync(languages, {recursive: true});
    const pack = async (what, kind, slug, packVersion, fetchPack, folder) => {
      const found = await fetchPack();
      if (!found) {
        const message = `нет перевода ${LOCALE} для ${what} ${packVersion} — продолжаю без него`;
        log(`  ${message}`);
        record.missing.push({kind, slug, version: packVersion});
        return;
      }
      const entries = entriesOf(found.url, found.archive);
      writeEntries(found.url, entries, folder);
      record.languages.push({
        kind,
        slug,
        version: found.version,
        updated: found.updated,
        url: found.url,
        sha1: sha1Of(found.archive),
        po: poHeaders(entries),
      });
      log(`  перевод ${LOCALE}: ${what} ${packVersion}`);
    };
    await pack(
      'WordPress',
      'core',
      null,
      version,
      () => channel.coreTranslation(version),
      languages,
    );
    for (const theme of bundledThemes(coreEntries)) {
      await pack(
        `темы ${theme.slug}`,
        'theme',
        theme.slug,
        theme.version,
        () => channel.themeTranslation(theme.slug, theme.version),
        path.join(languages, 'themes'),
      );
    }

    for (const slug of plugins) {
      const pinned = pins[slug]
        ? checkVersion(`--plugin ${slug}`, pins[slug])
        : null;
      const plugin = await channel.plugin(slug, pinned);
      const entries = entriesOf(plugin.url, plugin.archive);
      const count = writeEntries(
        plugin.url,
        entries,
        path.join(partial, 'plugins', slug),
        `${slug}/`,
      );
      record.plugins.push({
        slug,
        version: plugin.version,
        url: plugin.url,
        sha1: sha1Of(plugin.archive),
        files: count,
      });
      log(`  плагин ${slug} ${plugin.version}: ${count} файлов`);
      await pack(
        `плагина ${slug}`,
        'plugin',
        slug,
        plugin.version,
        () => channel.pluginTranslation(slug, plugin.version),
        path.join(languages, 'plugins'),
      );
    }
    writeFileSync(
      path.join(partial, 'sources.json'),
      `${JSON.stringify(record, null, 2)}\n`,
    );
  } catch (error) {
    rmSync(partial, {recursive: true, force: true});
    throw error;
  }
  rmSync(target, {recursive: true, force: true});
  renameSync(partial, target);
  if (current && !out) {
    const link = path.join(cacheRoot, 'current');
    rmSync(link, {force: true});
    symlinkSync(path.basename(target), link);
  }
  return {target, record};
}

/** The lines an author pastes to point the lab at the folder. */
export function exportLines(target) {
  return [
    `export WP_CORE_DIR=${path.join(target, 'wordpress')}`,
    `export WP_LANG_DIR=${path.join(target, 'languages')}`,
    `export WP_PLUGINS_DIR=${path.join(target, 'plugins')}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------
// Command line

/**
 * What a command line asks of the sources, checked: the `--plugin
 * slug@version` pins (slugs of src/data/releases.yml) and the channel — a
 * mirror (`--from`, `--unverified`) or WordPress.org. `npm run recheck`
 * takes the same options.
 */
export function sourcesRequest(
  {plugin = [], from, unverified = false},
  env = process.env,
) {
  const plugins = articlePlugins();
  const pins = {};
  for (const value of plugin) {
    const [slug, version] = value.split('@');
    if (!plugins.includes(slug) || !version) {
      throw new SourcesError(
        `--plugin ${value}: нужен slug из src/data/releases.yml и версия через @ (${plugins.join(', ')})`,
      );
    }
    pins[slug] = version;
  }
  if (unverified && !from) {
    throw new SourcesError(
      '--unverified — только вместе с --from: WordPress.org всегда публикует контрольные суммы',
    );
  }
  const channel = from
    ? mirrorChannel(from, {unverified})
    : onlineChannel({endpoint: readEndpoint(env), timeout: readTimeout(env)});
  return {plugins, pins, channel};
}

const USAGE = `npm run sources -- [--wp 7.1] [--plugin slug@версия …] [--from ПАПКА [--unverified]] [--out ПАПКА]`;

export async function main(argv = process.argv.slice(2), env = process.env) {
  let options;
  try {
    ({values: options} = parseArgs({
      args: argv,
      options: {
        wp: {type: 'string'},
        plugin: {type: 'string', multiple: true},
        from: {type: 'string'},
        unverified: {type: 'boolean'},
        out: {type: 'string'},
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`sources: ${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const {plugins, pins, channel} = sourcesRequest(options, env);
    const {target} = await fillSources({
      channel,
      wp: options.wp ?? null,
      plugins,
      pins,
      out: options.out ?? null,
    });
    console.log(
      `\nГотово: ${target}\nЛаборатория и словарь берут эту папку сами; другие оболочки — так:\n${exportLines(target)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SourcesError) {
      console.error(`sources: ${error.message}\nНичего не записано.`);
      return 1;
    }
    throw error;
  }
}

runAsScript(import.meta.url, main);
