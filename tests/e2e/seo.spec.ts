/**
 * What search engines and link previews read, from the HTML as served
 * (fetched and parsed, no script run): a unique title and description per page, OpenGraph and
 * Twitter tags with the social image, structured data on docs and posts,
 * <html lang="ru">, and robots.txt naming the sitemap. (Canonical links and
 * their encoding: tests/e2e/urls.spec.ts.)
 */
import {expect, test, type Page} from '@playwright/test';

import {siteContent} from '../site-routes';
import {open, root, sitemapLocs, sitemapRoutes} from './utils';

const ROUTES = sitemapRoutes();
/** Blog posts, from blog/: each carries BlogPosting data. */
const POSTS = new Set(siteContent(root).posts.map(({route}) => route));
const SITE = new URL(sitemapLocs()[0]!).origin;

/** The head of `html`, the page as the server sent it, parsed in `page`. */
async function head(page: Page, html: string) {
  return page.evaluate((html) => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const meta = (key: string) =>
      document
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content') ?? null;
    const types = [
      ...document.querySelectorAll('script[type="application/ld+json"]'),
    ].map(
      (script) =>
        (JSON.parse(script.textContent ?? '{}') as {'@type'?: string})[
          '@type'
        ] ?? '',
    );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('description'),
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      ogImage: meta('og:image'),
      twitterCard: meta('twitter:card'),
      twitterImage: meta('twitter:image'),
      types,
    };
  }, html);
}

test('every page has its own title and description, OpenGraph, Twitter card and lang="ru"', async ({
  page,
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const tags = await head(page, await response.text());
    expect(tags.lang, route).toBe('ru');
    expect(tags.title.length, `${route}: title`).toBeGreaterThan(10);
    expect(titles.get(tags.title), `${route}: same title as`).toBeUndefined();
    titles.set(tags.title, route);
    expect(
      tags.description?.length ?? 0,
      `${route}: description`,
    ).toBeGreaterThanOrEqual(50);
    expect(
      descriptions.get(tags.description!),
      `${route}: same description as`,
    ).toBeUndefined();
    descriptions.set(tags.description!, route);
    expect(tags.ogTitle, route).toBeTruthy();
    expect(tags.ogDescription, route).toBe(tags.description);
    expect(tags.ogImage, route).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    expect(tags.twitterCard, route).toBe('summary_large_image');
    expect(tags.twitterImage, route).toBe(tags.ogImage);
    if (route.startsWith('/docs/') && !route.startsWith('/docs/category/')) {
      expect(tags.types, route).toEqual(
        expect.arrayContaining(['BreadcrumbList', 'Article']),
      );
    }
    if (POSTS.has(route)) {
      expect(tags.types, route).toContain('BlogPosting');
    }
  }
});

test('the social image is served, 1200×630', async ({page, request}) => {
  await page.goto('/docs/intro');
  const image = (await page
    .locator('meta[property="og:image"]')
    .getAttribute('content'))!;
  expect(image.startsWith(SITE)).toBe(true);
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, new URL(image).pathname);
  expect(size).toEqual([1200, 630]);
});

test('the Article data of a doc names the page, its address and the provider', async ({
  page,
}) => {
  // Hydrated: react-helmet has taken the tags over.
  await open(page, '/docs/wordpress/rabota-pochty');
  const article = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map(
        (script) =>
          JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
      )
      .find((data) => data['@type'] === 'Article'),
  );
  expect(article).toMatchObject({
    '@context': 'https://schema.org',
    headline: await page.locator('article h1').textContent(),
    url: `${SITE}/docs/wordpress/rabota-pochty`,
    inLanguage: 'ru',
    author: {'@type': 'Organization'},
  });
  expect(article!.description).toBe(
    await page.locator('meta[name=description]').getAttribute('content'),
  );
});

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});
