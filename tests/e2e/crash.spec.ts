import {expect, test} from '@playwright/test';

import {open} from './utils';

/**
 * These run against build-crashtest/, built with DOCS_CRASH_TEST=true: its
 * pages fail once in the browser (src/plugins/crash-test). It is also the
 * build made without SECTION_PDFS=true, as README's `npm run build` makes it.
 */

test('a build without the section PDFs does not link them', async ({page}) => {
  // SPEC §2: /docs/category/wordpress is the index of docs/wordpress/.
  await open(page, '/docs/category/wordpress');
  await expect(page.locator('main article a.card').first()).toBeVisible();
  await expect(
    page.getByRole('link', {name: 'Скачать раздел в PDF'}),
  ).toHaveCount(0);
});

test('a crash inside a page shows the Russian error page, and «try again» recovers', async ({
  page,
}) => {
  await open(page, '/tests/crash/layout');
  await expect(page.locator('h1').first()).toHaveText(
    'На странице произошёл сбой.',
  );
  await expect(page.locator('main')).toContainText(
    'Тестовый сбой страницы (layout)',
  );
  await expect(page.locator('main')).toContainText(
    'Тестовая причина сбоя (layout)',
  );
  await page.getByRole('button', {name: 'Попробуйте ещё раз'}).click();
  await expect(page.locator('main')).toContainText(
    'Страница восстановилась после сбоя.',
  );
  await expect(
    page.getByRole('button', {name: 'Попробуйте ещё раз'}),
  ).toHaveCount(0);
});

test('a crash outside the layout shows the Russian crash page, and «try again» recovers', async ({
  page,
}) => {
  // The whole app is replaced, so <html> never gets its hydration mark.
  await page.goto('/tests/crash/root');
  await expect(page.locator('h1').first()).toHaveText(
    'На странице произошёл сбой.',
  );
  await expect(page).toHaveTitle(/Ошибка на странице/);
  await expect(page.locator('body')).toContainText('Причина:');
  await expect(page.locator('body')).not.toContainText('This page crashed');
  await page.getByRole('button', {name: 'Попробуйте ещё раз'}).click();
  await expect(page.locator('main')).toContainText(
    'Страница восстановилась после сбоя.',
  );
});

test('a failing part shows the red box with its error, and the retry button recovers it', async ({
  page,
}) => {
  await open(page, '/tests/crash/inline');
  const main = page.locator('main');
  await expect(main).toContainText('Этот абзац остаётся на месте');
  await expect(main).toContainText('Тестовый сбой страницы (inline)');
  await main.getByRole('button', {name: 'Попробуйте ещё раз'}).click();
  await expect(main).toContainText('Блок загрузился.');
  await expect(main).not.toContainText('Тестовый сбой страницы (inline)');
});
