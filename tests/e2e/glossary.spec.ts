/**
 * The glossary (src/plugins/glossary) in Chromium: the introduction lists
 * every term of the data file with a link; in an article a term's first use
 * shows its definition on hover, on keyboard focus and on a tap in a phone
 * viewport, Escape hides it, showing it moves no text, axe passes with it
 * open in both themes, and a page reached by a link inside the site gets
 * its definitions too. The article and its terms are read from the build's
 * sitemap and the data file, not written here.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';

import {readGlossary} from '../../src/plugins/glossary/data';

import {
  collectConsoleProblems,
  open,
  openInTheme,
  searchInDialog,
  sitemapRoutes,
} from './utils';

const terms = readGlossary();
const definitionOf = new Map(terms.map((t) => [t.id, t.definition]));

/** The first article of the sitemap's WordPress section. */
const ARTICLE = sitemapRoutes().find((route) =>
  route.startsWith('/docs/wordpress/'),
)!;

/** The first marked term of the open page: its word, popup and id. */
async function firstTerm(page: Page) {
  const term = page.locator('[data-glossary]').first();
  const word = term.locator('[tabindex="0"]');
  const tip = term.getByRole('tooltip', {includeHidden: true});
  const id = (await tip.getAttribute('data-glossary-tip'))!;
  return {term, word, tip, id, definition: definitionOf.get(id)!};
}

/** The boxes of the paragraph holding the term and of what follows it. */
async function boxesAround(term: Locator) {
  return term.evaluate((element) => {
    const block = element.closest('p, li, div')!;
    const next = block.nextElementSibling;
    return [block, next]
      .filter((node): node is Element => node !== null)
      .map((node) => JSON.stringify(node.getBoundingClientRect()));
  });
}

test('the introduction lists every term with its definition and an article', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  const list = page.locator('dl.glossary');
  await expect(
    page.getByRole('heading', {level: 2, name: 'Словарь терминов'}),
  ).toBeVisible();
  const listed = await list.locator('dt').allTextContents();
  expect([...listed].sort()).toEqual(terms.map((t) => t.term).sort());
  for (const entry of terms) {
    const dd = list.locator(`#glossary-${entry.id} + dd`);
    await expect(dd).toContainText(entry.definition);
    const link = dd.getByRole('link');
    await expect(link).toHaveAttribute(
      'href',
      `/docs/${entry.article.replace(/\.mdx?(#|$)/, '$1')}`,
    );
  }
  // The glossary's page has no popups: it is the glossary.
  await expect(page.locator('[data-glossary]')).toHaveCount(0);
});

test('a term shows its definition on hover, Escape hides it, nothing moves', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await open(page, ARTICLE);
  const {term, word, tip, id, definition} = await firstTerm(page);
  await expect(tip).toBeHidden();
  await expect(tip).toHaveText(definition);
  await expect(word).toHaveAttribute('aria-describedby', `glossary-tip-${id}`);
  await expect(tip).toHaveAttribute('id', `glossary-tip-${id}`);
  await expect(tip).toHaveAttribute('data-search-ignore', '');
  await expect(tip).toHaveAttribute('data-noprint', '');
  await word.scrollIntoViewIfNeeded();
  const before = await boxesAround(term);

  await word.hover();
  await expect(tip).toBeVisible();
  expect(await boxesAround(term)).toEqual(before);
  // The pointer can move onto the popup without losing it (WCAG 1.4.13).
  await tip.hover();
  await expect(tip).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await page.mouse.move(0, 0);
  await word.hover();
  await expect(tip).toBeVisible();
  expect(problems).toEqual([]);
});

test('a term shows its definition on keyboard focus until Escape', async ({
  page,
}) => {
  await open(page, ARTICLE);
  const {word, tip} = await firstTerm(page);
  await word.focus();
  await expect(word).toBeFocused();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(word).toBeFocused();
  // Leaving and coming back shows it again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(word).toBeFocused();
  await expect(tip).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({
    viewport: {width: 390, height: 844},
    hasTouch: true,
    isMobile: true,
  });

  test('a tap shows the definition on the screen, a tap elsewhere hides it', async ({
    page,
  }) => {
    await open(page, ARTICLE);
    const {term, word, tip} = await firstTerm(page);
    await word.scrollIntoViewIfNeeded();
    const before = await boxesAround(term);
    await word.tap();
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await boxesAround(term)).toEqual(before);
    await page.locator('h1').tap();
    await expect(tip).toBeHidden();
  });
});

test('a page reached by a link inside the site gets its definitions', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await open(page, '/docs/intro');
  // The browser renders the article itself: no server HTML for it.
  const link = page.locator('dl.glossary dd a').first();
  const href = (await link.getAttribute('href'))!.split('#')[0]!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}(#.*)?$`));
  const {word, tip, definition} = await firstTerm(page);
  await expect(tip).toHaveText(definition);
  await word.hover();
  await expect(tip).toBeVisible();
  expect(problems).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`an open definition passes axe in the ${mode} theme`, async ({page}) => {
    await openInTheme(page, ARTICLE, mode);
    const {term, word, tip} = await firstTerm(page);
    await word.focus();
    await expect(tip).toBeVisible();
    const results = await new AxeBuilder({page})
      .include('[data-glossary]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes[0]?.failureSummary}`),
    ).toEqual([]);
    await expect(term).toBeVisible();
  });
}

test('search finds the glossary in the introduction', async ({page}) => {
  await open(page, '/docs/intro');
  const box = await searchInDialog(page, 'DKIM');
  const found = await box
    .getByRole('option')
    .evaluateAll((links) =>
      links.map((link) =>
        decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname),
      ),
    );
  expect(found).toContain('/docs/intro');
});
