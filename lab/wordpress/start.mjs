// `npm run lab:wordpress`: a fresh WordPress in Russian with the four plugins
// the articles describe, on 127.0.0.1, for the screenshot script and for
// checking an article by hand. Everything lives in one temporary folder that
// is deleted on Ctrl+C. See README.md in this folder.
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  mkdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LAB_EMAIL, LAB_PASSWORD, LAB_USER, labPort} from './config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The plugins the articles describe: folder and main file. */
export const PLUGINS = [
  'contact-form-7/wp-contact-form-7.php',
  'flamingo/flamingo.php',
  'wp-mail-smtp/wp_mail_smtp.php',
  'user-registration/user-registration.php',
];

function fail(message) {
  console.error(
    `lab:wordpress: ${message}\nКак получить файлы: lab/wordpress/README.md`,
  );
  process.exit(1);
}

/** A folder from an env variable that must hold `mustHave`; names the variable. */
function sourceDir(name, mustHave) {
  const value = process.env[name];
  if (!value)
    fail(
      `${name} не задана: нужна папка, в которой есть ${mustHave.join(', ')}`,
    );
  for (const file of mustHave) {
    if (!existsSync(path.join(value, file))) {
      fail(`${name}=${value}: в папке нет ${file}`);
    }
  }
  return path.resolve(value);
}

function need(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!found)
    fail(`не найдена программа ${command} (пакеты Debian — в README.md)`);
}

let port;
try {
  port = labPort();
} catch (error) {
  fail(error.message);
}
const coreDir = sourceDir('WP_CORE_DIR', [
  'wp-includes/version.php',
  'wp-admin/menu.php',
]);
const langDir = sourceDir('WP_LANG_DIR', ['ru_RU.mo', 'admin-ru_RU.mo']);
const pluginsDir = sourceDir('WP_PLUGINS_DIR', PLUGINS);
for (const command of ['php', 'mariadbd', 'mariadb-install-db', 'mariadb'])
  need(command);

const isRoot = process.getuid?.() === 0;
const work = mkdtempSync(path.join(tmpdir(), 'kb-wordpress-lab-'));
// mariadbd runs as the mysql user when we are root: it must reach its folder.
chmodSync(work, 0o755);
const wp = path.join(work, 'wp');
const db = path.join(work, 'db');
// Inside the data folder: mariadbd (the mysql user, when we are root) owns it.
const socket = path.join(db, 'mysql.sock');
const url = `http://127.0.0.1:${port}`;
const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each server leads its own process group: PHP's workers go with it.
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  const waitAll = children.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', resolve);
      }),
  );
  Promise.race([
    Promise.all(waitAll),
    new Promise((r) => setTimeout(r, 15000)),
  ]).then(() => {
    rmSync(work, {recursive: true, force: true});
    console.log(`\nОстановлено, данные удалены (${work}).`);
    process.exit(code);
  });
}
// If this script dies without stop(), its servers must not outlive it.
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {encoding: 'utf8', ...options});
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(
      `${command} ${args.join(' ')} завершилась с кодом ${result.status}`,
    );
  }
  return result.stdout;
}

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
    if (!stopping) {
      console.error(stderr);
      console.error(
        `lab:wordpress: ${command} неожиданно завершилась (код ${code})`,
      );
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(check, what, seconds = 60) {
  for (let i = 0; i < seconds * 5; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} не запустился за ${seconds} с`);
}

// Any failure on the way stops what has started and removes the data.
main().catch((error) => {
  console.error(`lab:wordpress: ${error.message}`);
  stop(1);
});

async function main() {
  const started = performance.now();

  // 1. Files: core, Russian language files, the four plugins.
  cpSync(coreDir, wp, {recursive: true});
  const content = path.join(wp, 'wp-content');
  cpSync(langDir, path.join(content, 'languages'), {recursive: true});
  for (const plugin of PLUGINS) {
    const folder = plugin.split('/')[0];
    cpSync(
      path.join(pluginsDir, folder),
      path.join(content, 'plugins', folder),
      {
        recursive: true,
      },
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
  writeFileSync(path.join(wp, 'wp-config.php'), wpConfig());

  // 2. Database: a private MariaDB on a socket, no TCP port at all.
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${db}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...(isRoot ? ['--user=mysql'] : []),
  ]);
  background('mariadbd', [
    '--no-defaults',
    `--datadir=${db}`,
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

  // 3. PHP's built-in server on loopback. Mail goes nowhere: no plugin shows a
  // failure, and no message leaves the machine.
  const php = [
    '-d',
    'sendmail_path=/bin/true',
    '-d',
    'memory_limit=512M',
    '-d',
    'display_errors=0',
  ];
  background('php', [...php, '-S', `127.0.0.1:${port}`, '-t', wp], {
    env: {...process.env, PHP_CLI_SERVER_WORKERS: '4'},
  });

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
      run('php', [...php, path.join(here, 'seed.php'), phase], {env: seedEnv}),
    )
    .join('');
  await waitFor(async () => {
    try {
      return (await fetch(`${url}/wp-login.php`)).ok;
    } catch {
      return false;
    }
  }, 'PHP');

  const version = /\$wp_version = '([^']+)'/.exec(
    readFileSync(path.join(wp, 'wp-includes', 'version.php'), 'utf8'),
  )?.[1];
  console.log(seedOut.trim());
  console.log(
    [
      '',
      `WordPress ${version} (ru_RU) запущен за ${((performance.now() - started) / 1000).toFixed(1)} с:`,
      `  Консоль:  ${url}/wp-admin/`,
      `  Логин:    ${LAB_USER}`,
      `  Пароль:   ${LAB_PASSWORD}`,
      `  Данные:   ${work}`,
      'Ctrl+C останавливает PHP и MariaDB и удаляет данные.',
    ].join('\n'),
  );
}

function wpConfig() {
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
    fail(
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
