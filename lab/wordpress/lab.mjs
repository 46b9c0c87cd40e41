// The lab's WordPress as a module: `startLab()` lays out a fresh WordPress 7.1
// in Russian with the four plugins the articles describe, starts MariaDB and
// PHP on 127.0.0.1 and returns what a caller needs to change and observe the
// site: its folders, the PHP error log, the mail PHP handed to sendmail, a
// way to restart PHP with other php.ini settings, and stop(). Used by
// start.mjs (`npm run lab:wordpress`) and by the scenarios
// (`npm run lab:scenarios`, ../scenarios/README.md).
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  mkdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {sourceFolder} from '../sources/defaults.mjs';
import {LAB_EMAIL, LAB_PASSWORD, LAB_USER} from './config.mjs';
import {overlayApplies} from '../../src/plugins/ui-labels/build-dictionary.mjs';
import {applyOverlay} from './overlay.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The plugins the articles describe: folder and main file. */
export const PLUGINS = [
  'contact-form-7/wp-contact-form-7.php',
  'flamingo/flamingo.php',
  'wp-mail-smtp/wp_mail_smtp.php',
  'user-registration/user-registration.php',
];

/** A failure the caller should print as it is (a missing folder or program). */
export class LabError extends Error {}

/** A folder from an env variable that must hold `mustHave`; names the variable. */
function sourceDir(env, name, mustHave) {
  const value = sourceFolder(name, env);
  if (!value)
    throw new LabError(
      `${name} не задана, и npm run sources ещё не заполнил .cache/sources: нужна папка, в которой есть ${mustHave.join(', ')}`,
    );
  for (const file of mustHave) {
    if (!existsSync(path.join(value, file))) {
      throw new LabError(`${name}=${value}: в папке нет ${file}`);
    }
  }
  return path.resolve(value);
}

function need(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!found)
    throw new LabError(
      `не найдена программа ${command} (пакеты Debian — в lab/wordpress/README.md)`,
    );
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {encoding: 'utf8', ...options});
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} завершилась с кодом ${result.status}\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** A server of the lab did not come up in time: a loaded machine, not a setting. */
export class LabTimeout extends Error {}

async function waitFor(check, what, seconds = 60) {
  for (let i = 0; i < seconds * 5; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new LabTimeout(`${what} не запустился за ${seconds} с`);
}

/**
 * The php.ini settings of the lab's PHP, as `-d` pairs. Mail goes to a
 * script that keeps each message as a file (nothing leaves the machine, and
 * no plugin shows a failure); errors go to a log file, as on a host, and are
 * never printed on a page unless a scenario asks for it.
 */
function phpIni(work, extra = {}) {
  const ini = {
    sendmail_path: path.join(work, 'sendmail.sh'),
    memory_limit: '512M',
    display_errors: '0',
    log_errors: '1',
    error_log: path.join(work, 'php_error.log'),
    // PHP's built-in server caches compiled files (OPcache) and, with
    // Debian's default of 2 s, would run the old wp-config.php right after
    // a scenario changes it. A host's setting can be longer: the OPcache
    // scenario sets its own.
    'opcache.revalidate_freq': '0',
    ...extra,
  };
  return Object.entries(ini)
    .filter(([, value]) => value !== undefined && value !== null)
    .flatMap(([key, value]) => ['-d', `${key}=${value}`]);
}

/**
 * Starts a fresh lab. `env` names the source folders (WP_CORE_DIR,
 * WP_LANG_DIR, WP_PLUGINS_DIR); `port` is where PHP listens. `onCrash` is
 * called if MariaDB or PHP exits on its own.
 */
export async function startLab(options = {}) {
  // A lab that fails half-way (PHP not up in time) stops what it started
  // and removes its folder: a second attempt must find the port free.
  const cleanup = {stop: null};
  try {
    return await startLabOnce(options, cleanup);
  } catch (error) {
    await cleanup.stop?.();
    throw error;
  }
}

async function startLabOnce({env = process.env, port, onCrash} = {}, cleanup) {
  const coreDir = sourceDir(env, 'WP_CORE_DIR', [
    'wp-includes/version.php',
    'wp-admin/menu.php',
  ]);
  const langDir = sourceDir(env, 'WP_LANG_DIR', ['ru_RU.mo', 'admin-ru_RU.mo']);
  const pluginsDir = sourceDir(env, 'WP_PLUGINS_DIR', PLUGINS);
  for (const command of [
    'php',
    'mariadbd',
    'mariadb-install-db',
    'mariadb',
    'msgfmt',
  ])
    need(command);

  const started = performance.now();
  const isRoot = process.getuid?.() === 0;
  const work = mkdtempSync(path.join(tmpdir(), 'kb-wordpress-lab-'));
  // mariadbd runs as the mysql user when we are root: it must reach its folder.
  chmodSync(work, 0o755);
  const wp = path.join(work, 'wp');
  const db = path.join(work, 'db');
  const mailDir = path.join(work, 'mail');
  // Inside the data folder: mariadbd (the mysql user, when we are root) owns it.
  const socket = path.join(db, 'mysql.sock');
  const url = `http://127.0.0.1:${port}`;
  const children = new Set();
  let stopping = false;

  function background(command, args, options = {}) {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      ...options,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (code) => {
      children.delete(child);
      if (!stopping && !child.kbRestarting) {
        onCrash?.(`${command} неожиданно завершилась (код ${code})\n${stderr}`);
      }
    });
    children.add(child);
    return child;
  }

  /** Ends one server and its process group (PHP's workers go with it). */
  function end(child) {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', resolve);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    await Promise.race([
      Promise.all([...children].reverse().map(end)),
      new Promise((r) => setTimeout(r, 15000)),
    ]);
    rmSync(work, {recursive: true, force: true});
    process.off('exit', killAll);
  }
  // If the caller dies without stop(), the servers must not outlive it.
  // stop() takes the listener off: a scenario run starts ~200 labs.
  function killAll() {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', killAll);
  cleanup.stop = stop;

  // 1. Files: core, Russian language files, the four plugins.
  cpSync(coreDir, wp, {recursive: true});
  const content = path.join(wp, 'wp-content');
  cpSync(langDir, path.join(content, 'languages'), {recursive: true});
  // A translation older than 7.1 (the 6.8 files of the mirror): the strings
  // the articles quote get their WordPress 7.1 Russian
  // (src/plugins/ui-labels/wordpress-7.1-ru.json). A 7.1 or newer pack from
  // WordPress.org is left as it is.
  if (overlayApplies(path.join(content, 'languages'))) {
    try {
      applyOverlay(path.join(content, 'languages'));
    } catch (error) {
      throw new LabError(`перевод 7.1: ${error.message}`);
    }
  }
  for (const plugin of PLUGINS) {
    const folder = plugin.split('/')[0];
    cpSync(
      path.join(pluginsDir, folder),
      path.join(content, 'plugins', folder),
      {recursive: true},
    );
  }
  // The two sample plugins of the release zip (Akismet, Hello Dolly) have no
  // Russian files among the sources, so their English would fill the plugin
  // list; many hosts' installers remove them too. The lab starts without them.
  rmSync(path.join(content, 'plugins', 'akismet'), {
    recursive: true,
    force: true,
  });
  rmSync(path.join(content, 'plugins', 'hello.php'), {force: true});
  writeUserRegistrationAutoload(
    path.join(content, 'plugins', 'user-registration'),
  );
  mkdirSync(path.join(content, 'mu-plugins'), {recursive: true});
  cpSync(
    path.join(here, 'offline.php'),
    path.join(content, 'mu-plugins', 'kb-lab-offline.php'),
  );
  writeFileSync(path.join(wp, 'wp-config.php'), wpConfig(socket));
  // sendmail as PHP's mail() calls it: the message on standard input, kept
  // as one file per message, in the order sent.
  mkdirSync(mailDir);
  writeFileSync(
    path.join(work, 'sendmail.sh'),
    `#!/bin/sh\ncat > "${mailDir}/$(date +%s%N).eml"\n`,
    {mode: 0o755},
  );

  // 2. Database: a private MariaDB on a socket, no TCP port at all, with
  // its temporary tables in the lab's own folder: several labs bootstrapping
  // at once in the shared /tmp failed («Could not remove temporary table
  // '/tmp/#sql-temptable-…'», «Unknown table 'mysql.tmp_proxies_priv'»).
  const dbTmp = path.join(work, 'db-tmp');
  mkdirSync(dbTmp);
  chmodSync(dbTmp, 0o777);
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${db}`,
    `--tmpdir=${dbTmp}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...(isRoot ? ['--user=mysql'] : []),
  ]);
  background('mariadbd', [
    '--no-defaults',
    `--datadir=${db}`,
    `--tmpdir=${dbTmp}`,
    `--socket=${socket}`,
    `--pid-file=${path.join(db, 'mariadb.pid')}`,
    '--skip-networking',
    ...(isRoot ? ['--user=mysql'] : []),
  ]);
  await waitFor(
    () =>
      spawnSync('mariadb', [`--socket=${socket}`, '-uroot', '-e', 'SELECT 1'])
        .status === 0,
    'MariaDB',
  );
  run('mariadb', [
    `--socket=${socket}`,
    '-uroot',
    '-e',
    "CREATE DATABASE wp CHARACTER SET utf8mb4; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';",
  ]);

  // 3. PHP's built-in server on loopback.
  let php = null;
  let phpExtra = {};
  async function startPhp(extra = {}, router = null) {
    phpExtra = extra;
    php = background(
      'php',
      [
        ...phpIni(work, extra),
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        wp,
        ...(router ? [router] : []),
      ],
      {env: {...process.env, PHP_CLI_SERVER_WORKERS: '4'}},
    );
    await waitFor(async () => {
      try {
        await fetch(`${url}/wp-includes/images/blank.gif`);
        return true;
      } catch {
        return false;
      }
    }, 'PHP');
  }
  await startPhp();

  // 4. Install and seed the content the articles' steps need.
  const seedEnv = {
    ...process.env,
    LAB_WP_DIR: wp,
    LAB_URL: url,
    LAB_USER,
    LAB_PASSWORD,
    LAB_EMAIL,
  };
  const seedOut = ['install', 'plugins', 'content']
    .map((phase) =>
      run('php', [...phpIni(work), path.join(here, 'seed.php'), phase], {
        env: seedEnv,
      }),
    )
    .join('');

  // The installer's «Новый сайт на WordPress» is not a scenario's mail.
  for (const name of readdirSync(mailDir)) rmSync(path.join(mailDir, name));

  const version = /\$wp_version = '([^']+)'/.exec(
    readFileSync(path.join(wp, 'wp-includes', 'version.php'), 'utf8'),
  )?.[1];

  return {
    url,
    work,
    wp,
    mailDir,
    socket,
    errorLog: path.join(work, 'php_error.log'),
    version,
    seedOut: seedOut.trim(),
    seconds: (performance.now() - started) / 1000,
    /** php.ini settings PHP runs with now, beyond the lab's own. */
    get phpSettings() {
      return {...phpExtra};
    },
    /**
     * Restarts PHP with these php.ini settings on top of the lab's and,
     * if given, a router script (PHP's built-in server runs it first for
     * every request: a scenario's stand-in for a WAF or a server rule).
     */
    async restartPhp(extra = {}, {router = null} = {}) {
      if (php) {
        php.kbRestarting = true;
        await end(php);
      }
      await startPhp(extra, router);
    },
    /** Runs PHP's command line with the lab's settings (seed.php's env). */
    php(args, options = {}) {
      return spawnSync('php', [...phpIni(work, phpExtra), ...args], {
        encoding: 'utf8',
        env: seedEnv,
        ...options,
      });
    },
    /** A statement for the lab's database, as root over the socket. */
    sql(statement) {
      return run('mariadb', [
        `--socket=${socket}`,
        '-uroot',
        '-N',
        '-B',
        'wp',
        '-e',
        statement,
      ]);
    },
    stop,
  };
}

function wpConfig(socket) {
  return `<?php
// Written by lab/wordpress/start.mjs for a throwaway loopback site.
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${[
  'AUTH_KEY',
  'SECURE_AUTH_KEY',
  'LOGGED_IN_KEY',
  'NONCE_KEY',
  'AUTH_SALT',
  'SECURE_AUTH_SALT',
  'LOGGED_IN_SALT',
  'NONCE_SALT',
]
  .map((key) => `define( '${key}', 'kb-lab-${key.toLowerCase()}' );`)
  .join('\n')}
$table_prefix = 'wp_';
define( 'WPLANG', 'ru_RU' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * User Registration's repository has no built vendor/: its composer.json
 * class map (PSR-4 prefixes and "files") is all the plugin needs to run.
 */
function writeUserRegistrationAutoload(dir) {
  const target = path.join(dir, 'vendor', 'autoload.php');
  if (existsSync(target)) return;
  const composer = path.join(dir, 'composer.json');
  if (!existsSync(composer)) {
    throw new LabError(
      `WP_PLUGINS_DIR: в user-registration нет ни vendor/autoload.php, ни composer.json, из которого его можно написать`,
    );
  }
  const {autoload = {}} = JSON.parse(readFileSync(composer, 'utf8'));
  const prefixes = Object.entries(autoload['psr-4'] ?? {})
    // Longer prefixes first, so that …\Payment\ wins over its parent.
    .sort(([a], [b]) => b.length - a.length)
    .map(
      ([prefix, folder]) =>
        `\t${JSON.stringify(prefix)} => __DIR__ . '/../${folder.replace(/\/?$/, '/')}',`,
    );
  const files = (autoload.files ?? [])
    .filter((file) => existsSync(path.join(dir, file)))
    .map((file) => `require_once __DIR__ . '/../${file}';`);
  const php = `<?php
// Written by lab/wordpress/start.mjs from composer.json (lab only).
$kb_lab_psr4 = array(
${prefixes.join('\n')}
);
spl_autoload_register( function ( $class ) use ( $kb_lab_psr4 ) {
	foreach ( $kb_lab_psr4 as $prefix => $dir ) {
		if ( strpos( $class, $prefix ) === 0 ) {
			$file = $dir . str_replace( '\\\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
			if ( file_exists( $file ) ) {
				require $file;
				return;
			}
		}
	}
} );
${files.join('\n')}
`;
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, php, {flag: 'w'});
}
