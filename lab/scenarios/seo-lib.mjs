// Helpers of the scenarios of «Как подготовить сайт на WordPress к
// поисковым системам» (seo.scenarios.mjs) that admin-lib.mjs has no word
// for: a site with its own name on the standard ports 80 and 443 (the host
// names a real site has, mapped onto the lab's loopback ports for Chromium
// and for PHP's own requests), a server that takes HTTPS itself, and the
// Russian text of Chromium's own interface.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromiumPath, launchChromium} from '../browser.mjs';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';
import {loginIn, writeRouter} from './admin-lib.mjs';
import {addMuPlugin} from './faults.mjs';

const localesDir = path.join(path.dirname(chromiumPath), '../lib/chromium');

/**
 * A home folder whose NSS database trusts `caFile` (as admin-lib.mjs does
 * for withChromium(), which keeps its helper to itself). Needs certutil
 * (Debian package libnss3-tools).
 */
function homeTrusting(caFile) {
  const home = path.join(path.dirname(caFile), 'home-mapped');
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
          `certutil ${args[0]}: ${result.stderr || result.error} (нужен пакет libnss3-tools)`,
        );
      }
    }
  }
  return home;
}

/**
 * Headless Chromium in which `host` on ports 80 and 443 reaches the lab's
 * PHP and the TLS proxy on `httpsPort`: the site opens as http://host/ and
 * https://host/, without a port in the address, as a real site does.
 * Runs `fn({page, context, cdp, security})`: `security()` is the latest
 * security state Chromium gives the page (DevTools protocol, Security
 * domain: 'insecure', 'neutral', 'secure'…), the state its address bar
 * shows. Logs in as `user` at http://host/ unless `user: null`.
 */
export async function withSiteChromium(
  lab,
  fn,
  {
    host = 'site.example',
    httpsPort = null,
    trust = null,
    language = 'ru',
    user = LAB_USER,
    password = LAB_PASSWORD,
  } = {},
) {
  const rules = [
    `MAP ${host}:80 127.0.0.1:${new URL(lab.url).port}`,
    ...(httpsPort ? [`MAP ${host}:443 127.0.0.1:${httpsPort}`] : []),
    'MAP *.example 127.0.0.1',
  ];
  const browser = await launchChromium({
    hosts: rules,
    language,
    env: trust ? {HOME: homeTrusting(trust)} : {},
  });
  try {
    const context = await browser.newContext({
      locale: language === 'ru' ? 'ru-RU' : 'en-US',
      timezoneId: 'Europe/Moscow',
      viewport: {width: 1280, height: 900},
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let state = null;
    cdp.on('Security.visibleSecurityStateChanged', ({visibleSecurityState}) => {
      state = visibleSecurityState;
    });
    await cdp.send('Security.enable');
    if (user) await loginIn(page, `http://${host}`, user, password);
    return await fn({browser, context, page, cdp, security: () => state});
  } finally {
    await browser.close();
  }
}

/**
 * The site as a host serves it: http://host/ and https://host/ on the
 * standard ports. Sets the site's two addresses to http://host, makes the
 * server mark requests that came through the TLS proxy as HTTPS (a web
 * server that takes TLS itself: PHP sees HTTPS=on), and writes a mu-plugin
 * with what a real server has and the lab lacks: DNS for `host` in PHP's
 * own requests (curl's CONNECT_TO) and the test authority among the ones
 * WordPress trusts (as a public authority is in its ca-bundle.crt). It also
 * gives Site Health back its HTTPS test, which the lab takes away (lab/
 * wordpress/offline.php: no HTTPS on loopback). Call again with another
 * proxy port to change the certificate the server shows.
 */
export async function siteOnStandardPorts(
  lab,
  {host = 'site.example', httpsPort, caFile},
) {
  const bundle = path.join(lab.work, 'ca-bundle-with-test-ca.crt');
  writeFileSync(
    bundle,
    readFileSync(path.join(lab.wp, 'wp-includes/certificates/ca-bundle.crt')) +
      '\n' +
      readFileSync(caFile),
  );
  const labPort = new URL(lab.url).port;
  addMuPlugin(
    lab,
    'kb-lab-site-on-standard-ports',
    `add_action( 'http_api_curl', function ( $handle ) {
	curl_setopt( $handle, CURLOPT_CONNECT_TO, array( '${host}:80:127.0.0.1:${labPort}', '${host}:443:127.0.0.1:${httpsPort}' ) );
} );
add_filter( 'http_request_args', function ( $args ) {
	$args['sslcertificates'] = ${JSON.stringify(bundle)};
	return $args;
} );
$kb_lab_https_test = null;
add_filter( 'site_status_tests', function ( $tests ) use ( &$kb_lab_https_test ) {
	$kb_lab_https_test = $tests['async']['https_status'] ?? null;
	return $tests;
}, 99 );
add_filter( 'site_status_tests', function ( $tests ) use ( &$kb_lab_https_test ) {
	if ( $kb_lab_https_test ) {
		$tests['async']['https_status'] = $kb_lab_https_test;
	}
	return $tests;
}, 101 );`,
  );
  const router = writeRouter(
    lab,
    'router-takes-https',
    `if ( 'https' === ( $_SERVER['HTTP_X_FORWARDED_PROTO'] ?? '' ) ) {
	$_SERVER['HTTPS']       = 'on';
	$_SERVER['SERVER_PORT'] = '443';
}
return false;`,
  );
  if (lab.kbTakesHttps !== true) {
    await lab.restartPhp({}, {router});
    lab.kbTakesHttps = true;
  }
  lab.sql(
    `UPDATE wp.wp_options SET option_value = 'http://${host}' WHERE option_name IN ('home', 'siteurl')`,
  );
}

/**
 * Opens Инструменты → Здоровье сайта, waits until the item titled `title`
 * is listed (its test runs in the background) and expands it. Returns the
 * item's text (its title and what it says when expanded), the labels of its
 * buttons and the panel, or the titles listed if it
 * never came.
 */
export async function siteHealthItem(page, base, title) {
  await page.goto(`${base}/wp-admin/site-health.php`, {waitUntil: 'load'});
  const trigger = page.locator('.health-check-accordion-trigger', {
    hasText: title,
  });
  try {
    await trigger.first().waitFor({timeout: 60000});
  } catch {
    const titles = await page
      .locator('.health-check-accordion-trigger')
      .allInnerTexts();
    return {text: '', buttons: [], titles: titles.join(' | ')};
  }
  await trigger.first().click();
  const panelId = await trigger.first().getAttribute('aria-controls');
  const panel = page.locator(`#${panelId}`);
  const heading = await trigger.first().innerText();
  return {
    text: `${heading} ${await panel.innerText()}`.replace(/\s+/g, ' ').trim(),
    buttons: await panel.locator('a.button').allInnerTexts(),
    panel,
  };
}

/** Strings of a Chromium locale file (.pak, version 5): id → text. */
function pakStrings(file) {
  const b = readFileSync(file);
  if (b.readUInt32LE(0) !== 5) throw new Error(`${file}: не pak версии 5`);
  const count = b.readUInt16LE(8);
  const aliases = b.readUInt16LE(10);
  const entries = [];
  let p = 12;
  for (let i = 0; i <= count; i += 1, p += 6) {
    entries.push([b.readUInt16LE(p), b.readUInt32LE(p + 2)]);
  }
  const strings = new Map();
  for (let i = 0; i < count; i += 1) {
    strings.set(
      entries[i][0],
      b.subarray(entries[i][1], entries[i + 1][1]).toString('utf8'),
    );
  }
  for (let i = 0; i < aliases; i += 1, p += 4) {
    strings.set(
      b.readUInt16LE(p),
      strings.get(entries[b.readUInt16LE(p + 2)][0]),
    );
  }
  return strings;
}

/**
 * Chromium's own Russian for an English text of its interface (what the
 * address bar, not the page, shows): every translation the installed
 * ru.pak (package chromium-l10n) has for the strings that read `english`
 * in en-US.pak, joined by « | ».
 */
export function chromiumRussian(english) {
  const dir = existsSync(path.join(localesDir, 'locales'))
    ? path.join(localesDir, 'locales')
    : '/usr/lib/chromium/locales';
  const en = pakStrings(path.join(dir, 'en-US.pak'));
  const ru = pakStrings(path.join(dir, 'ru.pak'));
  const found = new Set();
  for (const [id, text] of en) {
    if (text === english && ru.has(id)) found.add(ru.get(id));
  }
  return [...found].join(' | ');
}
