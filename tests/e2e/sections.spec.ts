/**
 * The sections of the knowledge base as a reader meets them: each section's
 * generated index lists all its articles under the Russian title and
 * description of its `_category_.json`; the home page and the introduction
 * lead to every section that has articles; article pictures load and say in
 * Russian what they show.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {DOC_SECTIONS, existingDocRoutes} from './spec-routes';
import {open} from './utils';

const root = path.resolve(__dirname, '../..');

type Category = {
  label: string;
  link: {slug: string; title: string; description: string};
};

/** Sections that have a category file and at least one article. */
const sections = Object.keys(DOC_SECTIONS).flatMap((folder) => {
  const dir = path.join(root, 'docs', folder);
  const file = path.join(dir, '_category_.json');
  if (!existsSync(file)) {
    return [];
  }
  const articles = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
  if (articles.length === 0) {
    return [];
  }
  const category = JSON.parse(readFileSync(file, 'utf8')) as Category;
  return [{folder, category, articleCount: articles.length}];
});

test('the Bootstrap Studio and OSPanel sections exist', () => {
  expect(sections.map(({folder}) => folder)).toEqual(
    expect.arrayContaining(['bootstrap-studio', 'openserverpanel-ospanel']),
  );
});

for (const {folder, category, articleCount} of sections) {
  const index = `/docs${category.link.slug}`;

  test(`${index} lists the ${articleCount} articles of ${folder}`, async ({
    page,
  }) => {
    expect(index).toMatch(DOC_SECTIONS[folder]!.index);
    await open(page, index);
    await expect(page.locator('h1')).toHaveText(category.link.title);
    await expect(page.locator('main')).toContainText(category.link.description);
    const cards = page.locator('main article a.card');
    await expect(cards).toHaveCount(articleCount);
    for (const href of await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(new RegExp(`^/docs/${folder}/[a-z0-9-]+$`));
    }
  });

  test(`the home page and the introduction lead to ${index}`, async ({
    page,
  }) => {
    await open(page, '/');
    const home = page.locator('section[aria-labelledby="home-sections"]');
    await expect(
      home.getByRole('link', {name: category.label, exact: true}),
    ).toHaveAttribute('href', index);
    await open(page, '/docs/intro');
    await expect(
      page.locator(`article .markdown a[href="${index}"]`).first(),
    ).toBeVisible();
  });
}

/** The pictures an article's source embeds: `![alt](src)` on its own line. */
function sourceImageCount(route: string): number {
  const base = path.join(root, route.replace(/^\//, ''));
  const file = [`${base}.md`, `${base}.mdx`].find((candidate) =>
    existsSync(candidate),
  )!;
  return (readFileSync(file, 'utf8').match(/^!\[[^\]]*\]\([^)]+\)\s*$/gm) ?? [])
    .length;
}

/** Every picture of every written article is rendered, loads, has a Russian alt. */
for (const route of existingDocRoutes()) {
  test(`${route}: pictures load and have a Russian alt text`, async ({
    page,
  }) => {
    await open(page, route);
    const images = page.locator('article .markdown img');
    await expect(images).toHaveCount(sourceImageCount(route));
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /[а-яё]{3}/i);
      await expect
        .poll(() =>
          image.evaluate((node: HTMLImageElement) => node.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  });
}
