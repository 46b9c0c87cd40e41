/**
 * Generators with the host's values (issue 32): every `<Generator kind>` of
 * docs/ loads its form only when the reader comes near it, fills the
 * reader's values into its output, is used from the keyboard, remembers
 * the domain and mailbox across articles, says so when storage is refused
 * (and still works), shows the sample output without JavaScript, and is
 * axe clean in both themes. The pages are found from the sources, their
 * addresses from the build's route list, the provider's values from
 * src/data/provider.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Locator, type Page} from '@playwright/test';

import {GENERATOR_KINDS} from '../../src/components/Generator/build';
import {getProvider} from '../../src/data/provider';
import {siteContent} from '../site-routes';
import {
  refuseStorage,
  analyseAxe,
  describeAxe,
  open,
  openInTheme,
  root,
} from './utils';

const {hosting} = getProvider(process.env);
const GENERATOR = /<Generator kind="([a-z-]+)" \/>/g;
const pages = siteContent(root).docs.flatMap(({file, route}) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(GENERATOR)].map(
    (match) => ({kind: match[1]!, route}),
  ),
);
const routeOf = (kind: string): string => {
  const found = pages.find((page) => page.kind === kind);
  if (!found) throw new Error(`no article has <Generator kind="${kind}" />`);
  return found.route;
};

function generator(page: Page, kind: string): Locator {
  return page.locator(`[data-generator="${kind}"]`);
}

/** Scrolls to the generator and waits for its form. */
async function reach(page: Page, kind: string): Promise<Locator> {
  const block = generator(page, kind);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('input').first()).toBeVisible();
  return block;
}

/** The text of every output block of a generator, one after another. */
async function output(block: Locator): Promise<string> {
  return (await block.locator('pre').allInnerTexts()).join('\n');
}

test('every generator kind stands in an article', () => {
  for (const kind of GENERATOR_KINDS) {
    expect(routeOf(kind)).toMatch(/^\/docs\//);
  }
});

for (const {kind, route} of pages) {
  test(`${route}: the ${kind} form loads only when the reader comes near it`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, route);
    const block = generator(page, kind);
    // The sample output is there from the first paint.
    await expect(block.locator('pre')).toHaveCount(1);
    await expect(block.locator('input')).toHaveCount(0);
    const before = requested.length;
    await reach(page, kind);
    expect(requested.length).toBeGreaterThan(before);
  });
}

test('mail: the records carry the typed domain and the host’s values', async ({
  page,
}) => {
  await open(page, routeOf('mail'));
  const block = await reach(page, 'mail');
  const domain = block.getByLabel('Домен сайта');
  await domain.fill('https://www.Пример.рф/kontakty');
  const text = await output(block);
  expect(text).toContain(`v=spf1 include:${hosting.spfInclude} ~all`);
  expect(text).toContain('rua=mailto:admin@xn--e1afmkfd.xn--p1ai');
  await expect(
    block.getByText('сам домен xn--e1afmkfd.xn--p1ai'),
  ).toBeVisible();
  // p=reject, from the keyboard: the radio group moves with the arrows.
  await block.getByRole('radio', {name: /p=none/}).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(block.getByRole('radio', {name: /p=reject/})).toBeChecked();
  expect(await output(block)).toContain('v=DMARC1; p=reject;');
  // A bad domain: said under the field, what was typed stays.
  await domain.fill('мой сайт');
  await expect(domain).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText(/Это не похоже на домен/)).toBeVisible();
  await expect(domain).toHaveValue('мой сайт');
  // An existing SPF record is extended, not doubled.
  await block
    .getByLabel(/Запись SPF, которая у домена уже есть/)
    .fill('v=spf1 ip4:203.0.113.5 -all');
  expect(await output(block)).toContain(
    `v=spf1 ip4:203.0.113.5 include:${hosting.spfInclude} -all`,
  );
  // A private key is refused out loud.
  await block
    .getByLabel(/Открытый ключ DKIM/)
    .fill('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----');
  await expect(block.getByText(/Это закрытый ключ/)).toBeVisible();
});

test('the domain and mailbox typed once fill the next article’s form', async ({
  page,
}) => {
  await open(page, routeOf('mail'));
  const mail = await reach(page, 'mail');
  await mail.getByLabel('Домен сайта').fill('moi-sait.ru');
  await mail.getByLabel('Ящик для отчётов DMARC').fill('otchety@moi-sait.ru');
  await open(page, routeOf('redirects'));
  const redirects = await reach(page, 'redirects');
  await expect(redirects.getByLabel('Домен сайта')).toHaveValue('moi-sait.ru');
  expect(await output(redirects)).toContain(
    'https://moi-sait.ru%{REQUEST_URI}',
  );
  await open(page, routeOf('mail'));
  const again = await reach(page, 'mail');
  await expect(again.getByLabel('Ящик для отчётов DMARC')).toHaveValue(
    'otchety@moi-sait.ru',
  );
});

test('redirects: the main address chosen from the keyboard', async ({page}) => {
  await open(page, routeOf('redirects'));
  const block = await reach(page, 'redirects');
  await block.getByLabel('Домен сайта').fill('example.ru');
  await block.getByRole('radio', {name: /без www/}).focus();
  await page.keyboard.press('ArrowDown');
  await expect(
    block.getByRole('radio', {name: 'https://www.example.ru'}),
  ).toBeChecked();
  const text = await output(block);
  expect(text).toContain(
    'RewriteRule ^ https://www.example.ru%{REQUEST_URI} [R=301,L]',
  );
  expect(text).toContain('RewriteCond %{HTTP_HOST} ^example\\.ru$ [NC]');
});

test('debug: the display box from the keyboard warns and changes the block', async ({
  page,
}) => {
  await open(page, routeOf('debug'));
  const block = await reach(page, 'debug');
  const display = block.getByRole('checkbox', {
    name: 'Показывать ошибки и на страницах сайта',
  });
  await display.focus();
  await page.keyboard.press('Space');
  await expect(display).toBeChecked();
  await expect(block.getByText(/увидят все посетители/)).toBeVisible();
  const text = await output(block);
  expect(text).toContain("define( 'WP_DEBUG_DISPLAY', true );");
  expect(text).not.toContain('display_errors');
  await block.getByRole('radio', {name: /В свой файл/}).check();
  const logPath = block.getByLabel('Полный путь к файлу журнала');
  await logPath.fill("/home/o'neil/logs/wp.log");
  expect(await output(block)).toContain(
    "define( 'WP_DEBUG_LOG', '/home/o\\'neil/logs/wp.log' );",
  );
  await logPath.fill('logs/wp.log');
  await expect(logPath).toHaveAttribute('aria-invalid', 'true');
});

test('PHP limits: the format and a post_max_size below the upload limit', async ({
  page,
}) => {
  await open(page, routeOf('php-limits'));
  const block = await reach(page, 'php-limits');
  await block.getByRole('radio', {name: /\.htaccess/}).check();
  await expect(block.getByText('.htaccess', {exact: true})).toBeVisible();
  expect(await output(block)).toContain('php_value memory_limit 256M');
  await block.getByLabel('upload_max_filesize, МБ').fill('100');
  const post = block.getByLabel('post_max_size, МБ');
  await expect(post).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText(/не меньше upload_max_filesize/)).toBeVisible();
  expect(await output(block)).not.toContain('post_max_size');
});

test('with storage refused, the form says so and still fills the values', async ({
  page,
}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await open(page, routeOf('mail'));
  const block = await reach(page, 'mail');
  await expect(
    block.getByText(/Браузер запретил сохранять данные/),
  ).toBeVisible();
  await block.getByLabel('Домен сайта').fill('moi-sait.ru');
  expect(await output(block)).toContain('rua=mailto:admin@moi-sait.ru');
  expect(errors).toEqual([]);
  expect(
    warnings.filter((text) =>
      /Домен и почтовый ящик не сохраняются/.test(text),
    ),
  ).toHaveLength(1);
});

test('without JavaScript each generator shows its sample output', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const {kind, route} of pages) {
    await page.goto(route);
    const block = generator(page, kind);
    await expect(block.locator('pre')).toHaveCount(1);
    await expect(block.locator('input')).toHaveCount(0);
  }
  await page.goto(routeOf('mail'));
  expect(await output(generator(page, 'mail'))).toContain(
    `v=spf1 include:${hosting.spfInclude} ~all`,
  );
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on the forms, with an error shown, ${mode} theme`, async ({
    page,
  }) => {
    await openInTheme(page, routeOf('mail'), mode);
    const block = await reach(page, 'mail');
    await block.getByLabel('Домен сайта').fill('мой сайт');
    await block.getByLabel('Ящик для отчётов DMARC').fill('me@other.example');
    expect(describeAxe(await analyseAxe(page))).toEqual([]);
    await openInTheme(page, routeOf('debug'), mode);
    const debug = await reach(page, 'debug');
    await debug.getByRole('checkbox', {name: /на страницах сайта/}).check();
    expect(describeAxe(await analyseAxe(page))).toEqual([]);
  });
}
