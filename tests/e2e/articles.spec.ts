import {expect, test} from '@playwright/test';

import {open} from './utils';

/**
 * A page without a checked-with version shows no badge. Every article's
 * badge under its title: ./pages.spec.ts.
 */
test('a page without a checked-with version shows no badge', async ({page}) => {
  await open(page, '/docs/intro');
  const header = page.locator('article .markdown header');
  await expect(header.locator('h1')).toBeVisible();
  // The intro describes the badge in its text; the header must not show
  // one. The line under the title may still hold the update date.
  await expect(header.locator('p', {hasText: 'Проверено'})).toHaveCount(0);
});
