/**
 * The Site Health check of the requirements article (issue 32): loads when
 * the reader comes near it, reads the exports WordPress copied in the lab
 * (lab/recordings/site-health) in Russian and English, is used from the
 * keyboard, leads from a finding to the section that fixes it, refuses a
 * text that is not an export without losing it, works with storage
 * refused, sends nothing, says without JavaScript that it needs it, and
 * is axe clean in both themes. The article is the one whose source holds
 * `<SiteHealthCheck />`; the findings expected come from check.ts run on
 * the same file, so the page is held to the module the unit test holds to
 * the recordings.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Locator, type Page} from '@playwright/test';

import {
  checkExport,
  parseExport,
} from '../../src/components/SiteHealthCheck/check';
import {siteContent} from '../site-routes';
import {
  refuseStorage,
  analyseAxe,
  collectForeignRequests,
  describeAxe,
  open,
  openInTheme,
  root,
} from './utils';

const article = siteContent(root).docs.find(({file}) =>
  readFileSync(path.join(root, file), 'utf8').includes('<SiteHealthCheck />'),
);
const recording = (name: string): string =>
  readFileSync(path.join(root, 'lab/recordings/site-health', name), 'utf8');

async function reach(page: Page): Promise<Locator> {
  const block = page.locator('[data-site-health-check]');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByLabel('Текст из «Здоровья сайта»')).toBeVisible();
  return block;
}

test('an article holds the check', () => {
  expect(article?.route).toMatch(/^\/docs\//);
});

test('the check loads only when the reader comes near it', async ({page}) => {
  await open(page, article!.route);
  const block = page.locator('[data-site-health-check]');
  await expect(block).toHaveCount(1);
  await expect(block.locator('textarea')).toHaveCount(0);
  await reach(page);
});

for (const file of ['ru-problems.txt', 'en-problems.txt']) {
  test(`${file}: from the keyboard to the findings and on to the fix`, async ({
    page,
    baseURL,
  }) => {
    const foreign = collectForeignRequests(page, baseURL!);
    const text = recording(file);
    const expected = checkExport(parseExport(text)!);
    await open(page, article!.route);
    const block = await reach(page);
    await block.getByLabel('Текст из «Здоровья сайта»').fill(text);
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: 'Проверить'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      block.getByRole('heading', {name: 'Результат проверки'}),
    ).toBeFocused();
    const items = block.locator('li[data-status]');
    await expect(items).toHaveCount(expected.length);
    for (const finding of expected) {
      await expect(
        block.locator(`li[data-status="${finding.status}"]`, {
          hasText: finding.text,
        }),
      ).toHaveCount(1);
    }
    // WP_DEBUG on with errors shown: first in the list, with its step.
    const debug = expected.find((f) => f.id === 'debug')!;
    expect(debug.status).toBe('fail');
    await expect(items.first()).toContainText('Нужно исправить.');
    await items.first().getByRole('link', {name: debug.step!.label}).click();
    await expect(page).toHaveURL(new RegExp(`${debug.step!.to}$`));
    expect(foreign).toEqual([]);
  });
}

test('a healthy export: nothing to fix', async ({page}) => {
  await open(page, article!.route);
  const block = await reach(page);
  await block
    .getByLabel('Текст из «Здоровья сайта»')
    .fill(recording('en-healthy.txt'));
  await block.getByRole('button', {name: 'Проверить'}).click();
  await expect(block.locator('li[data-status="fail"]')).toHaveCount(0);
});

test('another text: said under the field, the text kept', async ({page}) => {
  await open(page, article!.route);
  const block = await reach(page);
  const field = block.getByLabel('Текст из «Здоровья сайта»');
  await field.fill('Версия PHP: 8.2');
  await block.getByRole('button', {name: 'Проверить'}).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText(/Это не похоже на текст/)).toBeVisible();
  await expect(field).toHaveValue('Версия PHP: 8.2');
});

test('with storage refused the check works as ever', async ({page}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, article!.route);
  const block = await reach(page);
  await block
    .getByLabel('Текст из «Здоровья сайта»')
    .fill(recording('ru-default.txt'));
  await block.getByRole('button', {name: 'Проверить'}).click();
  await expect(block.locator('li[data-status]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the block says it needs it', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(article!.route);
  await expect(
    page
      .locator('[data-site-health-check]')
      .getByText(/Проверка работает, когда в браузере включён JavaScript/),
  ).toBeVisible();
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in the check with findings, ${mode} theme`, async ({
    page,
  }) => {
    await openInTheme(page, article!.route, mode);
    const block = await reach(page);
    await block
      .getByLabel('Текст из «Здоровья сайта»')
      .fill(recording('ru-problems.txt'));
    await block.getByRole('button', {name: 'Проверить'}).click();
    await expect(block.locator('li[data-status]').first()).toBeVisible();
    expect(describeAxe(await analyseAxe(page))).toEqual([]);
  });
}
