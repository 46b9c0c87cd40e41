/**
 * The blog as a reader meets it: the list, the sidebar, tags, authors, the
 * archive and the feeds. What each page must list is read from what the
 * build loaded of blog/ (the posts with their tags and authors, authors.yml,
 * tags.yml: the build's route list, tests/site-routes.ts), so a
 * new post, tag or author needs no change here; the spec's posts and tags
 * are required by tests/e2e/routes.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test';

import {
  joinUrl,
  listedPosts,
  postsBy,
  postsTagged,
  siteContent,
  type Post,
} from '../site-routes';
import {open, root, waitForHydration} from './utils';

const content = siteContent(root);
/** Posts a reader can find, newest first. */
const posts = listedPosts(content);
const {postsPerPage, feedLimit, pageBasePath} = content.blog;

const routesOf = (list: readonly Post[]) => list.map(({route}) => route).sort();
/** The posts on the first page of a list of `list`. */
const firstPage = (list: readonly Post[]) => list.slice(0, postsPerPage);

/** The hrefs of the post titles in the lists of a page (h2 links). */
async function listedLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main article h2 a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  return hrefs.map(String).sort();
}

test('the blog list shows the newest posts, each truncated, the long one too', async ({
  page,
}) => {
  await open(page, '/blog');
  await expect(page.locator('h1').first()).toBeVisible();
  const items = page.locator('article');
  await expect(items).toHaveCount(firstPage(posts).length);
  expect(await listedLinks(page)).toEqual(routesOf(firstPage(posts)));
  // Every post is truncated in the list (a post without the marker fails
  // the build); the long one especially.
  await expect(
    items.getByRole('link', {name: /^Читать полностью: /}),
  ).toHaveCount(firstPage(posts).length);
  const long = '/blog/long-blog-post';
  const listPage = Math.floor(
    posts.findIndex(({route}) => route === long) / postsPerPage,
  );
  await open(
    page,
    listPage === 0 ? '/blog' : joinUrl('blog', pageBasePath, `${listPage + 1}`),
  );
  const listedWords = (
    await page
      .locator('article')
      .filter({has: page.locator(`a[href="${long}"]`)})
      .innerText()
  ).split(/\s+/).length;
  await open(page, long);
  const fullWords = (await page.locator('article').innerText()).split(
    /\s+/,
  ).length;
  expect(fullWords).toBeGreaterThan(listedWords * 4);
});

test('a second list page exactly when the posts do not fit on one', async ({
  page,
}) => {
  const older = posts.slice(postsPerPage, postsPerPage * 2);
  const response = await page.goto(joinUrl('blog', pageBasePath, '2'));
  if (older.length === 0) {
    expect(response?.status()).toBe(404);
    return;
  }
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  expect(await listedLinks(page)).toEqual(routesOf(older));
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
  expect(years.map((year) => year.trim())).toEqual([
    ...new Set(posts.map(({date}) => String(date!.getUTCFullYear()))),
  ]);
  // blogSidebarCount: 'ALL'.
  await expect(sidebar.locator('a')).toHaveCount(posts.length);
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

test('the tag list links to every tag of the posts', async ({page}) => {
  await open(page, '/blog/tags');
  const hrefs = await page
    .locator('main a[href^="/blog/tags/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect([...new Set(hrefs)].sort()).toEqual(
    content.tags.map(({route}) => route).sort(),
  );
});

for (const tag of content.tags) {
  test(`the tag page ${tag.route} lists the posts tagged ${tag.label}`, async ({
    page,
  }) => {
    await open(page, tag.route);
    await expect(page.locator('h1')).toContainText('с тегом');
    await expect(page.locator('h1')).toContainText(tag.label);
    expect(await listedLinks(page)).toEqual(
      routesOf(firstPage(postsTagged(content, tag.route))),
    );
  });
}

test('the author list links to each author page, and each lists its posts', async ({
  page,
}) => {
  await open(page, '/blog/authors');
  await expect(page.locator('h1')).toHaveText('Авторы');
  const authorLinks = await page
    .locator('main a[href^="/blog/authors/"]')
    .evaluateAll((anchors) => [
      ...new Set(anchors.map((a) => a.getAttribute('href'))),
    ]);
  const withPage = content.authors.filter(({route}) => route);
  expect(authorLinks.sort()).toEqual(withPage.map(({route}) => route).sort());
  for (const author of withPage) {
    await open(page, author.route!);
    await expect(page.locator('h1').first()).toContainText(author.name);
    expect(await listedLinks(page), author.route!).toEqual(
      routesOf(firstPage(postsBy(content, author.key))),
    );
    await expect(page).toHaveTitle(/записи|запись|записей/);
  }
});

test('the alternative author list shows every author with all posts', async ({
  page,
}) => {
  await open(page, '/blog/authors/all-articles');
  await expect(page.locator('h1')).toHaveText('Авторы и все их записи');
  const sections = page.locator('main section');
  await expect(sections).toHaveCount(content.authors.length);
  for (const author of content.authors) {
    // Each author's section is labelled by its heading (author-<key>).
    const section = page.locator(
      `main section[aria-labelledby="author-${author.key}"]`,
    );
    await expect(section.locator('h2')).toContainText(author.name);
    const links = await section
      .locator('li a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.map(String).sort(), author.key).toEqual(
      routesOf(postsBy(content, author.key)),
    );
  }
});

test('the archive lists every post', async ({page}) => {
  await open(page, '/blog/archive');
  await expect(page.locator('h1')).toHaveText('Архив');
  const links = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.map(String).sort()).toEqual(routesOf(posts));
});

for (const [feed, entry, type] of [
  ['rss.xml', 'item', 'application/rss+xml'],
  ['atom.xml', 'entry', 'application/atom+xml'],
] as const) {
  test(`the ${feed} feed is valid XML with the newest posts and Russian titles`, async ({
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
    expect(parsed.entries.sort()).toEqual(
      posts
        .slice(0, feedLimit)
        .map(({title}) => title)
        .sort(),
    );
    for (const title of parsed.entries) {
      expect(title).toMatch(/[а-яё]/i);
    }
    // The page's <head> advertises the feed.
    await expect(
      page.locator(`head link[rel="alternate"][type="${type}"]`),
    ).toHaveAttribute('href', `/blog/${feed}`);
  });
}
