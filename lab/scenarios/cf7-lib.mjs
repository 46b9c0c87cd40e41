// Helpers for the Contact Form 7, Flamingo and User Registration scenarios:
// a form posted the way the plugin's script posts it, an admin form saved
// the way its Save button does, Flamingo's screens, a WAF in front of
// /wp-json/, and a headless Chromium for what only a browser shows (the
// spinner that never stops, a notice the block editor draws).
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {URLSearchParams} from 'node:url';
import {DomUtils, parseDocument} from 'htmlparser2';
import {launchChromium} from '../browser.mjs';
import {pageText} from './client.mjs';
import {wpEval} from './faults.mjs';

const {FormData} = globalThis;

/**
 * The lab configures WP Mail SMTP for a server that does not exist here
 * (smtp.example.com), so every letter would fail. A site without an SMTP
 * plugin sends through PHP's mail(): the scenarios about mail() start there.
 */
export function withoutSmtpPlugin(lab) {
  wpEval(lab, "deactivate_plugins('wp-mail-smtp/wp_mail_smtp.php', true);");
}

/** The id of the seeded form «Контактная форма 1». */
export function contactFormId(lab) {
  return Number(
    wpEval(
      lab,
      "$f = WPCF7_ContactForm::find(array('posts_per_page' => 1, 'orderby' => 'ID', 'order' => 'ASC')); echo $f[0]->id();",
    ),
  );
}

/** The address of a published page by its title, relative to the site. */
export function pagePath(lab, title) {
  return wpEval(
    lab,
    `$p = get_posts(array('post_type' => 'page', 'title' => ${JSON.stringify(title)}, 'post_status' => 'any')); echo wp_make_link_relative(get_permalink($p[0]));`,
  );
}

/** Sets properties of a form (PHP array literal of name => value). */
export function setFormProperties(lab, id, phpArray) {
  wpEval(
    lab,
    `$f = WPCF7_ContactForm::get_instance(${id}); $f->set_properties(${phpArray}); $f->save(); echo 'ok';`,
  );
}

/** A page with this content (a shortcode); returns its address. */
export function addPage(lab, title, content) {
  return wpEval(
    lab,
    `$id = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => ${JSON.stringify(content)})); echo wp_make_link_relative(get_permalink($id));`,
  );
}

/** The hidden fields of the first Contact Form 7 form on a page. */
export function cf7HiddenFields(html) {
  const fields = {};
  for (const match of html.matchAll(
    /<input type="hidden" name="(_wpcf7[^"]*)" value="([^"]*)"/g,
  )) {
    fields[match[1]] = match[2];
  }
  return fields;
}

/**
 * Opens the page with the form and posts it as the plugin's script does:
 * multipart form data to /wp-json/contact-form-7/v1/contact-forms/<id>/feedback.
 * Returns the HTTP status, the JSON answer (or null) and the raw body.
 */
export async function submitForm(browser, page, fields) {
  const form = await browser.get(page);
  const hidden = cf7HiddenFields(form.html);
  const data = new FormData();
  for (const [name, value] of Object.entries({...hidden, ...fields})) {
    data.append(name, value);
  }
  const response = await browser.get(
    `/wp-json/contact-form-7/v1/contact-forms/${hidden._wpcf7}/feedback`,
    {method: 'POST', body: data, headers: {referer: form.url}},
  );
  let json = null;
  try {
    json = JSON.parse(response.html);
  } catch {
    json = null;
  }
  return {status: response.status, json, body: response.html};
}

/** A visitor's answers to the default form. */
export const VISITOR = {
  'your-name': 'Иван Петров',
  'your-email': 'ivan.petrov@example.com',
  'your-subject': 'Вопрос о доставке',
  'your-message': 'Доставляете ли вы заказы в другие города?',
};

/** The text of an admin screen without the menu and the footer. */
export function adminText(html) {
  const start = html.indexOf('id="wpbody-content"');
  const end = html.indexOf('id="wpfooter"');
  if (start < 0) return pageText(html);
  return pageText(`<div ${html.slice(start, end > start ? end : undefined)}`);
}

/** Flamingo's inbound messages: id, status, subject, sender, newest first. */
export function flamingoMessages(lab) {
  return JSON.parse(
    wpEval(
      lab,
      `$q = new WP_Query(array('post_type' => 'flamingo_inbound', 'post_status' => array('publish', 'flamingo-spam', 'trash'), 'posts_per_page' => -1, 'orderby' => 'ID', 'order' => 'DESC'));
       $out = array();
       foreach ($q->posts as $p) { $out[] = array('id' => $p->ID, 'status' => $p->post_status, 'subject' => get_post_meta($p->ID, '_subject', true), 'from' => get_post_meta($p->ID, '_from', true), 'result' => get_post_meta($p->ID, '_submission_status', true)); }
       echo wp_json_encode($out);`,
    ),
  );
}

/** The card of one inbound message as the admin sees it. */
export async function flamingoCard(admin, id) {
  const page = await admin.get(
    `/wp-admin/admin.php?page=flamingo_inbound&post=${id}&action=edit`,
  );
  return adminText(page.html);
}

/**
 * Presses «Экспорт» over the list of inbound messages: the file as the
 * browser downloads it (name, type, bytes, text).
 */
export async function flamingoExport(admin) {
  const list = await admin.get('/wp-admin/admin.php?page=flamingo_inbound');
  const {pairs} = formFields(list.html, (attribs) => attribs.method === 'get');
  const query = new URLSearchParams(pairs);
  query.append('export', 'Экспорт');
  const response = await fetch(
    new URL(`/wp-admin/admin.php?${query}`, admin.base),
    {
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    disposition: response.headers.get('content-disposition') ?? '',
    type: response.headers.get('content-type') ?? '',
    bytes,
    text: bytes.toString('utf8'),
  };
}

/** Follows a row action link («Не спам», «Спам») of the inbound list. */
export async function flamingoRowAction(admin, id, action, status = '') {
  const list = await admin.get(
    `/wp-admin/admin.php?page=flamingo_inbound${status ? `&post_status=${status}` : ''}`,
  );
  const link = new RegExp(
    `href="([^"]*post=${id}&#038;action=${action}&#038;_wpnonce=[^"]+)"`,
  ).exec(list.html)?.[1];
  if (!link) throw new Error(`в списке нет ссылки ${action} для заявки ${id}`);
  return admin.get(link.replace(/&#038;/g, '&'));
}

/**
 * The fields a browser would send with a form: inputs (checked boxes only),
 * textareas and selects, in document order. `match` picks the form element.
 */
export function formFields(html, match) {
  const document = parseDocument(html);
  const form = DomUtils.findOne(
    (element) => element.name === 'form' && match(element.attribs),
    document.children,
  );
  if (!form) throw new Error('на странице нет нужной формы');
  const pairs = [];
  for (const element of DomUtils.findAll(
    (el) => ['input', 'textarea', 'select'].includes(el.name),
    form.children,
  )) {
    const {name, type = 'text', value = ''} = element.attribs;
    if (!name || element.attribs.disabled !== undefined) continue;
    if (['submit', 'button', 'image', 'reset', 'file'].includes(type)) {
      continue;
    }
    if (['checkbox', 'radio'].includes(type)) {
      if (element.attribs.checked !== undefined) pairs.push([name, value]);
      continue;
    }
    if (element.name === 'textarea') {
      pairs.push([name, DomUtils.textContent(element)]);
      continue;
    }
    if (element.name === 'select') {
      const options = DomUtils.findAll((o) => o.name === 'option', [element]);
      const chosen =
        options.find((o) => o.attribs.selected !== undefined) ?? options[0];
      if (chosen) {
        pairs.push([
          name,
          chosen.attribs.value ?? DomUtils.textContent(chosen),
        ]);
      }
      continue;
    }
    pairs.push([name, value]);
  }
  return {action: form.attribs.action ?? '', pairs};
}

/**
 * Saves a Contact Form 7 form the way its Save button does: the editor's
 * fields as they are, with `changes` (field name => value) applied.
 * Returns the editor page the plugin redirects to.
 */
export async function saveContactForm(admin, id, changes = {}) {
  const editor = await admin.get(
    `/wp-admin/admin.php?page=wpcf7&post=${id}&action=edit`,
  );
  const {action, pairs} = formFields(
    editor.html,
    (attribs) => attribs.id === 'wpcf7-admin-form-element',
  );
  const body = new URLSearchParams();
  const seen = new Set();
  for (const [name, value] of pairs) {
    if (name in changes) {
      if (!seen.has(name)) body.append(name, changes[name]);
      seen.add(name);
    } else body.append(name, value);
  }
  for (const [name, value] of Object.entries(changes)) {
    if (!seen.has(name)) body.append(name, value);
  }
  body.append('wpcf7-save', 'Сохранить');
  return admin.get(new URL(action, editor.url).href, {method: 'POST', body});
}

/**
 * A web application firewall in front of the site, as a router script for
 * PHP's built-in server: 403 and its own HTML page for every /wp-json/
 * request (and ?rest_route=), everything else passes.
 */
export function wafRouter(lab) {
  const file = path.join(lab.work, 'waf-router.php');
  writeFileSync(
    file,
    `<?php
$kb_path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( 0 === strpos( $kb_path, '/wp-json/' ) || false !== strpos( $_SERVER['QUERY_STRING'] ?? '', 'rest_route=' ) ) {
	http_response_code( 403 );
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo '<html><head><title>403 Forbidden</title></head><body><h1>403 Forbidden</h1><p>Request blocked by the web application firewall.</p></body></html>';
	return true;
}
return false;
`,
  );
  return file;
}

/**
 * Runs `run(page, context)` in headless Chromium (the system one) and
 * closes it. The page collects console messages in `page.kbConsole`.
 */
export async function withChromium(run, {cookies = null, base = null} = {}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({locale: 'ru-RU'});
    if (cookies && base) {
      const {hostname} = new URL(base);
      await context.addCookies(
        [...cookies].map(([name, value]) => ({
          name,
          value,
          domain: hostname,
          path: '/',
        })),
      );
    }
    const page = await context.newPage();
    page.kbConsole = [];
    page.on('console', (message) =>
      page.kbConsole.push(`${message.type()}: ${message.text()}`),
    );
    return await run(page, context);
  } finally {
    await browser.close();
  }
}

/**
 * The configuration errors the form editor shows: the plugin's script draws
 * them under the fields and on the tabs, so a browser reads them.
 */
export async function editorErrors(lab, admin, id) {
  return withChromium(
    async (page) => {
      await page.goto(
        `${lab.url}/wp-admin/admin.php?page=wpcf7&post=${id}&action=edit`,
        {waitUntil: 'load'},
      );
      await page.waitForTimeout(1000);
      const texts = await page
        .locator('.config-error, #misc-publishing-actions .config-error')
        .allTextContents();
      return [...new Set(texts.map((t) => t.replace(/\s+/g, ' ').trim()))]
        .filter(Boolean)
        .join('\n');
    },
    {cookies: admin.cookies, base: lab.url},
  );
}

/** What the form shows after the click: status, message, spinner. */
export async function formState(page) {
  return page.evaluate(() => {
    const form = document.querySelector('.wpcf7 form');
    const spinner = form.querySelector('.wpcf7-spinner');
    return {
      status: form.getAttribute('data-status'),
      output: form.querySelector('.wpcf7-response-output').innerText,
      spinner: spinner ? window.getComputedStyle(spinner).visibility : null,
    };
  });
}

/**
 * Fills the default form in the browser and presses «Отправить»; returns
 * what the form shows five seconds later and the console before the click.
 */
export async function sendInBrowser(page, url, fields = VISITOR) {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(1000);
  const onLoad = page.kbConsole.join('\n');
  for (const [name, value] of Object.entries(fields)) {
    await page.fill(`[name="${name}"]`, value);
  }
  await page.click('.wpcf7-submit');
  await page.waitForTimeout(5000);
  return {...(await formState(page)), onLoad};
}
