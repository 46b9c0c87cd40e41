/**
 * The shipped nginx config (deploy/nginx/kb.conf) as a client meets it:
 * security and caching headers, content types, and malformed requests that
 * must get a clear 3xx/4xx — never a 5xx, never a file outside build/.
 */
import {createHash} from 'node:crypto';

import {expect, test} from '@playwright/test';

import {HTTPS_REDIRECT_URL, HTTPS_URL} from './servers';
import {rawGet, sitemapRoutes} from './utils';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
};

test('pages, redirects and errors carry the security headers', async ({
  request,
}) => {
  for (const [path, status] of [
    ['/docs/intro', 200],
    ['/docs/intro/', 301],
    ['/docs/net-takoi-stranicy', 404],
  ] as const) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (typeof value === 'string') {
        expect(headers[name], `${path}: ${name}`).toBe(value);
      } else {
        expect(headers[name], `${path}: ${name}`).toMatch(value);
      }
    }
    // The server name only, no version.
    expect(headers.server ?? '', path).not.toMatch(/\d/);
  }
});

test('hashed assets are cached for a year, HTML is revalidated', async ({
  request,
}) => {
  const page = await request.get('/docs/intro');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // Preloaded in the head, started by the loader
  // (src/plugins/first-load/page-start/ssrTemplate.ts).
  const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(
    await page.text(),
  )![0];
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('the sitemap, feeds, SVG and search index have their content types', async ({
  request,
}) => {
  const expected: [string, RegExp][] = [
    ['/sitemap.xml', /^(text|application)\/xml/],
    ['/blog/rss.xml', /^application\/rss\+xml/],
    ['/blog/atom.xml', /^application\/atom\+xml/],
    ['/img/logo.svg', /^image\/svg\+xml/],
    ['/search-index/index.json', /^application\/json; charset=utf-8$/],
    ['/search-index/terms/0.json', /^application\/json; charset=utf-8$/],
  ];
  for (const [path, type] of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
});

/** Requests a reader's browser, a scanner or a broken link may send. */
const MALFORMED: (string | Buffer)[] = [
  '/../../../../etc/passwd',
  '/docs/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/docs/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/..%5c..%5c..%5cwindows%5cwin.ini',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/docs/intro%00.html',
  '/%00',
  Buffer.from([0x2f, 0x64, 0x6f, 0x63, 0x73, 0x2f, 0xff, 0xfe, 0xfd]),
  Buffer.from([0x2f, 0xc3, 0x28]),
  '/%ff%fe%fd',
  '/docs/%',
  '/docs/%zz',
  '/docs/intro%',
  `/${'a'.repeat(6000)}`,
  `/docs/intro?q=${'x'.repeat(20000)}`,
  `/${'docs/'.repeat(2000)}`,
  '/.git/config',
  '/.git/HEAD',
  '/.env',
  '/.htaccess',
  '/docs/.hidden',
  '//etc/passwd',
  '/docs/intro;.html',
  '/search?q=%',
  '/search?q=<script>alert(1)</script>',
  '/docs/intro/..;/..;/etc/passwd',
];

test(`${MALFORMED.length} malformed requests get an answer below 500 and no file outside the build`, async ({
  baseURL,
}) => {
  expect(MALFORMED.length).toBeGreaterThanOrEqual(25);
  const {hostname, port} = new URL(baseURL!);
  for (const target of MALFORMED) {
    const label = Buffer.isBuffer(target)
      ? `bytes ${target.toString('hex')}`
      : target.slice(0, 60);
    const answer = await rawGet(hostname, Number(port), target);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);
    expect(status, label).toBeGreaterThanOrEqual(200);
    expect(status, label).toBeLessThan(500);
    expect(answer, label).not.toMatch(/root:x:0:0|\[extensions\]|\[core\]/);
  }
});

test('text is served precompressed to clients that accept gzip', async ({
  request,
}) => {
  for (const path of ['/docs/intro', '/search-index/terms/0.json']) {
    const zipped = await request.get(path, {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(zipped.headers()['content-encoding'], path).toBe('gzip');
    expect(zipped.headers().vary, path).toMatch(/Accept-Encoding/i);
    const plain = await request.get(path, {
      headers: {'Accept-Encoding': 'identity'},
    });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    // Both decode to the same file.
    expect(await zipped.text(), path).toBe(await plain.text());
  }
});

test('brotli twins are served to clients that accept br', async ({request}) => {
  for (const path of ['/docs/intro', '/search-index/terms/0.json']) {
    const compressed = await request.get(path, {
      headers: {'Accept-Encoding': 'gzip, deflate, br'},
    });
    expect(compressed.headers()['content-encoding'], path).toBe('br');
    const plain = await request.get(path, {
      headers: {'Accept-Encoding': 'identity'},
    });
    expect(await compressed.text(), path).toBe(await plain.text());
  }
});

/** The source of each inline script a browser would run. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\b(src|type)=/.test(attributes!))
    .map(([, , body]) => body!);
}

test('the CSP forbids inline scripts but those of the build, by hash', async ({
  request,
}) => {
  const routes = [
    ...sitemapRoutes(),
    '/search',
    '/docs',
    '/net-takoi-stranicy',
  ];
  let hashed = 0;
  for (const route of routes) {
    const response = await request.get(route, {maxRedirects: 0});
    const csp = response.headers()['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources];
      }),
    );
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc, route).toContain("'self'");
    expect(scriptSrc, route).not.toContain("'unsafe-inline'");
    expect(scriptSrc, route).not.toContain("'unsafe-eval'");
    expect(directives.get('default-src'), route).toEqual(["'self'"]);
    expect(directives.get('object-src'), route).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors'), route).toEqual(["'none'"]);
    for (const body of inlineScripts(await response.text())) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(scriptSrc, `${route}: ${body.slice(0, 60)}`).toContain(
        `'sha256-${hash}'`,
      );
      hashed += 1;
    }
  }
  // The colour-mode and announcement scripts are on every page.
  expect(hashed).toBeGreaterThanOrEqual(routes.length * 2);
});

test.describe('the HTTPS server block (kb-https.conf)', () => {
  test('serves the site with HSTS and the same headers', async ({
    playwright,
  }) => {
    const https = await playwright.request.newContext({
      baseURL: HTTPS_URL,
      ignoreHTTPSErrors: true,
    });
    const response = await https.get('/docs/intro');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headers['content-security-policy']).toMatch(
      /frame-ancestors 'none'/,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await response.text()).toContain('<h1');
    await https.dispose();
  });

  test('answers plain HTTP with a redirect to HTTPS and no HSTS', async ({
    request,
  }) => {
    const response = await request.get(`${HTTPS_REDIRECT_URL}/docs/intro`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(
      /^https:\/\/[^/]+\/docs\/intro$/,
    );
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });

  test('plain HTTP (kb.conf) sends no HSTS', async ({request}) => {
    const response = await request.get('/docs/intro');
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });
});
