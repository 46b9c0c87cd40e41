/**
 * «Расшифровка ошибки» in the search (issue 32): an error text the lab
 * recorded (lab/recordings/errors), pasted into the search dialog or given
 * to /search?q=, is decoded above the results: the plugin or theme its
 * path names, a sentence per thing recognised, and a link to the section
 * that fixes it, reached from the keyboard. A query that is no error loads
 * no decoder. Works with storage refused; axe clean in both themes. What is
 * expected comes from the recorder's manifest and from decode() run on the
 * same text with the built rules.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {
  decode,
  type DecoderRule,
} from '../../src/components/ErrorDecoder/decode';
import {readDecoderRules} from '../../src/plugins/error-decoder/rules';
import {siteContent} from '../site-routes';
import {
  refuseStorage,
  analyseAxe,
  describeAxe,
  open,
  openInTheme,
  root,
} from './utils';

interface Capture {
  file: string;
  case: string;
  where: string;
  plugin: string | null;
  theme: string | null;
}
const folder = path.join(root, 'lab/recordings/errors');
const {files} = JSON.parse(
  readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
) as {files: Capture[]};
const capture = (name: string, where: string): Capture =>
  files.find((c) => c.file === `${name}.${where}.txt`)!;
const text = (c: Capture): string =>
  readFileSync(path.join(folder, c.file), 'utf8');

/**
 * The rules of the data file with each section's address in the build
 * under test (its route list), as the plugin resolves them.
 */
function builtRules(): DecoderRule[] {
  const routes = new Map(
    siteContent(root).docs.map(({file, route}) => [file, route]),
  );
  return readDecoderRules(root).map(({article, ...rule}) => {
    const [file, anchor] = article.split('#');
    const route = routes.get(`docs/${file}`);
    if (!route) throw new Error(`${article}: no page in the build`);
    return {...rule, step: {to: `${route}#${anchor}`, title: '', section: ''}};
  });
}

async function paste(page: Page, value: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
  await dialog.getByRole('combobox').fill(value);
  return dialog;
}

test('a plugin’s fatal error from the PHP log: the plugin, the meaning, the fix', async ({
  page,
}) => {
  const fatal = capture('plugin-fatal-ru', 'php-log');
  const pasted = text(fatal);
  await open(page, '/docs/intro');
  const dialog = await paste(page, pasted);
  const decoder = dialog.locator('[data-error-decoder]');
  await expect(decoder).toBeVisible();
  await expect(
    decoder.locator(`[data-culprit="${fatal.plugin}"]`),
  ).toBeVisible();
  // The box drops the line breaks; the page decodes what the box holds.
  const typed = await dialog.getByRole('combobox').inputValue();
  const expected = decode(typed.trim(), builtRules()).findings;
  expect(expected.length).toBeGreaterThan(1);
  await expect(decoder.locator('li[data-rule]')).toHaveCount(expected.length);
  for (const finding of expected) {
    await expect(
      decoder.locator(`li[data-rule="${finding.rule.id}"]`),
    ).toContainText(finding.meaning.replace(/`/g, ''));
  }
  // From the box to the first fix with the keyboard.
  const first = expected[0]!.rule.step;
  await page.keyboard.press('Tab');
  await expect(decoder.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`${first.to.replace(/[.?]/g, '\\$&')}$`),
  );
  await expect(dialog).toBeHidden();
});

test('/search?q= with an English theme error decodes it on the page', async ({
  page,
}) => {
  const fatal = capture('theme-fatal-en', 'debug-log');
  await open(page, `/search?q=${encodeURIComponent(text(fatal))}`);
  const decoder = page.locator('[data-error-decoder]');
  await expect(decoder).toBeVisible();
  await expect(
    decoder.locator(`[data-culprit="${fatal.theme}"]`),
  ).toContainText(
    readDecoderRules(root)
      .find((rule) => rule.kind === 'theme')!
      .meaning.replace('{slug}', fatal.theme!)
      .replace(/`/g, ''),
  );
});

test('a query that is no error loads no decoder', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open(page, '/docs/intro');
  const dialog = await paste(page, 'письма не приходят');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.locator('[data-error-decoder]')).toHaveCount(0);
  const before = requested.length;
  await dialog.getByRole('combobox').fill('письма не приходят на почту');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(requested.slice(before).filter((url) => /\.js$/.test(url))).toEqual(
    [],
  );
});

test('with storage refused the decoder works', async ({page}) => {
  await refuseStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/docs/intro');
  const dialog = await paste(
    page,
    text(capture('db-access-denied-ru', 'screen')),
  );
  await expect(dialog.locator('[data-error-decoder] li').first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing with the decoder shown, ${mode} theme`, async ({
    page,
  }) => {
    await openInTheme(page, '/docs/intro', mode);
    const dialog = await paste(
      page,
      text(capture('memory-exhausted-ru', 'php-log')),
    );
    await expect(
      dialog.locator('[data-error-decoder] li').first(),
    ).toBeVisible();
    expect(describeAxe(await analyseAxe(page))).toEqual([]);
  });
}
