// Mail servers and WP Mail SMTP screens for pochta.scenarios.mjs: a real SMTP
// server on 127.0.0.1 (smtp-server) with implicit TLS or STARTTLS and one
// mailbox, a port that accepts TCP and never answers, a closed port, a
// certificate authority the lab's PHP trusts, and the plugin's settings and
// test e-mail driven through its own admin forms, as a site owner does.
import net from 'node:net';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {URLSearchParams} from 'node:url';
import {DomUtils, parseDocument} from 'htmlparser2';
import {SMTPServer} from 'smtp-server';
import {launchChromium} from '../browser.mjs';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';

/** The mailbox of the articles: the only login the lab's server accepts. */
export const MAILBOX = 'info@example.ru';
export const MAILBOX_PASSWORD = 'lab-mailbox-password';

function openssl(args, cwd) {
  const result = spawnSync('openssl', args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`openssl ${args.join(' ')}: ${result.stderr}`);
  }
  return result.stdout;
}

/**
 * A throwaway certificate authority and a certificate for localhost signed
 * by it. The lab's PHP trusts the authority through `openssl.cafile`, so
 * PHPMailer verifies the server as it verifies a host's real certificate.
 */
export function makeCertificates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-pochta-tls-'));
  const days = ['-days', '2'];
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      ...days,
      '-subj',
      '/CN=Knowledge base lab mail CA',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
      '-subj',
      '/CN=localhost',
    ],
    dir,
  );
  writeFileSync(
    path.join(dir, 'san.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      ...days,
      '-extfile',
      'san.ext',
    ],
    dir,
  );
  return {
    dir,
    caFile: path.join(dir, 'ca.pem'),
    key: readFileSync(path.join(dir, 'server.key')),
    cert: readFileSync(path.join(dir, 'server.pem')),
    remove: () => rmSync(dir, {recursive: true, force: true}),
  };
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port, so that labs of other scenarios
    // and other people on this machine never collide with this one.
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

/**
 * A mail server as a host runs it: `secure` true is implicit TLS (the SSL
 * port), false is plain SMTP offering STARTTLS (the TLS port). It accepts
 * MAILBOX with MAILBOX_PASSWORD, refuses other logins with Postfix's reply
 * and, as Postfix's reject_sender_login_mismatch does, refuses a sender other
 * than the login. Messages it accepted are in `messages`.
 */
export async function startSmtp({secure, tls, allowInsecureAuth = false}) {
  const messages = [];
  const sessions = [];
  const server = new SMTPServer({
    secure,
    // true: accepts a login before STARTTLS, as a server with Postfix's
    // smtpd_tls_auth_only = no does.
    allowInsecureAuth,
    key: tls.key,
    cert: tls.cert,
    name: 'smtp.example.ru',
    banner: 'ESMTP',
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, session, callback) {
      sessions.push({user: auth.username, secure: session.secure});
      if (auth.username === MAILBOX && auth.password === MAILBOX_PASSWORD) {
        callback(null, {user: auth.username});
        return;
      }
      const error = new Error(
        '5.7.8 Error: authentication failed: authentication failure',
      );
      error.responseCode = 535;
      callback(error);
    },
    onMailFrom(address, session, callback) {
      if (address.address !== session.user) {
        const error = new Error(
          `5.7.1 <${address.address}>: Sender address rejected: not owned by user ${session.user}`,
        );
        error.responseCode = 553;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client that gives up mid-handshake is the server's everyday life, not
  // a failure of the scenario.
  server.on('error', () => {});
  const port = await listen(server.server);
  return {
    port,
    messages,
    sessions,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A port that accepts the connection and never says a word. */
export async function startSilent() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

/** A port nothing listens on: taken from the system, then let go. */
export async function closedPort() {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The fields a browser would send with the form of this id or class. */
export function formFields(html, name) {
  const document = parseDocument(html);
  const form = DomUtils.findOne(
    (el) =>
      el.name === 'form' &&
      (el.attribs.id === name ||
        (el.attribs.class ?? '').split(/\s+/).includes(name)),
    document.children,
  );
  if (!form) throw new Error(`на странице нет формы ${name}`);
  const fields = new URLSearchParams();
  for (const el of DomUtils.findAll(
    (e) => ['input', 'select', 'textarea'].includes(e.name),
    form.children,
  )) {
    const {name, type = 'text', value = ''} = el.attribs;
    if (!name || 'disabled' in el.attribs) continue;
    if (['checkbox', 'radio'].includes(type) && !('checked' in el.attribs))
      continue;
    if (['submit', 'button', 'image', 'file'].includes(type)) continue;
    if (el.name === 'select') {
      const options = DomUtils.findAll((o) => o.name === 'option', el.children);
      const chosen =
        options.find((o) => 'selected' in o.attribs) ?? options[0] ?? null;
      if (chosen) fields.append(name, chosen.attribs.value ?? '');
      continue;
    }
    if (el.name === 'textarea') {
      fields.append(name, DomUtils.textContent(el));
      continue;
    }
    fields.append(name, value);
  }
  return {action: form.attribs.action ?? '', fields};
}

/** The text of a <pre> with <br>: one line per line, tags and entities gone. */
function logText(html) {
  return DomUtils.textContent(parseDocument(html.replace(/<br\s*\/?>/gi, '\n')))
    .replace(/\r/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SETTINGS = '/wp-admin/admin.php?page=wp-mail-smtp';
const TEST = '/wp-admin/admin.php?page=wp-mail-smtp-tools&tab=test';

/**
 * Saves WP Mail SMTP's settings through its settings screen: the form as the
 * page draws it, with `changes` (field name → value; null unticks a switch).
 * Returns the page the plugin answers with.
 */
export async function saveSettings(admin, changes) {
  const page = await admin.get(SETTINGS);
  const {action, fields} = formFields(
    page.html,
    'wp-mail-smtp-connection-settings-form',
  );
  for (const [name, value] of Object.entries(changes)) {
    fields.delete(name);
    if (value !== null) fields.append(name, String(value));
  }
  return admin.get(new URL(action || SETTINGS, page.url).href, {
    method: 'POST',
    body: fields,
  });
}

/** The settings of «Прочие SMTP» as the form names them. */
export function smtpFields({
  // Not «localhost»: PHPMailer never tries STARTTLS on its own with a host
  // of that name, and a host's server is never called so.
  host = '127.0.0.1',
  port,
  encryption,
  autotls = true,
  auth = true,
  user = MAILBOX,
  pass = MAILBOX_PASSWORD,
  from = MAILBOX,
}) {
  return {
    'wp-mail-smtp[mail][mailer]': 'smtp',
    'wp-mail-smtp[mail][from_email]': from,
    'wp-mail-smtp[smtp][host]': host,
    'wp-mail-smtp[smtp][port]': port,
    'wp-mail-smtp[smtp][encryption]': encryption,
    'wp-mail-smtp[smtp][autotls]': autotls ? 'yes' : null,
    'wp-mail-smtp[smtp][auth]': auth ? 'yes' : null,
    'wp-mail-smtp[smtp][user]': user,
    'wp-mail-smtp[smtp][pass]': pass,
  };
}

/**
 * The plugin's part of the Tools page: what follows its tabs («Проверка
 * почты … События отладки»), up to its footer.
 */
function section(text) {
  const tabs = 'События отладки';
  const at = text.indexOf(tabs);
  const start = at < 0 ? 0 : at + tabs.length;
  const end = text.indexOf('Сделано с ♥', start);
  return text.slice(start, end > 0 ? end : undefined).trim();
}

/**
 * Sends WP Mail SMTP's test e-mail as Tools → Email Test does and returns
 * what the reader sees: the form (and whether its button is disabled), the
 * answer, the heading of the error, the full error log, how long it took.
 */
export async function sendTest(admin, to = 'owner@example.net') {
  const form = await admin.get(TEST);
  const document = parseDocument(form.html);
  const submit = DomUtils.findOne(
    (el) =>
      el.name === 'button' &&
      el.attribs.type === 'submit' &&
      el.parent?.attribs?.class === 'wp-mail-smtp-submit',
    document.children,
  );
  const record = {
    form: section(form.text),
    button: submit
      ? `${'disabled' in submit.attribs ? 'disabled ' : ''}${submit.attribs.class}`
      : '',
    seconds: 0,
    text: '',
    heading: '',
    errorLog: '',
  };
  if (!submit || 'disabled' in submit.attribs) return record;
  const {action, fields} = formFields(form.html, 'email-test-form');
  fields.set('wp-mail-smtp[test][email]', to);
  const started = performance.now();
  const page = await admin.get(new URL(action || TEST, form.url).href, {
    method: 'POST',
    body: fields,
  });
  record.seconds = Math.round((performance.now() - started) / 1000);
  const answer = parseDocument(page.html);
  const debug = DomUtils.findOne(
    (el) => el.attribs?.id === 'wp-mail-smtp-debug',
    answer.children,
  );
  const heading = debug
    ? DomUtils.findOne((el) => el.name === 'h2', debug.children)
    : null;
  const log = DomUtils.findOne(
    (el) => /(^|\s)error-log(\s|$)/.test(el.attribs?.class ?? ''),
    answer.children,
  );
  const text = section(page.text);
  const support = text.indexOf('Нужна поддержка?');
  record.text = support > 0 ? text.slice(0, support).trim() : text;
  record.heading = heading ? DomUtils.textContent(heading).trim() : '';
  record.errorLog = log ? logText(DomUtils.getInnerHTML(log)) : '';
  // The buttons under the text, as the reader sees them.
  record.buttons = text.includes('Просмотреть полный журнал ошибок')
    ? 'Просмотреть полный журнал ошибок'
    : '';
  return record;
}

/**
 * A must-use plugin that answers for WP Mail SMTP's own server: after a test
 * e-mail has gone, the plugin asks connect.wpmailsmtp.com whether the sender's
 * domain is set up. The lab has no internet; this is the answer for a domain
 * without problems, so that the test page shows what a reader's does then.
 */
export const DOMAIN_CHECK_OK = `add_filter( 'pre_http_request', function ( $pre, $args, $url ) {
	if ( 0 === strpos( $url, 'https://connect.wpmailsmtp.com/domain-check/' ) ) {
		return array( 'headers' => array(), 'body' => wp_json_encode( array( 'success' => true, 'checks' => array() ) ), 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array() );
	}
	return $pre;
}, 10, 3 );`;

/**
 * The same server's answer for a domain with a problem: a warning about its
 * SPF record (the text is the lab's; the plugin shows what the server says).
 */
export const DOMAIN_CHECK_WARNING = DOMAIN_CHECK_OK.replace(
  "'checks' => array()",
  "'checks' => array( array( 'type' => 'SPF', 'state' => 'warning', 'message' => 'The SPF record of example.ru does not include the sending server.' ) )",
);

/**
 * The lab's mail servers: a certificate authority the lab's PHP trusts, a
 * server on an SSL port and one on a TLS (STARTTLS) port. `php` are php.ini
 * settings to restart PHP with besides the authority.
 */
export async function mailServers(lab, php = {}, {allowInsecureAuth} = {}) {
  const tls = makeCertificates();
  await lab.restartPhp({'openssl.cafile': tls.caFile, ...php});
  const ssl = await startSmtp({secure: true, tls});
  const starttls = await startSmtp({secure: false, tls, allowInsecureAuth});
  return {
    tls,
    ssl,
    starttls,
    async close() {
      await ssl.close();
      await starttls.close();
      tls.remove();
    },
  };
}

/** «Забыли пароль?» for this login, as a visitor fills it in; the page after. */
export async function lostPassword(browser, login = 'admin') {
  const url = '/wp-login.php?action=lostpassword';
  await browser.get(url);
  const page = await browser.get(url, {
    method: 'POST',
    body: new URLSearchParams({
      user_login: login,
      redirect_to: '',
      'wp-submit': 'Получить новый пароль',
    }),
  });
  return {status: page.status, text: page.text};
}

/**
 * A real browser (Chromium through Playwright, as lab/screenshots does),
 * logged in: for what the settings page's own script does on a click.
 * `use(page)` gets a page of the logged-in admin; the browser closes after.
 */
export async function inChromium(lab, use) {
  const browser = await launchChromium({language: 'ru'});
  try {
    const context = await browser.newContext({locale: 'ru-RU'});
    const page = await context.newPage();
    await page.goto(`${lab.url}/wp-login.php`);
    await page.fill('#user_login', LAB_USER);
    await page.fill('#user_pass', LAB_PASSWORD);
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
    return await use(page);
  } finally {
    await browser.close();
  }
}
