// Helpers shared by the scenarios of four WordPress articles: the admin's
// first steps (admin), content (kontent), pages (stranicy) and first SEO
// settings (seo). What the fetch() browser of client.mjs cannot show needs
// Chromium: the block editor, the media uploader and what the browser itself
// says about redirects and certificates. The rest sets up faults that the
// shared faults.mjs has no word for: a user with a role, a file PHP cannot
// write although it runs as root, PHP's built-in server answering like
// Apache, a TLS proxy in front of the lab as a host's front server.
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {launchChromium} from '../browser.mjs';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';
import {wpEval} from './faults.mjs';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

/**
 * Runs `fn({browser, context, page, messages})` in headless Chromium logged in
 * as `user` (or as nobody, with `user: null`) and closes it. `messages`
 * collects the console's lines, as the reader sees them on F12. `language`
 * is Chromium's own interface language ('ru' or 'en'); `trust`, a test
 * authority's certificate file it should trust.
 */
export async function withChromium(
  lab,
  fn,
  {
    user = LAB_USER,
    password = LAB_PASSWORD,
    ignoreHTTPSErrors = false,
    trust = null,
    language = 'ru',
  } = {},
) {
  const browser = await launchChromium({
    // Names under .example reach the lab's 127.0.0.1 (no DNS here): a
    // loopback address is a «potentially trustworthy» origin for Chromium,
    // and mixed content or a certificate's name only matter for a real name.
    // Chromium's own pages (a network error, a certificate warning) are in
    // the language of its interface.
    hosts: ['MAP *.example 127.0.0.1'],
    language,
    env: trust ? {HOME: homeTrusting(trust)} : {},
  });
  try {
    const context = await browser.newContext({
      locale: language === 'ru' ? 'ru-RU' : 'en-US',
      timezoneId: 'Europe/Moscow',
      viewport: {width: 1280, height: 900},
      ignoreHTTPSErrors,
    });
    const page = await context.newPage();
    const messages = [];
    page.on('console', (message) => messages.push(message.text()));
    if (user) await loginIn(page, lab.url, user, password);
    return await fn({browser, context, page, messages});
  } finally {
    await browser.close();
  }
}

/** Logs in through the form of wp-login.php, as a person does. */
export async function loginIn(page, base, user, password) {
  await page.goto(`${base}/wp-login.php`, {waitUntil: 'load'});
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([
    page.waitForURL(/\/wp-admin\//),
    page.click('#wp-submit'),
  ]);
}

/**
 * Opens the block editor (the editor: wait for `load`, never
 * `networkidle`: the heartbeat keeps the network busy) and waits until it
 * can take text.
 */
export async function openEditor(page, url) {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(
    () =>
      window.wp?.data?.select('core/editor')?.getCurrentPostId?.() &&
      window.wp.data.select('core/editor').__unstableIsEditorReady?.() !==
        false,
    null,
    {timeout: 60000},
  );
  // The pattern chooser of a new page and any welcome guide: the reader
  // closes them; a scenario that is about them looks before this.
  await page.keyboard.press('Escape');
}

/** Text of the editor's snackbar and notices (what the reader reads). */
export async function editorNotices(page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.components-snackbar, .components-notice, .editor-post-publish-panel__header-published',
      ),
    ]
      .map((node) => node.innerText.replace(/\s+/g, ' ').trim())
      .join(' | '),
  );
}

/** Sets a user's password (the seeded users have random ones). */
export function setPassword(lab, login, password) {
  wpEval(
    lab,
    `wp_set_password(${JSON.stringify(password)}, get_user_by('login', ${JSON.stringify(login)})->ID);`,
  );
}

/** Adds a user with a role; returns their password. */
export function addUser(lab, login, role) {
  const password = `${login}-lab-password`;
  wpEval(
    lab,
    `wp_insert_user(array('user_login' => ${JSON.stringify(login)}, 'user_pass' => ${JSON.stringify(password)}, 'user_email' => ${JSON.stringify(`${login}@example.com`)}, 'role' => ${JSON.stringify(role)}));`,
  );
  return password;
}

/** A JPEG of this size drawn by PHP's GD (noise, so that it does not shrink). */
export function makeJpeg(lab, file, width, height, {quality = 90} = {}) {
  const result = lab.php([
    '-r',
    `$i = imagecreatetruecolor(${width}, ${height});
     mt_srand(7);
     for ($y = 0; $y < ${height}; $y += 4) for ($x = 0; $x < ${width}; $x += 4)
       imagefilledrectangle($i, $x, $y, $x + 3, $y + 3, mt_rand(0, 0xffffff));
     imagejpeg($i, ${JSON.stringify(file)}, ${quality});`,
  ]);
  if (result.status !== 0) throw new Error(`GD: ${result.stderr}`);
  return statSync(file).size;
}

/** A file of `bytes` bytes whose content is a valid JPEG followed by padding. */
export function paddedJpeg(lab, file, bytes) {
  makeJpeg(lab, file, 64, 64);
  const head = readFileSync(file);
  writeFileSync(file, Buffer.concat([head, Buffer.alloc(bytes - head.length)]));
  return file;
}

/**
 * Makes a file or folder unwritable for PHP. PHP in the lab runs as root,
 * and root writes through any chmod; the immutable flag stops even root.
 * Returns a function that takes it back (the lab cannot delete its folder
 * while the flag is on).
 */
export function immutable(target) {
  const on = spawnSync('chattr', ['+i', target], {encoding: 'utf8'});
  if (on.status !== 0) throw new Error(`chattr +i ${target}: ${on.stderr}`);
  return () => spawnSync('chattr', ['-i', target]);
}

/** Runs `fn` with `target` made unwritable; always gives it back. */
export async function whileImmutable(target, fn) {
  const undo = immutable(target);
  try {
    return await fn();
  } finally {
    undo();
  }
}

/** Writes a router script for `lab.restartPhp({}, {router})`; returns its path. */
export function writeRouter(lab, name, body) {
  const file = path.join(lab.work, `${name}.php`);
  writeFileSync(file, `<?php\n${body}\n`);
  return file;
}

/**
 * PHP's built-in server as a host's web server. `software` goes to
 * SERVER_SOFTWARE, from which WordPress tells Apache (it then writes
 * .htaccess) from nginx. An existing file is served as is; any other
 * address reaches index.php as `rewrite` says: 'htaccess' — only while
 * .htaccess holds WordPress's rule (Apache with mod_rewrite), 'always' —
 * nginx with `try_files $uri $uri/ /index.php?$args;`, 'never' — nginx
 * without it. Otherwise the server's own 404 page answers. `/index.php/…`
 * addresses work without rules (PATH_INFO) unless `pathInfo: false`.
 */
export function serverRouter(
  lab,
  {
    software = 'Apache/2.4.62 (Debian)',
    rewrite = 'htaccess',
    pathInfo = true,
  } = {},
) {
  const apache = /apache/i.test(software);
  const notFound = apache
    ? '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>'
    : '<html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>';
  return writeRouter(
    lab,
    `router-${apache ? 'apache' : 'nginx'}-${rewrite}${pathInfo ? '' : '-no-pathinfo'}`,
    `$_SERVER['SERVER_SOFTWARE'] = ${JSON.stringify(software)};
$root = $_SERVER['DOCUMENT_ROOT'];
$raw  = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$path = rawurldecode( $raw );
$file = $root . $path;
if ( is_file( $file ) ) {
	return false;
}
if ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) {
	return false;
}
$kb_run = function ( $script, $path_info = null ) use ( $root ) {
	$_SERVER['SCRIPT_NAME']     = $script;
	$_SERVER['PHP_SELF']        = $script . ( $path_info ?? '' );
	$_SERVER['SCRIPT_FILENAME'] = $root . $script;
	if ( null === $path_info ) {
		unset( $_SERVER['PATH_INFO'] );
	} else {
		$_SERVER['PATH_INFO'] = $path_info;
	}
	chdir( $root );
	return $root . $script;
};
if ( ${pathInfo ? 'true' : 'false'} && preg_match( '#^(/[^/]*\\.php)(/.*)$#', $path, $m ) && is_file( $root . $m[1] ) ) {
	require $kb_run( $m[1], $m[2] );
	return true;
}
$rewrite = ${JSON.stringify(rewrite)};
if ( 'htaccess' === $rewrite ) {
	$rules   = is_file( $root . '/.htaccess' ) ? file_get_contents( $root . '/.htaccess' ) : '';
	$rewrite = str_contains( $rules, 'RewriteRule . /index.php [L]' ) ? 'always' : 'never';
}
if ( 'always' === $rewrite ) {
	require $kb_run( '/index.php' );
	return true;
}
http_response_code( 404 );
header( 'Content-Type: text/html' );
echo ${JSON.stringify(notFound).replace(/\$/g, '\\$')};
return true;`,
  );
}

function openssl(args) {
  const result = spawnSync('openssl', args, {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`openssl: ${result.stderr}`);
}

/**
 * A test certificate authority in the lab's folder and a function that
 * issues a certificate for a name (and the other names it covers, `names`):
 * {key, cert} for https.createServer.
 * Chromium trusts the authority when withChromium() gets `trust: ca.file`.
 */
export function certificateAuthority(lab) {
  const dir = path.join(lab.work, 'tls');
  mkdirSync(dir, {recursive: true});
  const caKey = path.join(dir, 'ca.key');
  const caCert = path.join(dir, 'ca.pem');
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=KB lab test CA',
    '-keyout',
    caKey,
    '-out',
    caCert,
  ]);
  return {
    file: caCert,
    issue(name, names = [name]) {
      const file = names.join('+');
      const key = path.join(dir, `${file}.key`);
      const csr = path.join(dir, `${file}.csr`);
      const cert = path.join(dir, `${file}.pem`);
      const ext = path.join(dir, `${file}.ext`);
      writeFileSync(
        ext,
        `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}\n`,
      );
      openssl([
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        `/CN=${name}`,
        '-keyout',
        key,
        '-out',
        csr,
      ]);
      openssl([
        'x509',
        '-req',
        '-in',
        csr,
        '-CA',
        caCert,
        '-CAkey',
        caKey,
        '-CAcreateserial',
        '-days',
        '2',
        '-extfile',
        ext,
        '-out',
        cert,
      ]);
      return {key: readFileSync(key), cert: readFileSync(cert)};
    },
  };
}

/**
 * A home folder whose NSS database (the store Chromium on Linux reads for
 * the user's own authorities) trusts `caFile`. Needs certutil (Debian
 * package libnss3-tools).
 */
function homeTrusting(caFile) {
  const home = path.join(path.dirname(caFile), 'home');
  const db = path.join(home, '.pki', 'nssdb');
  if (!existsSync(db)) {
    mkdirSync(db, {recursive: true});
    for (const args of [
      ['-N', '-d', `sql:${db}`, '--empty-password'],
      ['-A', '-d', `sql:${db}`, '-n', 'kb-lab-ca', '-t', 'C,,', '-i', caFile],
    ]) {
      const result = spawnSync('certutil', args, {encoding: 'utf8'});
      if (result.status !== 0) {
        throw new Error(
          `certutil ${args[0]}: ${result.stderr || result.error}`,
        );
      }
    }
  }
  return home;
}

/** Whether Chromium can be made to trust a test authority here. */
export const canTrustTestCA =
  spawnSync('sh', ['-c', 'command -v certutil']).status === 0;

/**
 * A host's front server: takes HTTPS on a free port of 127.0.0.1 and passes
 * each request to the lab's PHP over plain HTTP, with or without
 * `X-Forwarded-Proto: https`. Returns {url, close()}; `host` is the name in
 * the url (a name under .example reaches 127.0.0.1 in withChromium()).
 */
export async function tlsProxy(
  lab,
  {certificate, forwardedProto = true, host = '127.0.0.1'},
) {
  const target = new URL(lab.url);
  const server = https.createServer(certificate, (request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          ...(forwardedProto ? {'x-forwarded-proto': 'https'} : {}),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://${host}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}

/** The files under a folder, relative to it (for «what is in uploads»). */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
}

/** chmod that a scenario records as having no effect on root. */
export function chmod(target, mode) {
  chmodSync(target, mode);
}

/** Removes a file or folder if it is there. */
export function remove(target) {
  rmSync(target, {recursive: true, force: true});
}

/**
 * Submits a form of an admin screen as the reader does: opens `url`, takes
 * every field of the form whose action matches `action` (its hidden nonce
 * too), changes `fields` and posts it. Returns the page WordPress answers
 * with (after its redirect), or with `follow: false` only where WordPress
 * sends the browser: {status, location}.
 */
export async function submitForm(
  browser,
  url,
  fields,
  {action = null, follow = true} = {},
) {
  const page = await browser.get(url);
  const forms = [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
  const form =
    forms.find(([, attributes]) =>
      action
        ? attributes.includes(action)
        : /method=["']post/i.test(attributes),
    ) ?? forms[0];
  if (!form) throw new Error(`на ${url} нет формы`);
  const target = /action=["']([^"']*)["']/.exec(form[1])?.[1] || url;
  const body = new URLSearchParams();
  const html = form[2];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname=["']([^"']+)["']/.exec(tag)?.[1];
    if (!name) continue;
    const type = /\btype=["']([^"']+)["']/.exec(tag)?.[1] ?? 'text';
    if (/^(checkbox|radio)$/i.test(type) && !/\bchecked\b/.test(tag)) continue;
    if (/^(submit|button|file)$/i.test(type)) continue;
    const value = /\bvalue=["']([^"']*)["']/.exec(tag)?.[1] ?? '';
    body.append(name, decodeEntities(value));
  }
  for (const [, attributes, options] of html.matchAll(
    /<select\b([^>]*)>([\s\S]*?)<\/select>/gi,
  )) {
    const name = /\bname=["']([^"']+)["']/.exec(attributes)?.[1];
    if (!name) continue;
    const selected =
      /<option\b[^>]*value=["']([^"']*)["'][^>]*\bselected\b/i.exec(options) ??
      /<option\b[^>]*value=["']([^"']*)["']/i.exec(options);
    if (selected) body.append(name, decodeEntities(selected[1]));
  }
  for (const [, attributes, text] of html.matchAll(
    /<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi,
  )) {
    const name = /\bname=["']([^"']+)["']/.exec(attributes)?.[1];
    if (name) body.append(name, decodeEntities(text));
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) body.delete(name);
    else body.set(name, value);
  }
  const to = new URL(decodeEntities(target), page.url).href;
  if (!follow) {
    // Where WordPress sends the browser, without going there.
    const response = await fetch(to, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        referer: page.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
    };
  }
  return browser.get(to, {method: 'POST', body, headers: {referer: page.url}});
}

function decodeEntities(text) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Saves Настройки → Постоянные ссылки with this structure. */
export function savePermalinks(browser, structure) {
  return submitForm(browser, '/wp-admin/options-permalink.php', {
    selection: structure,
    permalink_structure: structure,
  });
}

/**
 * The `###` heading of an article's «Если что-то пошло не так» that matches
 * `pattern`: for headings that quote a message another engineer may be
 * bringing from the 6.8 translation to 7.1 while the scenario stays.
 */
export function entryMatching(article, pattern) {
  const text = readFileSync(path.join(root, article), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) =>
    /^## Если что-то пошло не так/.test(line),
  );
  for (const line of lines.slice(start + 1)) {
    if (/^## /.test(line)) break;
    const match = /^### (.+?)(?:\s*\{#[^}]+\})?\s*$/.exec(line);
    if (match && pattern.test(match[1])) return match[1];
  }
  throw new Error(`${article}: нет раздела ### по ${pattern}`);
}

/** The editor's canvas (an iframe in WordPress 7.1) as a frame locator. */
export function editorCanvas(page) {
  return page.frameLocator('iframe[name="editor-canvas"]');
}

/** Types a title and a paragraph into the open editor, as the reader does. */
export async function typeInEditor(page, title, paragraph = null) {
  const canvas = editorCanvas(page);
  await canvas.locator('.editor-post-title__input').click();
  await page.keyboard.type(title);
  if (paragraph !== null) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

/** What the editor holds now: {title, content}. */
export function editedPost(page) {
  return page.evaluate(() => {
    const editor = window.wp.data.select('core/editor');
    return {
      title: editor.getEditedPostAttribute('title'),
      content: editor.getEditedPostContent(),
    };
  });
}
