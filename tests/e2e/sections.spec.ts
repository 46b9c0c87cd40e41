/**
 * The sections of the knowledge base as a reader meets them: each section's
 * generated index lists all its articles under the Russian title and
 * description of its `_category_.json`; the home page and the introduction
 * lead to every section that has articles. (Each article's pictures:
 * ./pages.spec.ts.)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {siteContent, SPEC_SECTION_INDEXES} from '../site-routes';
import {collectConsoleProblems, open, rawGet, root} from './utils';

type Category = {
  label: string;
  link: {slug: string; title: string; description: string};
};

const content = siteContent(root);
/** Sections (folders of docs/) with articles and a generated index. */
const sections = content.sections.flatMap(({route, docs, ...section}) =>
  route
    ? [
        {
          ...section,
          index: route,
          articleCount: docs.filter((doc) => !doc.unlisted).length,
        },
      ]
    : [],
);

test('every section of the spec has its index', () => {
  const indexes = Object.fromEntries(
    sections.map(({folder, index}) => [folder, index]),
  );
  for (const [folder, pattern] of Object.entries(SPEC_SECTION_INDEXES)) {
    expect(indexes[folder] ?? `no index for docs/${folder}`).toMatch(pattern);
  }
});

for (const {
  folder,
  label,
  title,
  description,
  index,
  articleCount,
} of sections) {
  test(`${index} lists the ${articleCount} articles of ${folder}`, async ({
    page,
  }) => {
    await open(page, index);
    await expect(page.locator('h1')).toHaveText(title ?? label);
    if (description) {
      await expect(page.locator('main')).toContainText(description);
    }
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
      home.getByRole('link', {name: label, exact: true}),
    ).toHaveAttribute('href', index);
    await open(page, '/docs/intro');
    await expect(
      page.locator(`article .markdown a[href="${index}"]`).first(),
    ).toBeVisible();
  });
}

/**
 * The WordPress-plugins index lives at a Cyrillic slug (SPEC §2). Readers
 * reach it typed raw, pasted percent-encoded (browsers and messengers use
 * either case) and from the sidebar; all must give the same page.
 */
test.describe('the Cyrillic section index', () => {
  const file = path.join(root, 'docs/plaginy-dlya-wordpress/_category_.json');
  const category = JSON.parse(readFileSync(file, 'utf8')) as Category;
  const route = `/docs${category.link.slug}`;
  const upper = encodeURI(route);
  const lower = upper.replace(/%[0-9A-F]{2}/g, (escape) =>
    escape.toLowerCase(),
  );

  test('its slug is Cyrillic, derived from the Russian label', () => {
    expect(route).toMatch(SPEC_SECTION_INDEXES['plaginy-dlya-wordpress']!);
    expect(category.link.slug).toBe(
      `/category/${category.label.toLowerCase().replace(/\s+/g, '-')}`,
    );
    expect(lower).not.toBe(upper);
  });

  test('typed raw (UTF-8 bytes in the request line) it answers 200', async ({
    baseURL,
  }) => {
    const {hostname, port} = new URL(baseURL!);
    const response = await rawGet(hostname, Number(port), route);
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain(category.link.title);
  });

  for (const [name, variant] of [
    ['upper-case', upper],
    ['lower-case', lower],
  ] as const) {
    test(`percent-encoded in ${name} it renders the index`, async ({page}) => {
      const problems = collectConsoleProblems(page);
      const response = await open(page, variant);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(category.link.title);
      await expect(page.locator('main article a.card').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('clicked in the sidebar it opens the index', async ({page}) => {
    await open(page, '/docs/intro');
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: category.label, exact: true})
      .click();
    await expect(page.locator('h1')).toHaveText(category.link.title);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(route);
  });
});
