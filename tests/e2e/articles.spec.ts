import {expect, test} from '@playwright/test';

import {articles, siteContent} from '../site-routes';
import {open, root} from './utils';

/**
 * Every article shows its checked-with badge right under the title,
 * and the badge says what the check was: «Проверено: …» for a check in the
 * product, «Не проверено в программе. Сверено с: …» where the front matter
 * names other material (`checked_against`).
 */
for (const {route, frontMatter} of articles(siteContent(root))) {
  test(`${route} shows its checked-with badge under its title`, async ({
    page,
  }) => {
    const {checked_with: version, checked_against: against} = frontMatter;
    await open(page, route);
    const header = page.locator('article .markdown header');
    await expect(header.locator('h1')).toBeVisible();
    // The first item of the line under the title (src/components/ArticleMeta).
    await expect(header.locator('h1 + div > p').first()).toHaveText(
      typeof against === 'string'
        ? `Не проверено в программе. Сверено с: ${against} (${String(version)})`
        : `Проверено: ${String(version)}`,
    );
  });
}

test('a page without a checked-with version shows no badge', async ({page}) => {
  await open(page, '/docs/intro');
  const header = page.locator('article .markdown header');
  await expect(header.locator('h1')).toBeVisible();
  // The intro describes the badge in its text; the header must not show
  // one. The line under the title may still hold the update date.
  await expect(header.locator('p', {hasText: 'Проверено'})).toHaveCount(0);
});
