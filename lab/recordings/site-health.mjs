// Records what WordPress 7.1's «Скопировать информацию в буфер обмена»
// («Copy site info to clipboard») button of Инструменты → Здоровье сайта →
// Информация copies, in Russian and in English: the lab as it starts, the
// lab with the problems a requirements checker must flag, and a lab over
// HTTPS with generous limits that it must not flag. The files are the
// fixtures of the browser tool of
// docs/wordpress/sistemnye-trebovaniya-wordpress.md: the product is the
// source of truth, so the text is what the real button put on the clipboard
// of a real browser, never rebuilt from the PHP that makes it.
//
//   node lab/recordings/site-health.mjs            # every variant
//   node lab/recordings/site-health.mjs ru-default # only these
//
// Needs what the lab needs (lab/wordpress/README.md) plus Chromium. LAB_PORT
// (default 8891) is where the lab listens; one lab at a time.
import {spawnSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startLab} from '../wordpress/lab.mjs';
import {
  certificateAuthority,
  tlsProxy,
  withChromium,
} from '../scenarios/admin-lib.mjs';
import {
  aboveSettings,
  editConfig,
  replaceDebugLine,
  wpEval,
} from '../scenarios/faults.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'site-health');

/**
 * The lab's folders are random (/tmp/kb-wordpress-lab-XXXXXX/wp); a stable
 * fixture needs one fixed prefix, the one the articles use for a site.
 */
const STABLE_ROOT = '/var/www/example.ru';

/**
 * php.ini values a weak shared hosting plan typically has (the brief's).
 * Only memory_limit differs from the lab as it starts: Debian's php.ini
 * already has 2M, 8M and 30.
 */
const PROBLEM_INI = {
  memory_limit: '64M',
  upload_max_filesize: '2M',
  post_max_size: '8M',
  max_execution_time: '30',
};

/**
 * php.ini values of a plan that passes every check of the article: the
 * counterpart the checker must not flag. The lab's own values otherwise come
 * from Debian's /etc/php/8.2/cli/php.ini (upload_max_filesize 2M,
 * post_max_size 8M, max_execution_time 30) and lab.mjs (memory_limit 512M).
 */
const HEALTHY_INI = {
  memory_limit: '256M',
  upload_max_filesize: '64M',
  post_max_size: '128M',
  max_execution_time: '300',
  max_input_time: '300',
};

/**
 * What hosts put in wp-config.php behind a front server that terminates
 * TLS: WordPress's is_ssl() only reads $_SERVER['HTTPS'] and the port.
 */
const FORWARDED_HTTPS = `if ( isset( $_SERVER['HTTP_X_FORWARDED_PROTO'] ) && 'https' === $_SERVER['HTTP_X_FORWARDED_PROTO'] ) {
	$_SERVER['HTTPS'] = 'on';
}`;

/**
 * Extensions the problem variants run without. curl is on the article's
 * recommended list and the export shows its absence (`curl_version`);
 * mbstring is too, and is recorded to show whether the export says anything
 * about it at all.
 */
const PROBLEM_DROP_EXTENSIONS = ['curl', 'mbstring'];

/** What each variant sets up; `language` is both WordPress's and Chromium's. */
const VARIANTS = [
  {name: 'ru-default', language: 'ru'},
  {name: 'en-default', language: 'en'},
  {name: 'ru-problems', language: 'ru', problems: true},
  {name: 'en-problems', language: 'en', problems: true},
  {name: 'ru-healthy', language: 'ru', healthy: true},
  {name: 'en-healthy', language: 'en', healthy: true},
];

/**
 * An English WordPress as a site owner gets it: Settings → General → Site
 * language «English (United States)» stores WPLANG '' (the option overrides
 * the lab's WPLANG constant in get_locale()), and the profile's language
 * stores the user's locale.
 */
function switchToEnglish(lab) {
  wpEval(
    lab,
    "update_option('WPLANG', ''); update_user_meta(get_user_by('login', 'admin')->ID, 'locale', 'en_US');",
  );
}

/**
 * A php.ini scan folder like PHP's own (conf.d) minus the files that load
 * `drop`: PHP_INI_SCAN_DIR is read by PHP at start, so the lab's PHP runs
 * without those extensions while its shared code and the system stay as they
 * are. Returns the folder and the extensions actually left out.
 */
function scanDirWithout(lab, drop) {
  const system = spawnSync(
    'php',
    ['-n', '-r', 'echo PHP_CONFIG_FILE_SCAN_DIR;'],
    {encoding: 'utf8'},
  ).stdout.trim();
  const target = path.join(lab.work, 'php-conf.d');
  mkdirSync(target, {recursive: true});
  const dropped = [];
  for (const file of readdirSync(system).filter((f) => f.endsWith('.ini'))) {
    const text = readFileSync(path.join(system, file), 'utf8');
    const loads = /^\s*extension\s*=\s*"?([\w.]+?)(?:\.so)?"?\s*$/m.exec(
      text,
    )?.[1];
    if (loads && drop.includes(loads)) {
      dropped.push(loads);
      continue;
    }
    copyFileSync(path.join(system, file), path.join(target, file));
  }
  return {folder: target, system, dropped};
}

/** Restarts the lab's PHP with `ini` and without `drop`'s extensions. */
async function restartPhpWithout(lab, ini, drop) {
  const scan = scanDirWithout(lab, drop);
  // lab.mjs starts PHP with a copy of process.env taken at that moment.
  const before = process.env.PHP_INI_SCAN_DIR;
  process.env.PHP_INI_SCAN_DIR = scan.folder;
  try {
    await lab.restartPhp(ini);
  } finally {
    if (before === undefined) delete process.env.PHP_INI_SCAN_DIR;
    else process.env.PHP_INI_SCAN_DIR = before;
  }
  return scan;
}

/**
 * Opens the Info tab, waits until the directory sizes have replaced the
 * «loading...» placeholders in the button's text (site-health.js does it
 * after a REST request), clicks the button by its visible label and reads
 * the clipboard as a paste would. The attribute is read too, to say whether
 * the two agree.
 */
async function copySiteInfo(lab, language, {url = lab.url} = {}) {
  return withChromium(
    {...lab, url},
    async ({context, page}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: url,
      });
      await page.goto(`${url}/wp-admin/site-health.php?tab=debug`, {
        waitUntil: 'load',
      });
      await page.waitForFunction(
        () => {
          const spinner = document.querySelector(
            '.health-check-wp-paths-sizes.spinner',
          );
          return (
            spinner && window.getComputedStyle(spinner).visibility === 'hidden'
          );
        },
        null,
        {timeout: 120000},
      );
      const wrapper = page.locator('.site-health-copy-buttons');
      const label = (await wrapper.locator('button').innerText()).trim();
      const button = page.getByRole('button', {name: label, exact: true});
      const attribute = await button.getAttribute('data-clipboard-text');
      await button.click();
      const copied = wrapper.locator('.success');
      await copied.waitFor({state: 'visible', timeout: 10000});
      const confirmation = (await copied.innerText()).trim();
      let clipboard = null;
      let clipboardError = null;
      try {
        clipboard = await page.evaluate(() =>
          window.navigator.clipboard.readText(),
        );
      } catch (error) {
        clipboardError = error.message;
      }
      return {label, confirmation, attribute, clipboard, clipboardError};
    },
    // The healthy variants' test certificate is for no name Chromium knows.
    {language, ignoreHTTPSErrors: url.startsWith('https:')},
  );
}

/**
 * What every variant has before its own changes, so that a test knows which
 * values of a «default» export are the lab's and not WordPress's defaults.
 */
const BASELINE = {
  phpIniFromLab:
    'lab/wordpress/lab.mjs passes -d memory_limit=512M display_errors=0 log_errors=1 error_log=<lab>/php_error.log sendmail_path=<lab>/sendmail.sh opcache.revalidate_freq=0',
  phpIniFromDebian:
    '/etc/php/8.2/cli/php.ini: upload_max_filesize = 2M, post_max_size = 8M, max_execution_time = 30, max_input_time = 60 (so the default variants already show 2M/8M/30)',
  wpConfig:
    "lab.mjs writes WPLANG 'ru_RU' (constant), WP_DEBUG false, WP_ENVIRONMENT_TYPE 'production', WP_HTTP_BLOCK_EXTERNAL true, AUTOMATIC_UPDATER_DISABLED true",
  webServer:
    "PHP's built-in server (php -S 127.0.0.1:<port>): httpd_software «PHP 8.2.36 Development Server», php_sapi cli-server, no .htaccess, pretty_permalinks false",
  labArtefactsInTheExport: [
    'wp-mu-plugins lists «Knowledge base lab: a configured site, offline» (lab/wordpress/offline.php); a real site has no such entry',
    'dotorg_communication is the WP_HTTP_BLOCK_EXTERNAL error «User has blocked requests through HTTP to the URL: https://wordpress.org.», in English in the Russian export too: the 7.1 string is not in the lab’s 6.8-based ru_RU translation; a real site online shows «true»',
    'the export has no site address at all: home_url and site_url are private fields; WP_HOME/WP_SITEURL are «undefined»; HTTPS shows only as wp-core https_status (is_ssl() of the request that drew the page)',
    'sizes, database_size, opcode cache figures, current/utc-time/server-time and wp_mail_smtp lite_install_date change on every recording',
  ],
};

/**
 * Field keys whose value differs between the Russian and the English
 * recording of the same variant. The export names sections and fields by
 * their keys in both languages; only values can differ. `why` tells the
 * language's own (translated, localized number or date) from what changes on
 * every run (time, sizes, cache figures) and from the locale setting itself.
 */
function languageDifferences(files) {
  const kinds = [
    [/^wp-core\/(site|user)_language$/, 'the locale setting itself'],
    [
      /^(wp-paths-sizes\/.*_size|wp_mail_smtp\/lite_install_date)$/,
      'changes on every run, and localized too (decimal comma and КБ/МБ; month name and дп/am)',
    ],
    [
      /^wp-server\/(current|utc-time|server-time|opcode_cache_.*)$/,
      'changes on every run (not translated)',
    ],
  ];
  const why = (key) =>
    kinds.find(([pattern]) => pattern.test(key))?.[1] ??
    'translated or localized value';
  const pairs = [];
  for (const ru of files.filter((f) => f.variant.startsWith('ru-'))) {
    const en = files.find(
      (f) => f.variant === ru.variant.replace('ru-', 'en-'),
    );
    if (!en) continue;
    const a = parseExport(readFileSync(path.join(outDir, ru.file), 'utf8'));
    const b = parseExport(readFileSync(path.join(outDir, en.file), 'utf8'));
    const keys = [...new Set([...a.keys(), ...b.keys()])];
    const differing = keys
      .filter((key) => a.get(key) !== b.get(key))
      .map((key) => ({
        key,
        why: why(key),
        ru: a.get(key) ?? null,
        en: b.get(key) ?? null,
      }));
    pairs.push({
      ru: ru.file,
      en: en.file,
      sameKeys: a.size === b.size && [...a.keys()].every((key) => b.has(key)),
      differing,
    });
  }
  return pairs;
}

/** The export as a Map of `section/key` → value (sub-lines joined). */
function parseExport(text) {
  const fields = new Map();
  let section = '';
  let last = null;
  for (const line of text.split('\n')) {
    const heading = /^### (.+?)(?: \(\d+\))? ###$/.exec(line);
    if (heading) {
      section = heading[1];
      last = null;
    } else if (line.startsWith('\t') && last) {
      fields.set(last, `${fields.get(last)}\n${line}`);
    } else if (line.includes(': ')) {
      const at = line.indexOf(': ');
      last = `${section}/${line.slice(0, at)}`;
      fields.set(last, line.slice(at + 2));
    } else if (line.endsWith(':') && section) {
      last = `${section}/${line.slice(0, -1)}`;
      fields.set(last, '');
    }
  }
  return fields;
}

/** The lab's random site folder replaced by STABLE_ROOT. */
function stablePaths(text, lab) {
  return text.split(lab.wp).join(STABLE_ROOT);
}

/** `key: value` of the export's line under `### section ###`. */
function field(text, section, key) {
  const start = text.indexOf(`### ${section} ###`);
  if (start < 0) return null;
  const rest = text.slice(start).split('\n### ')[0];
  return (
    new RegExp(`^${key}: (.*)$`, 'm').exec(
      rest.replace(/^### .*\n/, ''),
    )?.[1] ?? null
  );
}

async function record(variant) {
  const started = performance.now();
  const port = Number(process.env.LAB_PORT ?? 8891);
  const lab = await startLab({
    port,
    onCrash: (message) => console.error(message),
  });
  const set = {ini: {}, constants: {}, options: {}, droppedExtensions: []};
  let proxy = null;
  try {
    if (variant.language === 'en') {
      switchToEnglish(lab);
      set.options = {WPLANG: '', 'admin user meta locale': 'en_US'};
    }
    if (variant.problems) {
      editConfig(lab, replaceDebugLine("define( 'WP_DEBUG', true );"));
      set.constants = {WP_DEBUG: true};
      const scan = await restartPhpWithout(
        lab,
        PROBLEM_INI,
        PROBLEM_DROP_EXTENSIONS,
      );
      set.ini = {...PROBLEM_INI};
      set.droppedExtensions = scan.dropped;
      set.phpIniScanDir = `${scan.system} without the files loading ${scan.dropped.join(', ')} (PHP_INI_SCAN_DIR)`;
      const loaded = spawnSync(
        'php',
        ['-r', 'echo implode(",", get_loaded_extensions());'],
        {
          encoding: 'utf8',
          env: {...process.env, PHP_INI_SCAN_DIR: scan.folder},
        },
      ).stdout.split(',');
      const still = scan.dropped.filter((ext) => loaded.includes(ext));
      if (still.length > 0) throw new Error(`still loaded: ${still}`);
    }
    if (variant.healthy) {
      await lab.restartPhp(HEALTHY_INI);
      set.ini = {...HEALTHY_INI};
      editConfig(lab, aboveSettings(FORWARDED_HTTPS));
      set.wpConfig = FORWARDED_HTTPS;
      // TLS ends at a front server, as at most hosts; PHP gets plain HTTP
      // with X-Forwarded-Proto, and the site's addresses are https://.
      proxy = await tlsProxy(lab, {
        certificate: certificateAuthority(lab).issue('127.0.0.1'),
      });
      wpEval(
        lab,
        `update_option('home', ${JSON.stringify(proxy.url)}); update_option('siteurl', ${JSON.stringify(proxy.url)});`,
      );
      set.options = {
        ...set.options,
        home: 'https://127.0.0.1:<front server port>',
        siteurl: 'https://127.0.0.1:<front server port>',
      };
      set.frontServer =
        'Node https server on 127.0.0.1 (test certificate) passing requests to the lab PHP over http with X-Forwarded-Proto: https';
    }
    const copy = await copySiteInfo(lab, variant.language, {
      url: proxy?.url ?? lab.url,
    });
    const source =
      copy.clipboard !== null && copy.clipboard !== ''
        ? 'clipboard'
        : 'attribute';
    const raw = source === 'clipboard' ? copy.clipboard : copy.attribute;
    const text = stablePaths(raw, lab);
    mkdirSync(outDir, {recursive: true});
    writeFileSync(path.join(outDir, `${variant.name}.txt`), text);
    const leftover = ['kb-wordpress-lab-', lab.work].filter((s) =>
      text.includes(s),
    );
    return {
      file: `${variant.name}.txt`,
      variant: variant.name,
      locale: variant.language === 'en' ? 'en_US' : 'ru_RU',
      set,
      versions: {
        wordpress: field(text, 'wp-core', 'version'),
        php: field(text, 'wp-server', 'php_version'),
        database: field(text, 'wp-database', 'server_version'),
        databaseClient: field(text, 'wp-database', 'client_version'),
      },
      siteLanguage: field(text, 'wp-core', 'site_language'),
      userLanguage: field(text, 'wp-core', 'user_language'),
      https: field(text, 'wp-core', 'https_status'),
      recordedAt: new Date().toISOString(),
      source,
      buttonLabel: copy.label,
      confirmation: copy.confirmation,
      clipboardEqualsAttribute: copy.clipboard === copy.attribute,
      clipboardError: copy.clipboardError,
      labUrl: proxy?.url.replace(/:\d+$/, ':<front server port>') ?? lab.url,
      pathSubstitution:
        raw === text
          ? null
          : {
              from: '<lab folder>/wp (/tmp/kb-wordpress-lab-XXXXXX/wp)',
              to: STABLE_ROOT,
            },
      unsubstitutedLabPaths: leftover,
      bytes: Buffer.byteLength(text),
      secondsUntilCopied: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await proxy?.close();
    await lab.stop();
  }
}

async function main() {
  const wanted = process.argv.slice(2);
  const variants = wanted.length
    ? VARIANTS.filter((v) => wanted.includes(v.name))
    : VARIANTS;
  if (wanted.length && variants.length !== wanted.length) {
    throw new Error(
      `unknown variant; known: ${VARIANTS.map((v) => v.name).join(', ')}`,
    );
  }
  const manifestFile = path.join(outDir, 'manifest.json');
  // A partial run keeps the other variants' entries.
  const previous = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8')).files
    : [];
  const files = [...previous];
  for (const variant of variants) {
    const started = performance.now();
    let entry;
    try {
      entry = await record(variant);
    } catch (error) {
      // On a loaded machine the lab or the login can miss a timeout that
      // has nothing to do with the export: one more try on a fresh lab.
      console.error(`${variant.name}: ${error.message}; once more`);
      entry = await record(variant);
    }
    // With the lab's start and stop: what one re-recording costs.
    entry.secondsWithLabStartAndStop =
      Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `${entry.file}: ${entry.source}, ${entry.secondsWithLabStartAndStop} s`,
    );
    const at = files.findIndex((f) => f.variant === entry.variant);
    if (at >= 0) files[at] = entry;
    else files.push(entry);
    // After every variant: an interrupted run keeps what it has recorded.
    await writeManifest(manifestFile, files);
  }
}

async function writeManifest(manifestFile, files) {
  files.sort(
    (a, b) =>
      VARIANTS.findIndex((v) => v.name === a.variant) -
      VARIANTS.findIndex((v) => v.name === b.variant),
  );
  const manifest = {
    what: 'Text copied by «Copy site info to clipboard» (Tools → Site Health → Info), WordPress 7.1 in the knowledge base lab',
    script: 'lab/recordings/site-health.mjs',
    pathSubstitution: {
      from: 'the lab site folder /tmp/kb-wordpress-lab-XXXXXX/wp (random per run)',
      to: STABLE_ROOT,
      only: 'this prefix; everything else is byte-exact as copied',
    },
    baseline: BASELINE,
    languageDifferences: languageDifferences(files),
    files,
  };
  // Formatted as `npm run format:check` wants it, so that a re-recording
  // changes only what was recorded.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(manifestFile);
  writeFileSync(
    manifestFile,
    await prettier.format(JSON.stringify(manifest), {
      ...options,
      filepath: manifestFile,
    }),
  );
}

await main();
