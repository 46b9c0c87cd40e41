/**
 * One encoding for every address the site publishes: the sitemap's <loc>,
 * each page's canonical link, og:url, hreflang links and breadcrumb JSON-LD,
 * and the feeds' links — percent-encoded, as the sitemap protocol asks and
 * as a browser's location has it, so the server-rendered page and the
 * hydrated one agree too.
 */
import {expect, test, type Page} from '@playwright/test';

import {open, sitemapLocs} from './utils';

const LOCS = sitemapLocs();
const SITE = new URL(LOCS[0]!).origin;
/** Non-ASCII in a URL means it was not percent-encoded. */
const RAW = /[^\x21-\x7e]/;

/**
 * Every published address in the head of the open page, or of `html` (a
 * page as the server sent it, parsed in `page`).
 */
async function headUrls(page: Page, html: string | null = null) {
  return page.evaluate((html) => {
    const document =
      html === null
        ? window.document
        : new DOMParser().parseFromString(html, 'text/html');
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map(
        (element) => element.getAttribute(name) ?? '',
      );
    const breadcrumbs = [
      ...document.querySelectorAll('script[type="application/ld+json"]'),
    ].flatMap((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as {
        '@type'?: string;
        itemListElement?: {item?: string}[];
      };
      return data['@type'] === 'BreadcrumbList'
        ? (data.itemListElement ?? []).map((entry) => entry.item ?? '')
        : [];
    });
    return {
      canonical: attr('link[rel=canonical]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      hreflang: attr('link[rel=alternate][hreflang]', 'href'),
      breadcrumbs,
    };
  }, html);
}

test('the sitemap lists percent-encoded addresses, Cyrillic ones included', () => {
  expect(LOCS.filter((loc) => RAW.test(loc))).toEqual([]);
  expect(LOCS.some((loc) => /%D0%BF%D0%BB/.test(loc))).toBe(true);
});

test('each page names itself exactly as the sitemap does', async ({
  page,
  request,
}) => {
  const locs = new Set(LOCS);
  for (const loc of LOCS) {
    // The HTML as the server sends it, without the scripts that hydrate it.
    const response = await request.get(new URL(loc).pathname);
    expect(response.status(), loc).toBe(200);
    const urls = await headUrls(page, await response.text());
    expect(urls.canonical, loc).toEqual([loc]);
    expect(urls.ogUrl, loc).toEqual([loc]);
    expect(urls.hreflang.length, loc).toBeGreaterThan(0);
    for (const href of urls.hreflang) {
      expect(href, loc).toBe(loc);
    }
    for (const item of urls.breadcrumbs) {
      expect(locs.has(item), `${loc}: breadcrumb ${item}`).toBe(true);
    }
  }
});

test('the hydrated page keeps the same addresses', async ({page}) => {
  const loc = LOCS.find((candidate) => /%D0%BF%D0%BB/.test(candidate))!;
  // Reached by its raw Cyrillic spelling, as a reader may type it.
  await open(page, decodeURIComponent(new URL(loc).pathname));
  const urls = await headUrls(page);
  expect(urls.canonical).toEqual([loc]);
  expect(urls.ogUrl).toEqual([loc]);
  expect(new Set(urls.hreflang)).toEqual(new Set([loc]));
});

test('the feeds link to pages by their sitemap addresses', async ({
  request,
}) => {
  const locs = new Set(LOCS);
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const xml = await (await request.get(feed)).text();
    const links = [
      ...xml.matchAll(/<(?:link|id|guid)[^>]*>([^<]+)<\//g),
      ...xml.matchAll(/<link[^>]*href="([^"]+)"/g),
    ]
      .map(([, url]) => url!.trim())
      .filter((url) => url.startsWith(SITE));
    expect(links.length, feed).toBeGreaterThan(3);
    for (const url of links) {
      expect(RAW.test(url), `${feed}: ${url}`).toBe(false);
      expect(locs.has(url.split('#')[0]!), `${feed}: ${url}`).toBe(true);
    }
    // Links inside the posts' text are encoded too.
    const inText = [...xml.matchAll(/href=(?:"|&quot;)([^"&]+)/g)]
      .map(([, url]) => url!)
      .filter((url) => url.startsWith(SITE));
    expect(
      inText.filter((url) => RAW.test(url)),
      feed,
    ).toEqual([]);
  }
});
