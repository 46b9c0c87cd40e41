// What a reader's browser and mailbox would show, read off the lab: pages
// as text with their HTTP status, the e-mails PHP handed to sendmail, the
// PHP error log and debug.log. No browser: the scenarios compare text, and
// fetch() with a small cookie jar is enough to log in and follow the admin.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {Buffer} from 'node:buffer';
import {TextDecoder} from 'node:util';
import {URLSearchParams} from 'node:url';
import {DomUtils, parseDocument} from 'htmlparser2';
import {LAB_PASSWORD, LAB_USER} from '../wordpress/config.mjs';

/** The visible text of an HTML page: no scripts, styles or tags, one space. */
/** Entities (&laquo;, &#8217;) as characters, through the site's own parser. */
const decodeHTML = (text) => DomUtils.textContent(parseDocument(text));

export function pageText(html) {
  return decodeHTML(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
      // Inline tags join their text to what surrounds it («<b>Warning</b>:»
      // reads «Warning:»); every other tag separates words.
      .replace(
        /<\/?(?:b|strong|i|em|a|span|code|abbr|small|sup|sub)\b[^>]*>/gi,
        '',
      )
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** A browser of one visitor: its own cookies, redirects followed by hand. */
export class Browser {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }

  async get(url, options = {}) {
    let target = new URL(url, this.base).href;
    let method = options.method ?? 'GET';
    let body = options.body;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(target, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body instanceof URLSearchParams
            ? {'content-type': 'application/x-www-form-urlencoded'}
            : {}),
          ...options.headers,
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === 'deleted' || /expires=Thu, 01-Jan-1970/i.test(line))
          this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        target = new URL(location, target).href;
        method = 'GET';
        body = undefined;
        continue;
      }
      const html = await response.text();
      return {
        url: target,
        status: response.status,
        html,
        text: pageText(html),
        headers: Object.fromEntries(response.headers),
      };
    }
    throw new Error(`слишком много перенаправлений: ${url}`);
  }

  /** Logs in through wp-login.php as a person would; returns that page. */
  async login(user = LAB_USER, password = LAB_PASSWORD, url = '/wp-login.php') {
    await this.get(url);
    return this.get(url, {
      method: 'POST',
      body: new URLSearchParams({
        log: user,
        pwd: password,
        'wp-submit': 'Войти',
        redirect_to: new URL('/wp-admin/', this.base).href,
        testcookie: '1',
      }),
    });
  }
}

/** RFC 2047 words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) as text. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, charset, kind, data) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeBody(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** One message as PHP's mail() or an SMTP client sent it: headers and text. */
export function parseMail(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(
    headers['content-type'] ?? '',
  )?.[1];
  let text;
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    text = parts
      .map((part) => parseMail(part.replace(/^\r?\n/, '')))
      .filter((part) => /text\/plain/i.test(part.headers['content-type'] ?? ''))
      .map((part) => part.text)
      .join('\n');
  } else {
    text = decodeBody(body, headers['content-transfer-encoding']);
  }
  return {
    headers,
    subject: headers.subject ?? '',
    to: headers.to ?? '',
    text: text.replace(/\r\n/g, '\n'),
  };
}

/** The messages in a folder of .eml files, oldest first. */
export function readMailDir(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(path.join(dir, name), 'utf8')));
}

export function readIfExists(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
