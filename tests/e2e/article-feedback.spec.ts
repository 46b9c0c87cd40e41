/**
 * «Статья помогла?» at the end of every article and the search's
 * «Ничего не найдено» (issue 16): «Да» thanks, «Нет» asks what was wrong and
 * prepares a message to support (a mailto: link, the ticket page and the
 * same text to copy), all from the keyboard as well; nothing leaves the
 * page and nothing is stored; axe finds nothing in any of the states.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {DEFAULT_PROVIDER} from '../../src/data/provider';
import {PROBLEMS} from '../../src/components/SupportMessage/message';
import {articles, siteContent} from '../site-routes';
import {
  collectConsoleProblems,
  open,
  openInTheme,
  root,
  sitemapLocs,
} from './utils';

/** An article with a «Проверено» version, as the widget reports it. */
const article = (() => {
  const found = articles(siteContent(root)).find(
    ({frontMatter}) => typeof frontMatter.checked_with === 'string',
  )!;
  const url = sitemapLocs().find(
    (loc) => decodeURIComponent(new URL(loc).pathname) === found.route,
  )!;
  return {
    route: found.route,
    title: String(found.frontMatter.title),
    version: String(found.frontMatter.checked_with),
    url,
  };
})();

/** The widget, scrolled into view as a reader reaches the article's end. */
async function widget(page: Page) {
  const section = page.getByRole('region', {name: 'Статья помогла?'});
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

/** The keys of both storages and the cookies, to compare before and after. */
function stored(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie,
  }));
}

/**
 * Every request the page makes from now on that could carry something of
 * the reader's: anything but a GET of the site's own files, and any
 * request whose address holds the article's title or a choice. Loading the
 * «Нет» part and prefetching the links that come on screen are GETs of the
 * site's own scripts and pass.
 */
function watchRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const sent: string[] = [];
  const secrets = [article.title, ...PROBLEMS].map(encodeURIComponent);
  page.on('request', (request) => {
    const url = request.url();
    if (
      new URL(url).origin !== origin ||
      request.method() !== 'GET' ||
      request.postData() !== null ||
      secrets.some((secret) => url.includes(secret))
    ) {
      sent.push(`${request.method()} ${url}`);
    }
  });
  return sent;
}

test('every article ends with the question, Да and Нет', async ({page}) => {
  await open(page, article.route);
  const section = await widget(page);
  await expect(section.getByRole('heading', {level: 2})).toHaveText(
    'Статья помогла?',
  );
  await expect(section.getByRole('button')).toHaveText(['Да', 'Нет']);
  // Hidden when printing (the print stylesheet hides [data-noprint]).
  await expect(section).toHaveAttribute('data-noprint', '');
});

test('«Да» thanks the reader and keeps the focus in the widget', async ({
  page,
  baseURL,
}) => {
  const problems = collectConsoleProblems(page);
  await open(page, article.route);
  const before = await stored(page);
  const sent = watchRequests(page, baseURL!);
  const section = await widget(page);
  await section.getByRole('button', {name: 'Да'}).click();
  await expect(section.getByRole('status')).toHaveText(
    'Спасибо! Рады, что статья помогла.',
  );
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section).toBeFocused();
  expect(sent).toEqual([]);
  expect(await stored(page)).toEqual(before);
  expect(problems).toEqual([]);
});

test('«Нет» from the keyboard: a choice, then the prepared message', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = collectConsoleProblems(page);
  await open(page, article.route);
  const before = await stored(page);
  const sent = watchRequests(page, baseURL!);
  const section = await widget(page);

  await section.getByRole('button', {name: 'Нет'}).focus();
  await page.keyboard.press('Enter');
  const choices = section.getByRole('group', {name: 'Что не так?'});
  await expect(choices.getByRole('radio')).toHaveCount(PROBLEMS.length);
  // The reader continues at the first choice; the arrow picks the next.
  await expect(choices.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const choice = PROBLEMS[1];
  await expect(choices.getByRole('radio', {name: choice})).toBeChecked();

  const mail = section.getByRole('link', {name: /Написать письмо/});
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${DEFAULT_PROVIDER.supportEmail}?`)).toBe(
    true,
  );
  for (const part of [article.title, article.url, article.version, choice]) {
    expect(href, part).toContain(encodeURIComponent(part));
  }
  await expect(
    section.getByRole('link', {name: 'Создать обращение в личном кабинете'}),
  ).toHaveAttribute('href', DEFAULT_PROVIDER.ticketUrl);

  const text = section.getByRole('textbox', {name: 'Текст обращения'});
  await expect(text).toHaveAttribute('readonly', '');
  const body = await text.inputValue();
  for (const part of [article.title, article.url, article.version, choice]) {
    expect(body, part).toContain(part);
  }

  // Another choice changes the message.
  await page.keyboard.press('ArrowDown');
  await expect(text).toHaveValue(new RegExp(PROBLEMS[2]));

  await section.getByRole('button', {name: 'Скопировать текст'}).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').last()).toHaveText('Скопировано');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await text.inputValue(),
  );

  expect(sent).toEqual([]);
  expect(await stored(page)).toEqual(before);
  expect(problems).toEqual([]);
});

test('the page does not shift while it loads', async ({page}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {shifts: number[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await open(page, article.route);
  await widget(page);
  expect(
    await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts),
  ).toEqual([]);
});

test.describe('axe finds nothing in the widget', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`after «Да» and after «Нет» with a choice, ${mode}`, async ({
      page,
    }) => {
      await openInTheme(page, article.route, mode);
      let section = await widget(page);
      await section.getByRole('button', {name: 'Да'}).click();
      await expect(section.getByRole('status')).not.toHaveText('');
      const include = 'section[aria-label="Статья помогла?"]';
      const afterYes = await new AxeBuilder({page}).include(include).analyze();
      expect(afterYes.violations.map(({id}) => id)).toEqual([]);

      await openInTheme(page, article.route, mode);
      section = await widget(page);
      await section.getByRole('button', {name: 'Нет'}).click();
      await section.getByRole('radio').last().check();
      await expect(section.getByRole('textbox')).toBeVisible();
      const afterNo = await new AxeBuilder({page}).include(include).analyze();
      expect(afterNo.violations.map(({id}) => id)).toEqual([]);
    });
  }
});

test('«Ничего не найдено» offers the same message, with the query', async ({
  page,
  baseURL,
}) => {
  // A word no article has, as in tests/e2e/search.spec.ts.
  const query = 'ксенофонт';
  await open(page, `/search?q=${encodeURIComponent(query)}`);
  const sent = watchRequests(page, baseURL!);
  const main = page.locator('main');
  await expect(main).toContainText(`Ничего не найдено по запросу «${query}»`);
  await expect(main).toContainText('Не нашли ответ?');
  const href = (await main
    .getByRole('link', {name: /Написать письмо/})
    .getAttribute('href'))!;
  expect(href.startsWith(`mailto:${DEFAULT_PROVIDER.supportEmail}?`)).toBe(
    true,
  );
  expect(href).toContain(encodeURIComponent(query));
  await expect(
    main.getByRole('link', {name: 'Создать обращение в личном кабинете'}),
  ).toHaveAttribute('href', DEFAULT_PROVIDER.ticketUrl);
  await expect(
    main.getByRole('textbox', {name: 'Текст обращения'}),
  ).toHaveValue(new RegExp(query));
  expect(sent).toEqual([]);
});
