/**
 * The not-found page suggests articles from the words of the dead address
 * (issue 32): an old link to an article whose section folder changed (the
 * article's file name under /docs/ alone) still leads to it. The
 * articles come from the build's route list; the spec's texts stay.
 */
import {expect, test} from '@playwright/test';

import {articles, siteContent} from '../site-routes';
import {
  refuseStorage,
  NOT_FOUND,
  NOT_FOUND_TITLE,
  analyseAxe,
  collectConsoleProblems,
  consoleProblemsOf,
  describeAxe,
  root,
} from './utils';

const all = articles(siteContent(root));

function suggestions(page: import('@playwright/test').Page) {
  return page.getByRole('region', {name: 'Возможно, вы искали'});
}

test('an old address of every article suggests that article, in at most three', async ({
  page,
}) => {
  const missed: string[] = [];
  for (const article of all) {
    const slug = article.route.split('/').at(-1)!;
    const dead = `/docs/${slug}`;
    if (dead === article.route) continue; // an article at the top of docs/
    const response = await page.goto(dead);
    expect(response?.status(), dead).toBe(404);
    const region = suggestions(page);
    await expect(region, dead).toBeVisible();
    const links = region.getByRole('list').getByRole('link');
    expect(await links.count()).toBeLessThanOrEqual(3);
    const hrefs = await links.evaluateAll((list) =>
      list.map((a) => a.getAttribute('href')),
    );
    if (!hrefs.includes(article.route)) {
      missed.push(`${dead} → ${hrefs.join(', ')}`);
    }
  }
  expect(missed).toEqual([]);
});

test('the page keeps its texts, suggests nothing for an address without words, and is axe clean', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/docs/wordpress/rabota-pochti-staraya');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    NOT_FOUND_TITLE,
  );
  await expect(suggestions(page)).toBeVisible();
  expect(describeAxe(await analyseAxe(page))).toEqual([]);
  await page.goto('/2024/05/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    NOT_FOUND_TITLE,
  );
  await page.waitForLoadState('networkidle');
  await expect(suggestions(page)).toHaveCount(0);
  expect(consoleProblemsOf(NOT_FOUND, problems)).toEqual([]);
});

test('the keyboard reaches the first suggestion and opens it', async ({
  page,
}) => {
  const article = all.find((a) => a.route.split('/').length > 3)!;
  const dead = `/docs/${article.route.split('/').at(-1)!}`;
  await page.goto(dead);
  const links = suggestions(page).getByRole('list').getByRole('link');
  await expect(links.first()).toBeVisible();
  const target = await links.first().getAttribute('href');
  // Tab through the page until the first suggestion has the focus.
  let reached = false;
  for (let stop = 0; stop < 60 && !reached; stop += 1) {
    await page.keyboard.press('Tab');
    reached = await links
      .first()
      .evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('with storage refused the suggestions still come', async ({page}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/wordpress/rabota-pochti-staraya');
  await expect(
    suggestions(page).getByRole('list').getByRole('link').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('suggestions that load late do not upset hydration (React #421)', async ({
  page,
  request,
}) => {
  // Every script the page did not name in its HTML comes 1.5 s late, as
  // on a slow line: the docs' layout updates its contexts meanwhile.
  const dead = '/docs/wordpress/rabota-pochti-staraya';
  const html = await (await request.get(dead)).text();
  const named = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  await page.route('**/*.js', async (route) => {
    const {pathname} = new URL(route.request().url());
    if (!named.has(pathname)) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  const problems = collectConsoleProblems(page);
  await page.goto(dead);
  await expect(
    suggestions(page).getByRole('list').getByRole('link').first(),
  ).toBeVisible({timeout: 20_000});
  expect(
    consoleProblemsOf(NOT_FOUND, problems).filter((line) =>
      /#421|Suspense/.test(line),
    ),
  ).toEqual([]);
});
