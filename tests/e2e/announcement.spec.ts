import {expect, test} from '@playwright/test';

import {getAnnouncement} from '../../src/data/announcement';
import {DEFAULT_PROVIDER} from '../../src/data/provider';
import {open} from './utils';

const {id} = getAnnouncement(DEFAULT_PROVIDER);
const bar = '[role="banner"]:has(button[aria-label="Закрыть"])';

test('the announcement bar shows until dismissed, and stays dismissed', async ({
  page,
}) => {
  await open(page, '/');
  await expect(page.locator(bar)).toContainText('личного кабинета');
  await page.locator(bar).getByRole('button', {name: 'Закрыть'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  expect(
    await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    })),
  ).toEqual({dismiss: 'true', id});
  await open(page, '/docs/intro');
  await expect(page.locator(bar)).toHaveCount(0);
});

test('a new announcement id brings the bar back', async ({page}) => {
  // The state a reader has after dismissing an earlier message.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-message');
    }
  });
  await open(page, '/');
  await expect(page.locator(bar)).toBeVisible();
  expect(
    await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    })),
  ).toEqual({dismiss: 'false', id});
});
