import {expect, test, type Page} from '@playwright/test';

import {refuseStorage, open} from './utils';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) =>
  page.getByRole('button', {
    name: /Переключение между тёмным и светлым режимом/,
  });
const stored = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('theme'));

/**
 * The toggle cycles through light, dark and «system»: click until the
 * explicit choice is dark (at most three clicks), as a reader would.
 */
async function chooseDark(page: Page): Promise<void> {
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await html(page).getAttribute('data-theme-choice')) === 'dark') {
      return;
    }
    await toggle(page).click();
  }
  await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
}

test.describe('with a light system preference', () => {
  test.use({colorScheme: 'light'});

  test('the site starts light with no stored choice', async ({page}) => {
    await open(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBeNull();
  });

  test('the toggle switches to dark and stores it under «theme»', async ({
    page,
  }) => {
    await open(page, '/');
    await chooseDark(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('every storage key is exactly one of the spec', async ({page}) => {
    await open(page, '/');
    await chooseDark(page);
    await page.getByRole('button', {name: 'Закрыть'}).click();
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.sort()).toEqual([
      'docusaurus.announcement.dismiss',
      'docusaurus.announcement.id',
      'theme',
    ]);
  });

  test('the choice syncs to another open tab', async ({page, context}) => {
    const other = await context.newPage();
    await open(page, '/');
    await open(other, '/docs/intro');
    await expect(html(other)).toHaveAttribute('data-theme', 'light');
    await chooseDark(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(other)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('the site follows the system with no stored choice', async ({page}) => {
    await open(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
  });

  test('a stored choice wins over the system preference', async ({page}) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('theme', 'light'),
    );
    await open(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});

test('the site keeps working when localStorage throws', async ({page}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/');
  await chooseDark(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', {name: 'Закрыть'}).click();
  await expect(page.getByRole('button', {name: 'Закрыть'})).toHaveCount(0);
  await page.getByRole('link', {name: 'Блог', exact: true}).first().click();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  expect(errors).toEqual([]);
});
