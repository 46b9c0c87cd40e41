import {expect, test} from '@playwright/test';

import {existingDocRoutes} from './spec-routes';
import {open} from './utils';

/** Every written article shows its checked-with badge right under the title. */
for (const route of existingDocRoutes()) {
  test(`${route} shows «Проверено: …» under its title`, async ({page}) => {
    await open(page, route);
    const header = page.locator('article .markdown header');
    await expect(header.locator('h1')).toBeVisible();
    await expect(header.locator('h1 + p')).toHaveText(/^Проверено: .*\d/);
  });
}

test('a page without a checked-with version shows no badge', async ({page}) => {
  await open(page, '/docs/intro');
  const header = page.locator('article .markdown header');
  await expect(header.locator('h1')).toBeVisible();
  // The intro describes the badge in its text; the header must not show one.
  await expect(header.locator('p')).toHaveCount(0);
});
