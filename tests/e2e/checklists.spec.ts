/**
 * Checklists that remember (issue 32): every Markdown task list of docs/ and
 * blog/ keeps its ticks in the browser across a reload, says «Отмечено N из
 * M», can be reset, works from the keyboard, says so when storage is
 * refused (and still works), prints with its ticks, and is axe clean in
 * both themes; without JavaScript it is the list as written. The pages are
 * found from the sources (a `- [ ]` line), their addresses from the build's
 * route list.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {siteContent} from '../site-routes';
import {
  refuseStorage,
  analyseAxe,
  collectConsoleProblems,
  describeAxe,
  open,
  openInTheme,
  root,
} from './utils';

const TASK = /^\s*[-*] \[[ xX]\] /m;
const content = siteContent(root);
const pages = [
  ...content.docs.map(({file, route}) => ({file, route})),
  ...content.posts.map(({file, route}) => ({file, route})),
].filter(({file}) => TASK.test(readFileSync(path.join(root, file), 'utf8')));

/** The items of the page's first task list, as its source writes them. */
function itemsOf(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  const first = text.split('\n').findIndex((line) => TASK.test(line));
  let count = 0;
  for (const line of text.split('\n').slice(first)) {
    if (!TASK.test(line)) break;
    count += 1;
  }
  return count;
}

function checklist(page: Page) {
  return page.locator('ul.contains-task-list').first().locator('..');
}

test('the sources have task lists to check', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const {file, route} of pages) {
  test(`${route}: ticks are kept across a reload and can be reset`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const total = itemsOf(file);
    await open(page, route);
    const list = checklist(page);
    const boxes = list.getByRole('checkbox');
    await expect(boxes).toHaveCount(total);
    await expect(list.getByText(`Отмечено 0 из ${total}`)).toBeVisible();
    await boxes.nth(0).check();
    // The label is the item's text: a click on it ticks too.
    await list
      .locator('li')
      .nth(total - 1)
      .locator('span')
      .first()
      .click();
    await expect(list.getByText(`Отмечено 2 из ${total}`)).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(
      'data-has-hydrated',
      'true',
    );
    await expect(
      checklist(page).getByText(`Отмечено 2 из ${total}`),
    ).toBeVisible();
    await expect(checklist(page).getByRole('checkbox').nth(0)).toBeChecked();
    await expect(
      checklist(page)
        .getByRole('checkbox')
        .nth(total - 1),
    ).toBeChecked();
    await checklist(page)
      .getByRole('button', {name: 'Сбросить отметки'})
      .click();
    await expect(
      checklist(page).getByText(`Отмечено 0 из ${total}`),
    ).toBeVisible();
    await page.reload();
    await expect(
      checklist(page).getByRole('checkbox').nth(0),
    ).not.toBeChecked();
    expect(problems).toEqual([]);
  });
}

test('the keyboard ticks an item; printed, the ticks stay and the button goes', async ({
  page,
}) => {
  const {route} = pages[0]!;
  await open(page, route);
  const list = checklist(page);
  await list.getByRole('checkbox').nth(1).focus();
  await page.keyboard.press('Space');
  await expect(list.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(list.getByText(/^Отмечено 1 из \d+$/)).toBeVisible();
  await page.emulateMedia({media: 'print'});
  await expect(list.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(list.getByRole('checkbox').nth(1)).toBeVisible();
  await expect(
    list.getByRole('button', {name: 'Сбросить отметки'}),
  ).toBeHidden();
});

test('with storage refused, the list says so and still ticks', async ({
  page,
}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const {route} = pages[0]!;
  await open(page, route);
  const list = checklist(page);
  await expect(
    list.getByText(
      'Браузер не даёт сохранить отметки: после перезагрузки страницы они пропадут.',
    ),
  ).toBeVisible();
  await list.getByRole('checkbox').nth(0).check();
  await expect(list.getByText(/^Отмечено 1 из \d+$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the list is as written, its boxes read-only', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const {route, file} = pages[0]!;
  await page.goto(route);
  const list = checklist(page);
  await expect(list.getByRole('checkbox')).toHaveCount(itemsOf(file));
  for (const box of await list.getByRole('checkbox').all()) {
    await expect(box).toBeDisabled();
  }
  await expect(list.getByText(/^Отмечено/)).toBeHidden();
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on a page with a checklist, ${mode} theme`, async ({
    page,
  }) => {
    await openInTheme(page, pages[0]!.route, mode);
    await checklist(page).getByRole('checkbox').nth(0).check();
    expect(describeAxe(await analyseAxe(page))).toEqual([]);
  });
}
