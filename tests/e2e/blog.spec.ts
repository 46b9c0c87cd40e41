import {expect, test} from '@playwright/test';

import {open} from './utils';

const POSTS = ['welcome', 'first-blog-post', 'long-blog-post', 'mdx-blog-post'];
const TAGS = ['docusaurus', 'facebook', 'hello', 'hola'];

test('the blog list shows the four posts, the long one truncated', async ({
  page,
}) => {
  await open(page, '/blog');
  await expect(page.locator('h1').first()).toBeVisible();
  const items = page.locator('article');
  await expect(items).toHaveCount(4);
  const links = await items
    .locator('h2 a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.sort()).toEqual(POSTS.map((slug) => `/blog/${slug}`).sort());
  // Every post is truncated in the list; the long one especially.
  await expect(
    items.getByRole('link', {name: /^Читать полностью: /}),
  ).toHaveCount(4);
  const long = items.filter({
    has: page.locator('a[href="/blog/long-blog-post"]'),
  });
  const listedWords = (await long.innerText()).split(/\s+/).length;
  await open(page, '/blog/long-blog-post');
  const fullWords = (await page.locator('article').innerText()).split(
    /\s+/,
  ).length;
  expect(fullWords).toBeGreaterThan(listedWords * 4);
});

test('no post shows a reading time', async ({page}) => {
  for (const route of ['/blog', '/blog/long-blog-post']) {
    await open(page, route);
    await expect(page.locator('main')).not.toContainText(/мин\. чтения/);
  }
});

test('the blog sidebar groups the posts by year', async ({page}) => {
  await open(page, '/blog/welcome');
  const sidebar = page.getByRole('navigation', {
    name: 'Навигация по записям блога',
  });
  const years = await sidebar
    .locator('[class*="yearGroupHeading"]')
    .allInnerTexts();
  expect(years.length).toBeGreaterThanOrEqual(2);
  expect(years.every((year) => /^\d{4}$/.test(year.trim()))).toBe(true);
  await expect(sidebar.locator('a')).toHaveCount(4);
});

test('the MDX post runs its interactive checklist', async ({page}) => {
  await open(page, '/blog/mdx-blog-post');
  const boxes = page.locator('article input[type="checkbox"]');
  const total = await boxes.count();
  expect(total).toBeGreaterThan(3);
  const progress = page.locator('article [aria-live="polite"]').first();
  await expect(progress).toContainText(`0 из ${total}`);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(progress).toContainText(`2 из ${total}`);
});

test('the tag list has exactly the four tags of the spec', async ({page}) => {
  await open(page, '/blog/tags');
  const hrefs = await page
    .locator('main a[href^="/blog/tags/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect([...new Set(hrefs)].sort()).toEqual(
    TAGS.map((tag) => `/blog/tags/${tag}`),
  );
});

for (const tag of TAGS) {
  test(`the tag page /blog/tags/${tag} lists its posts`, async ({page}) => {
    await open(page, `/blog/tags/${tag}`);
    await expect(page.locator('h1')).toContainText('с тегом');
    expect(await page.locator('article').count()).toBeGreaterThan(0);
  });
}

test('the author list links to two author pages with their posts', async ({
  page,
}) => {
  await open(page, '/blog/authors');
  await expect(page.locator('h1')).toHaveText('Авторы');
  const authorLinks = await page
    .locator('main a[href^="/blog/authors/"]')
    .evaluateAll((anchors) => [
      ...new Set(anchors.map((a) => a.getAttribute('href'))),
    ]);
  expect(authorLinks).toHaveLength(2);
  for (const href of authorLinks) {
    await open(page, href!);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.locator('article').count(), href!).toBeGreaterThan(0);
    await expect(page).toHaveTitle(/записи|запись|записей/);
  }
});

test('the alternative author list shows every author with all posts', async ({
  page,
}) => {
  await open(page, '/blog/authors/all-articles');
  await expect(page.locator('h1')).toHaveText('Авторы и все их записи');
  const sections = page.locator('main section');
  await expect(sections).toHaveCount(2);
  const postLinks = await sections
    .locator('li a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  // Every post appears under each of its authors; together, all four.
  expect([...new Set(postLinks)].sort()).toEqual(
    POSTS.map((slug) => `/blog/${slug}`).sort(),
  );
});

test('the archive lists the four posts', async ({page}) => {
  await open(page, '/blog/archive');
  await expect(page.locator('h1')).toHaveText('Архив');
  const links = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.sort()).toEqual(POSTS.map((slug) => `/blog/${slug}`).sort());
});

for (const [feed, entry, type] of [
  ['rss.xml', 'item', 'application/rss+xml'],
  ['atom.xml', 'entry', 'application/atom+xml'],
] as const) {
  test(`the ${feed} feed is valid XML with four entries and Russian titles`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await open(page, '/');
    const parsed = await page.evaluate(
      ({xml, entry}) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          title: doc.querySelector(':root > title, channel > title')
            ?.textContent,
          entries: [...doc.getElementsByTagName(entry)].map(
            (node) => node.getElementsByTagName('title')[0]?.textContent ?? '',
          ),
        };
      },
      {xml, entry},
    );
    expect(parsed.error).toBeNull();
    expect(parsed.title).toMatch(/Блог/);
    expect(parsed.entries).toHaveLength(4);
    for (const title of parsed.entries) {
      expect(title).toMatch(/[а-яё]/i);
    }
    // The page's <head> advertises the feed.
    await expect(
      page.locator(`head link[rel="alternate"][type="${type}"]`),
    ).toHaveAttribute('href', `/blog/${feed}`);
  });
}
