// Helpers of the scenarios for «Журналы и мониторинг» (logi) and «Системные
// требования» (trebovaniya): a plugin that eats memory or CPU time, a probe
// of the limits PHP runs with, PHP started without an extension, a database
// connection held open, shell commands a reader types over SSH, and paths of
// the lab written the way the articles write them; Apache, nginx with
// PHP-FPM and Chromium started beside the lab.
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {chromiumPath, launchChromium} from '../browser.mjs';
import {addMuPlugin, addPlugin, wpEval} from './faults.mjs';

/** The site folder as the articles write it. */
export const SITE = '/home/user/example.ru';

/** A text of the lab with its folder written as the articles write it. */
export function short(lab, text) {
  return String(text ?? '').replaceAll(lab.wp, SITE);
}

/**
 * User Registration, built from its repository, raises a notice on every
 * page once WP_DEBUG is on (a lab artefact, see otladka.scenarios.mjs):
 * scenarios that count or read debug.log switch it off first.
 */
export function withoutUserRegistration(lab) {
  wpEval(
    lab,
    "deactivate_plugins('user-registration/user-registration.php', true);",
  );
}

/** Runs a shell command in the site's folder, as a reader over SSH would. */
export function sh(lab, command) {
  const result = spawnSync('sh', ['-c', command], {
    cwd: lab.wp,
    encoding: 'utf8',
  });
  return `${result.stdout}${result.stderr}`.trimEnd();
}

/**
 * An mu-plugin that reports the limits PHP runs with in response headers:
 * on the site's pages (template_redirect) and on admin screens (admin_init,
 * after WordPress has raised the limit for administrators).
 */
export function limitsProbe(lab) {
  addMuPlugin(
    lab,
    'kb-limits-probe',
    `foreach ( array( 'template_redirect', 'admin_init' ) as $kb_hook ) {
	add_action( $kb_hook, function () {
		header( 'X-Kb-Memory-Limit: ' . ini_get( 'memory_limit' ) );
		header( 'X-Kb-Time-Limit: ' . ini_get( 'max_execution_time' ) );
		header( 'X-Kb-User-Ini-Cache-Ttl: ' . ini_get( 'user_ini.cache_ttl' ) );
	} );
}`,
  );
}

/**
 * «Пример плагина» in wp-content/plugins/example-plugin: the main file loads
 * includes/core.php (line 6), whose line 3 holds `code`. Activated.
 */
export function examplePlugin(lab, code, hooks = '') {
  const dir = path.join(lab.wp, 'wp-content/plugins/example-plugin/includes');
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, 'core.php'),
    `<?php\n// Example plugin: the code that fails.\n${code}\n`,
  );
  return addPlugin(
    lab,
    'example-plugin',
    'Пример плагина',
    `require __DIR__ . '/includes/core.php';\n${hooks}`,
  );
}

/**
 * A plugin that takes `?kb_mb=N` megabytes, 64 KB at a time (a piece that
 * PHP's allocator packs without waste), on a page of the site and on an
 * admin screen (after the admin limit is set).
 */
export function memoryHog(lab) {
  return examplePlugin(
    lab,
    "function example_plugin_build_cache() { $cache = array(); for ( $i = 0; $i < 16 * (int) ( $_GET['kb_mb'] ?? 0 ); $i++ ) { $cache[] = str_repeat( 'x', 65536 ); } }",
    "add_action( 'template_redirect', 'example_plugin_build_cache' );\nadd_action( 'admin_init', 'example_plugin_build_cache' );",
  );
}

/** PHP's folder of extra .ini files, as `php --ini` names it. */
function scanDir() {
  const out = spawnSync('php', ['--ini'], {encoding: 'utf8'}).stdout;
  const dir = /Scan for additional \.ini files in:\s*(\S+)/.exec(out)?.[1];
  if (!dir || dir === '(none)') {
    throw new Error('php --ini не называет папку дополнительных .ini');
  }
  return dir;
}

/**
 * Restarts the lab's PHP without the named extensions (`mysqli`,
 * `simplexml`): the way a host's PHP looks when an extension is switched off
 * for the chosen version. PHP reads its extensions from .ini files in a
 * folder; the restarted server gets a copy of that folder without theirs.
 * `options` go to lab.restartPhp() (a router script).
 */
export async function restartPhpWithout(
  lab,
  extensions,
  settings = {},
  options = {},
) {
  const source = scanDir();
  const dir = mkdtempSync(path.join(lab.work, 'conf.d-'));
  for (const name of readdirSync(source)) {
    if (extensions.some((ext) => name.endsWith(`-${ext}.ini`))) continue;
    symlinkSync(path.join(source, name), path.join(dir, name));
  }
  const saved = process.env.PHP_INI_SCAN_DIR;
  process.env.PHP_INI_SCAN_DIR = dir;
  try {
    await lab.restartPhp(settings, options);
  } finally {
    if (saved === undefined) delete process.env.PHP_INI_SCAN_DIR;
    else process.env.PHP_INI_SCAN_DIR = saved;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `count` connections to the lab's database as `user` and keeps them
 * busy (visitors' requests, a backup): returns a function that closes them.
 * A client that could not connect is started again: when the server's limit
 * is what is being filled, the root connection that counts the sleepers
 * takes a slot of its own for a moment, and on a loaded machine a client
 * arriving in that moment is turned away with «Too many connections».
 */
export async function holdDbConnections(lab, count = 1, user = 'wp') {
  const sleeper = () =>
    spawn(
      'mariadb',
      [
        `--socket=${lab.socket}`,
        `-u${user}`,
        `-p${user === 'wp' ? 'wp' : ''}`,
        'wp',
        '-e',
        'SELECT SLEEP(300)',
      ],
      {stdio: 'ignore'},
    );
  const gone = (child) => child.exitCode !== null || child.signalCode !== null;
  const children = Array.from({length: count}, sleeper);
  const query = `SELECT ID FROM information_schema.PROCESSLIST WHERE USER = '${user}' AND INFO LIKE 'SELECT SLEEP%'`;
  let ids = [];
  for (let i = 0; i < 100 && ids.length < count; i += 1) {
    ids = lab.sql(query).trim().split('\n').filter(Boolean);
    if (ids.length < count) {
      children.forEach((child, k) => {
        if (gone(child)) children[k] = sleeper();
      });
      await pause(100);
    }
  }
  const release = async () => {
    for (const id of ids) lab.sql(`KILL ${id}`);
    await Promise.all(
      children.map((child) =>
        gone(child)
          ? null
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
      ),
    );
  };
  if (ids.length < count) {
    await release();
    throw new Error(`открылось ${ids.length} соединений ${user} из ${count}`);
  }
  return release;
}

/**
 * Site Health's Info tab as the admin sees it: the value after a row's
 * label (the tab is drawn on the server; only folder sizes come later).
 */
export function infoRow(text, label) {
  const at = text.indexOf(label);
  if (at < 0) return null;
  return text
    .slice(at + label.length)
    .trim()
    .split(' ')[0];
}

/**
 * A router script for PHP's built-in server that does what WordPress's
 * rules in .htaccess do on Apache: a path that is not a file goes to
 * index.php (pretty permalinks: /wp-sitemap.xml, /kontakty/).
 */
export function permalinkRouter(lab) {
  const router = path.join(lab.work, 'permalink-router.php');
  writeFileSync(
    router,
    `<?php
$kb_path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( file_exists( $_SERVER['DOCUMENT_ROOT'] . $kb_path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
`,
  );
  return router;
}

/**
 * A free TCP port on 127.0.0.1 from 8950 up (the lab's own PHP listens
 * below): for the web servers a scenario starts next to the lab.
 */
export async function freePort(from = 8950) {
  const {createServer} = await import('node:net');
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`нет свободного порта от ${from}`);
}

/** Waits until `url` answers at all (any status). */
async function waitForServer(url, name, child, output) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) {
      throw new Error(`${name} завершился: ${output()}`);
    }
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch {
      await pause(100);
    }
  }
  throw new Error(`${name} не отвечает на ${url}: ${output()}`);
}

/**
 * Starts `command` in the foreground and returns a function that ends it by
 * its PID (and waits for it): servers a scenario runs beside the lab.
 */
function foreground(command, args) {
  // Its own process group: Apache with mod_php (prefork) ends by signalling
  // its whole group, which would otherwise include the scenario runner.
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // Decoded by the streams: a chunk may end inside a Cyrillic letter.
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const stop = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
  return {child, stop, output: () => output};
}

const APACHE_MODULES = '/usr/lib/apache2/modules';

/**
 * Apache 2.4 (Debian's apache2) serving the lab's folder on 127.0.0.1 with
 * its own configuration in the lab's work folder: .htaccess allowed
 * (AllowOverride All), as on a host. `php: true` loads PHP as an Apache
 * module (mod_php, prefork); without it Apache knows nothing of PHP, the way
 * a host runs it when PHP works as a separate FastCGI process. Returns
 * {url, errorLog, stop}. The worker processes run as www-data.
 */
export async function startApache(lab, {php = false} = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(lab.work, 'apache-'));
  const errorLog = path.join(dir, 'error.log');
  const modules = [
    php ? 'mpm_prefork' : 'mpm_event',
    'authz_core',
    'authz_host',
    'dir',
    'mime',
  ].map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`);
  if (php) modules.push(`LoadModule php_module ${APACHE_MODULES}/libphp8.2.so`);
  const conf = path.join(dir, 'apache2.conf');
  writeFileSync(
    conf,
    `ServerRoot ${dir}
${modules.join('\n')}
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
PidFile ${dir}/apache2.pid
DefaultRuntimeDir ${dir}
Mutex file:${dir} default
User www-data
Group www-data
ErrorLog ${errorLog}
LogLevel warn
TypesConfig /etc/mime.types
DocumentRoot ${lab.wp}
DirectoryIndex index.html
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory ${lab.wp}>
    AllowOverride All
    Require all granted
</Directory>
${php ? '<FilesMatch "\\.php$">\n    SetHandler application/x-httpd-php\n</FilesMatch>' : ''}
`,
  );
  const server = foreground('/usr/sbin/apache2', ['-f', conf, '-DFOREGROUND']);
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, 'Apache', server.child, server.output);
  return {url, errorLog, stop: server.stop, version: apacheVersion()};
}

/** «Apache/2.4.71 (Debian)», as `apache2 -v` names it. */
function apacheVersion() {
  const out = spawnSync('/usr/sbin/apache2', ['-v'], {encoding: 'utf8'});
  return /Server version:\s*(\S+ \S+)/.exec(out.stdout)?.[1] ?? out.stdout;
}

/**
 * A host's nginx with PHP-FPM (FastCGI) serving the lab's WordPress on
 * 127.0.0.1, with their own configuration in the lab's work folder. PHP-FPM
 * reads .user.ini; `pool` adds lines to its pool (php_admin_value[…] — the
 * way a host fixes a setting), `server` lines to nginx's server block.
 * WordPress gets the lab's own host name (HTTP_HOST), so it serves the same
 * site instead of redirecting to the lab's address. Returns {url,
 * errorLog (nginx's), fpmLog, stop}.
 */
export async function startNginxFpm(lab, {pool = [], server = []} = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(lab.work, 'nginx-fpm-'));
  const socket = path.join(dir, 'php-fpm.sock');
  const fpmLog = path.join(dir, 'php-fpm.log');
  const errorLog = path.join(dir, 'nginx-error.log');
  const fpmConf = path.join(dir, 'php-fpm.conf');
  writeFileSync(
    fpmConf,
    `[global]
pid = ${dir}/php-fpm.pid
error_log = ${fpmLog}
daemonize = no

[www]
user = root
group = root
listen = ${socket}
pm = static
pm.max_children = 2
php_value[error_log] = ${lab.errorLog}
php_flag[log_errors] = on
php_flag[display_errors] = off
php_admin_value[sendmail_path] = ${path.join(lab.work, 'sendmail.sh')}
${pool.join('\n')}
`,
  );
  const labHost = new URL(lab.url).host;
  const nginxConf = path.join(dir, 'nginx.conf');
  writeFileSync(
    nginxConf,
    `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen 127.0.0.1:${port};
        root ${lab.wp};
        index index.php;
${server.map((line) => `        ${line}`).join('\n')}
        location / {
            try_files $uri $uri/ /index.php?$args;
        }
        location ~ \\.php$ {
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
            fastcgi_param HTTP_HOST ${labHost};
            fastcgi_pass unix:${socket};
        }
    }
}
`,
  );
  const fpm = foreground('/usr/sbin/php-fpm8.2', [
    '--nodaemonize',
    '--allow-to-run-as-root',
    '--fpm-config',
    fpmConf,
  ]);
  const nginx = foreground('/usr/sbin/nginx', [
    '-e',
    errorLog,
    '-p',
    dir,
    '-c',
    nginxConf,
  ]);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await nginx.stop();
    await fpm.stop();
  };
  try {
    await waitForServer(
      `${url}/wp-includes/images/blank.gif`,
      'nginx',
      nginx.child,
      nginx.output,
    );
    for (let i = 0; i < 100 && !existsSync(socket); i += 1) await pause(100);
    if (!existsSync(socket)) throw new Error(`PHP-FPM: ${fpm.output()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, errorLog, fpmLog, stop};
}

/**
 * The text of the page Chromium shows for `url`, with its interface in
 * `language` (Russian needs Debian's chromium-l10n): for an empty 5xx
 * answer that is Chromium's own error page. `host` is the name the
 * address bar shows; it reaches 127.0.0.1.
 */
export async function chromiumErrorPage(url, {language = 'ru', host} = {}) {
  if (!existsSync(chromiumPath)) return `нет Chromium: ${chromiumPath}`;
  const browser = await launchChromium({
    language,
    hosts: host ? [`MAP ${host} 127.0.0.1`] : [],
    args: ['--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      locale: language === 'ru' ? 'ru-RU' : 'en-US',
    });
    const page = await context.newPage();
    const target = new URL(url);
    if (host) target.hostname = host;
    await page.goto(target.href).catch(() => null);
    for (let i = 0; i < 20; i += 1) {
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch(() => '');
      if (text) return text.replace(/\s+/g, ' ').trim();
      await page.waitForTimeout(250);
    }
    return '';
  } finally {
    await browser.close();
  }
}
