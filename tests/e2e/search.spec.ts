/**
 * The offline search as a reader uses it: Russian word forms, the wrong
 * keyboard layout, product and code names; the dialog's keyboard use; the
 * shareable /search page; and that nothing leaves the site.
 */
import {expect, test, type Page} from '@playwright/test';

import {BROWSER_SMOKE, FOREIGN_WORD} from '../content/search-queries';

import {
  collectConsoleProblems,
  collectForeignRequests,
  open,
  waitForHydration,
} from './utils';

/** Waits until the results shown are those of the box's current text. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  const results = page.locator('[data-search-results]').first();
  await expect(results).toHaveAttribute('data-query', query);
  return page
    .getByRole('option')
    .evaluateAll((links) =>
      links.map((link) =>
        decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname),
      ),
    );
}

async function openDialog(page: Page) {
  await open(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
  await expect(box).toBeVisible();
  const input = box.getByRole('combobox');
  await expect(input).toBeFocused();
  return {box, input};
}

/**
 * One query of each kind typed into the served site; the node suite runs
 * every query of the tables against the same engine and index
 * (tests/integration/search-queries.test.ts).
 */
test.describe('one query of each kind', () => {
  for (const [kind, query, expected] of BROWSER_SMOKE) {
    test(`${kind}: «${query.slice(0, 60)}» finds ${expected} in the top 3`, async ({
      page,
    }) => {
      await open(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('combobox')).toHaveValue(query);
      const found = await resultsFor(page, query);
      expect(found.slice(0, 3)).toContain(expected);
    });
  }
});

test('a query in the wrong layout says which words were searched', async ({
  page,
}) => {
  const {box, input} = await openDialog(page);
  await input.fill('jnkflrf');
  await resultsFor(page, 'jnkflrf');
  await expect(box).toContainText('Показаны результаты для «отладка»');
  await expect(box.locator('mark').first()).toBeVisible();
});

test('a pasted message with a word no page has shows the pages with most words, and says so', async ({
  page,
}) => {
  const [query, expected] = FOREIGN_WORD[0]!;
  const {box, input} = await openDialog(page);
  await input.fill(query);
  const found = await resultsFor(page, query);
  expect(found.slice(0, 3)).toContain(expected);
  await expect(box).toContainText('Ни на одной странице нет всех слов запроса');
});

test('a query without results says so and suggests what to do', async ({
  page,
}) => {
  const {box, input} = await openDialog(page);
  await input.fill('ксенофонт');
  await resultsFor(page, 'ксенофонт');
  await expect(box.getByRole('option')).toHaveCount(0);
  await expect(box).toContainText('Ничего не найдено по запросу «ксенофонт»');
  await expect(box).toContainText('сократите запрос');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('the dialog works from the keyboard', async ({page}) => {
  const {box, input} = await openDialog(page);
  await input.fill('плагин');
  await resultsFor(page, 'плагин');
  await expect(box.getByRole('listbox')).toHaveAttribute(
    'id',
    (await input.getAttribute('aria-controls'))!,
  );
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = box.getByRole('option');
  expect(await options.count()).toBeGreaterThan(2);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  // Up from the first option wraps to the last.
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  const target = await options.nth(0).getAttribute('href');
  const title = await page.title();
  await input.press('Enter');
  await expect(box).toBeHidden();
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.hash;
    })
    .toBe(target);
  // The address changes at once; the page follows once its chunks are in,
  // and Docusaurus then moves the focus to the top of the new page. Wait
  // for it, or it takes the focus the dialog gives back below.
  await expect.poll(() => page.title()).not.toBe(title);

  // Escape closes and gives the focus back to the search button.
  await page.keyboard.press('Control+k');
  await expect(box).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(
    page.getByRole('button', {name: 'Поиск по базе знаний'}).first(),
  ).toBeFocused();
});

test('the button opens the dialog and recent searches are offered again', async ({
  page,
}) => {
  await open(page, '/');
  await page
    .getByRole('button', {name: 'Поиск по базе знаний'})
    .first()
    .click();
  const box = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
  const input = box.getByRole('combobox');
  await input.fill('SMTP');
  await resultsFor(page, 'SMTP');
  const first = box.getByRole('option').first();
  const title = (await first.locator('span').first().textContent())!;
  const target = (await first.getAttribute('href'))!;
  await first.click();
  await expect(box).toBeHidden();
  await page.waitForURL(
    (url) => decodeURI(url.pathname) === decodeURI(target.split('#')[0]!),
  );
  await waitForHydration(page);

  // On the home page there are two search buttons; one dialog opens.
  await open(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(box).toContainText('Недавние');
  await expect(box.getByRole('option').first()).toContainText(title);
  const stored = await page.evaluate(() =>
    window.localStorage.getItem('kb.search.recent'),
  );
  expect(JSON.parse(stored!)[0].title).toBe(title);
});

test('/search?q= shows the results and keeps the address in step', async ({
  page,
}) => {
  await open(page, '/search?q=SMTP');
  await expect(page.locator('h1')).toHaveText('Поиск по базе знаний');
  expect(await resultsFor(page, 'SMTP')).toContain(
    '/docs/wordpress/rabota-pochty',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    /noindex/,
  );
  await page.getByRole('combobox').fill('отладка');
  await resultsFor(page, 'отладка');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('q'))
    .toBe('отладка');
});

test('search code loads only when search opens, and only from the site', async ({
  page,
  baseURL,
}) => {
  const foreign = collectForeignRequests(page, baseURL!);
  const problems = collectConsoleProblems(page);
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) {
      searchRequests.push(request.url());
    }
  });
  await open(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);

  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('WordPress');
  await resultsFor(page, 'WordPress');
  expect(
    searchRequests.some((url) => url.endsWith('/search-index/index.json')),
  ).toBe(true);
  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});

test('the footer is not searchable', async ({page}) => {
  const {input} = await openDialog(page);
  // «цитировать» is written only in the footer's copyright line, which is on
  // every page: the index must not know it.
  await input.fill('цитировать');
  await resultsFor(page, 'цитировать');
  await expect(page.getByRole('option')).toHaveCount(0);
});
