/**
 * Screenshots and diagrams in articles: each manifest screenshot is on its
 * article's page as a figure with its alt text, caption and dimensions (no
 * layout shift), below the fold it loads lazily, and any article image opens
 * full size in a modal dialog from the mouse or the keyboard and closes with
 * Esc, the «Закрыть» button or a click outside, focus back on the image.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {webpSize, type Manifest} from '../../src/plugins/screenshots/manifest';

import {open, root} from './utils';

const manifest = JSON.parse(
  readFileSync(path.join(root, 'lab/screenshots/manifest.json'), 'utf8'),
) as Manifest;

/** The page of an article file: docs/a/b.mdx → /docs/a/b. */
const routeOf = (article: string) => `/${article.replace(/\.mdx?$/, '')}`;

const articles = [...new Set(manifest.screenshots.map((s) => s.article))];

for (const article of articles) {
  const shots = manifest.screenshots.filter((s) => s.article === article);
  test(`${routeOf(article)} shows its ${shots.length} screenshot(s) with caption and size`, async ({
    page,
  }) => {
    await open(page, routeOf(article));
    for (const shot of shots) {
      const figure = page.locator('figure.screenshot', {
        has: page.getByAltText(shot.alt, {exact: true}),
      });
      await expect(figure).toHaveCount(1);
      await expect(figure.locator('figcaption')).toHaveText(shot.caption);
      const image = figure.locator('button.zoom > img');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  });
}

async function expectOpen(page: Page, caption: string) {
  const dialog = page.getByRole('dialog', {name: caption});
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('figcaption')).toHaveText(caption);
  await expect(dialog.getByRole('button', {name: 'Закрыть'})).toBeFocused();
  return dialog;
}

/**
 * The widest screenshot: in the article it is scaled down, so the dialog
 * must show it larger.
 */
const first = manifest.screenshots
  .map((shot) => ({
    shot,
    width: webpSize(readFileSync(path.join(root, shot.image)))?.width ?? 0,
  }))
  .reduce((a, b) => (b.width > a.width ? b : a)).shot;

/** The article page of `first`, opened, and the button of its picture. */
async function openFirst(page: Page) {
  await open(page, routeOf(first.article));
  return page.locator('figure.screenshot button.zoom', {
    has: page.getByAltText(first.alt, {exact: true}),
  });
}

/** An article (docs/…) whose Markdown shows an SVG image, if any. */
function diagramArticle(dir = 'docs'): string | undefined {
  for (const entry of readdirSync(path.join(root, dir), {
    withFileTypes: true,
  })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = diagramArticle(file);
      if (found) return found;
    } else if (
      /\.mdx?$/.test(entry.name) &&
      /!\[[^\]]+\]\([^)]+\.svg\)/.test(
        readFileSync(path.join(root, file), 'utf8'),
      )
    ) {
      return file;
    }
  }
  return undefined;
}

test('a screenshot opens full size from the mouse and closes three ways', async ({
  page,
}) => {
  const button = await openFirst(page);
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();

  await button.click();
  let dialog = await expectOpen(page, first.caption);
  const full = dialog.locator('img');
  await expect(full).toHaveAttribute('alt', first.alt);
  // Full size: the picture in the dialog is larger than in the article
  // (the viewport allowing).
  const big = await full.boundingBox();
  expect(big!.width).toBeGreaterThan(before!.width);

  await dialog.getByRole('button', {name: 'Закрыть'}).click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  dialog = await expectOpen(page, first.caption);
  // A click on the backdrop (outside the dialog's box) closes it.
  await page.mouse.click(3, page.viewportSize()!.height - 3);
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  // The image did not move: the button takes the image's box.
  expect(await button.boundingBox()).toEqual(before);
});

test('a screenshot opens from the keyboard (Enter, Space) and Esc closes it', async ({
  page,
}) => {
  const button = await openFirst(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expectOpen(page, first.caption);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press(' ');
  await expectOpen(page, first.caption);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('a diagram opens too, with its alt text as the caption', async ({
  page,
}) => {
  // The first article with an SVG diagram, found in docs/.
  const article = diagramArticle();
  expect(article, 'an article with an SVG diagram').toBeDefined();
  await open(page, routeOf(article!));
  const button = page
    .locator('.markdown button.zoom:not(figure.screenshot *)')
    .first();
  const alt = (await button.locator('img').getAttribute('alt'))!;
  expect(alt).toMatch(/[а-яё]/i);
  await button.click();
  await expectOpen(page, alt);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});
