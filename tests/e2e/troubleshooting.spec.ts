/**
 * «Что случилось с сайтом?» on the home page (issue 32): a symptom, then
 * «Да»/«Нет» questions, then the section that fixes it, or the support
 * message with the answers in it; from the keyboard as well, with browser
 * storage unavailable, without JavaScript (links to the articles), with
 * nothing sent or stored, axe clean in both themes. The paths walked are
 * taken from src/data/troubleshooting.yml and the build's route list.
 */
import {expect, test, type Page} from '@playwright/test';

import {
  readTroubleshooting,
  splitArticle,
  walks,
  type Walk,
} from '../../src/plugins/troubleshooting/tree';
import {readRouteList} from '../site-routes';
import {
  refuseStorage,
  analyseAxe,
  collectConsoleProblems,
  describeAxe,
  open,
  openInTheme,
  root,
} from './utils';

const symptoms = readTroubleshooting(root);
const all = [...walks(symptoms)];
const permalinks = new Map(
  readRouteList(root, `${root}/build`).docs.map((doc) => [
    doc.source,
    doc.permalink,
  ]),
);
const plain = (text: string) => text.replace(/`/g, '');
const addressOf = (link: string) => {
  const {file, anchor} = splitArticle(link);
  const route = permalinks.get(`docs/${file}`)!;
  return anchor ? `${route}#${anchor}` : route;
};

/** The longest path that ends on an article, and one that ends on support. */
const toArticle = all
  .filter((walk) => 'answer' in walk.end)
  .sort((a, b) => b.turns.length - a.turns.length)[0]!;
const toSupport = all
  .filter((walk) => 'support' in walk.end)
  .sort((a, b) => b.turns.length - a.turns.length)[0]!;

function guide(page: Page) {
  return page.getByRole('region', {name: 'Что случилось с сайтом?'});
}

/** Chooses the walk's symptom and answers its questions with the mouse. */
async function walkWithMouse(page: Page, walk: Walk) {
  const region = guide(page);
  await region
    .getByRole('button', {name: plain(walk.symptom.symptom), exact: true})
    .click();
  for (const turn of walk.turns) {
    await expect(
      region.getByText(plain(turn.ask), {exact: true}),
    ).toBeVisible();
    await region
      .getByRole('group', {name: plain(turn.ask)})
      .getByRole('button', {name: turn.yes ? 'Да' : 'Нет', exact: true})
      .click();
  }
}

test('without JavaScript the symptoms are links to their articles', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  const region = guide(page);
  for (const symptom of symptoms) {
    await expect(
      region.getByRole('link', {name: plain(symptom.symptom), exact: true}),
    ).toHaveAttribute('href', addressOf(symptom.article));
  }
  await expect(region.getByRole('button')).toHaveCount(0);
  await context.close();
});

test('the keyboard leads from a symptom to the section that fixes it', async ({
  page,
}) => {
  expect(toArticle.turns.length, 'no path with questions').toBeGreaterThan(0);
  const problems = collectConsoleProblems(page);
  await open(page, '/');
  const region = guide(page);
  const first = region.getByRole('button').first();
  await first.focus();
  // Tab walks the symptoms in order to the one of this path.
  const index = symptoms.indexOf(toArticle.symptom);
  for (let i = 0; i < index; i += 1) await page.keyboard.press('Tab');
  await expect(
    region.getByRole('button', {
      name: plain(toArticle.symptom.symptom),
      exact: true,
    }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  for (const turn of toArticle.turns) {
    // The focus is on the question, so a screen reader reads it.
    await expect(page.locator(':focus')).toHaveText(plain(turn.ask));
    await page.keyboard.press('Tab'); // «Да»
    if (!turn.yes) await page.keyboard.press('Tab'); // «Нет»
    await expect(page.locator(':focus')).toHaveText(turn.yes ? 'Да' : 'Нет');
    await page.keyboard.press('Enter');
  }
  await expect(page.locator(':focus')).toHaveText('Что сделать');
  const end = toArticle.end as {answer: string; article: string};
  await expect(region.getByText(plain(end.answer))).toBeVisible();
  // Every answer so far is listed above.
  await expect(
    region.getByRole('list', {name: 'Ваши ответы'}).getByRole('listitem'),
  ).toHaveCount(toArticle.turns.length);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/^Открыть раздел «.+»$/);
  await page.keyboard.press('Enter');
  const address = addressOf(end.article);
  await expect(page).toHaveURL(
    (url) => `${decodeURIComponent(url.pathname)}${url.hash}` === address,
  );
  const {anchor} = splitArticle(end.article);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  expect(problems).toEqual([]);
});

test('with no answer, the support message carries every answer; nothing is sent or stored', async ({
  page,
  baseURL,
}) => {
  const sent: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    if (
      new URL(request.url()).origin !== origin ||
      request.method() !== 'GET'
    ) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  await open(page, '/');
  const before = await page.evaluate(() => [
    Object.keys(localStorage).sort(),
    Object.keys(sessionStorage).sort(),
    document.cookie,
  ]);
  await walkWithMouse(page, toSupport);
  const region = guide(page);
  await expect(page.locator(':focus')).toHaveText('Нужна помощь поддержки');
  const text = await region
    .getByRole('textbox', {name: 'Текст обращения'})
    .inputValue();
  expect(text).toContain(`Что случилось: ${plain(toSupport.symptom.symptom)}`);
  for (const turn of toSupport.turns) {
    expect(text).toContain(`— ${plain(turn.ask)} ${turn.yes ? 'Да' : 'Нет'}`);
  }
  const mailto = await region
    .getByRole('link', {name: /^Написать письмо на /})
    .getAttribute('href');
  expect(decodeURIComponent(mailto!.split('body=')[1]!)).toBe(
    text.replace(/\n/g, '\r\n'),
  );
  expect(
    await page.evaluate(() => [
      Object.keys(localStorage).sort(),
      Object.keys(sessionStorage).sort(),
      document.cookie,
    ]),
  ).toEqual(before);
  expect(sent).toEqual([]);
});

test('«Назад» takes the last answer back; «Выбрать другую проблему» returns to the symptom', async ({
  page,
}) => {
  await open(page, '/');
  await walkWithMouse(page, toArticle);
  const region = guide(page);
  await region.getByRole('button', {name: 'Назад'}).click();
  const last = toArticle.turns.at(-1)!;
  await expect(page.locator(':focus')).toHaveText(plain(last.ask));
  await expect(
    region.getByRole('list', {name: 'Ваши ответы'}).getByRole('listitem'),
  ).toHaveCount(toArticle.turns.length - 1);
  await region.getByRole('button', {name: 'Выбрать другую проблему'}).click();
  await expect(
    region.getByRole('button', {
      name: plain(toArticle.symptom.symptom),
      exact: true,
    }),
  ).toBeFocused();
  await expect(region.getByRole('button')).toHaveCount(symptoms.length);
});

test('the guide works when browser storage is unavailable', async ({page}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/');
  await walkWithMouse(page, toSupport);
  await expect(
    guide(page).getByRole('textbox', {name: 'Текст обращения'}),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in the guide, ${mode} theme`, async ({page}) => {
    await openInTheme(page, '/', mode);
    const scan = async (state: string) =>
      expect(describeAxe(await analyseAxe(page)), state).toEqual([]);
    await scan('symptoms');
    // The symptom only: its first question.
    await walkWithMouse(page, {...toArticle, turns: []});
    await expect(page.locator(':focus')).toHaveText(
      plain(toArticle.turns[0]!.ask),
    );
    await scan('question');
    await guide(page)
      .getByRole('button', {name: 'Выбрать другую проблему'})
      .click();
    await walkWithMouse(page, toSupport);
    await scan('support');
    await guide(page)
      .getByRole('button', {name: 'Выбрать другую проблему'})
      .click();
    await walkWithMouse(page, toArticle);
    await scan('answer');
  });
}
