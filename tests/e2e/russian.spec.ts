/**
 * The interface is Russian where a page sweep cannot see it: the mobile
 * menu. Every page's texts and attributes: ./pages.spec.ts.
 */
import {expect, test} from '@playwright/test';

import {open} from './utils';

test('the mobile menu and the collapsed controls are Russian too', async ({
  page,
}) => {
  await page.setViewportSize({width: 480, height: 800});
  await open(page, '/docs/intro');
  await page
    .getByRole('button', {name: 'Переключить навигационную панель'})
    .click();
  const labels = await page
    .locator('.navbar-sidebar [aria-label], .navbar-sidebar [title]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          element.getAttribute('aria-label') ?? element.getAttribute('title')!,
      ),
    );
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label).toMatch(/[а-яё]/i);
  }
});
