import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';

import {open, sitemapRoutes, timeForPages} from './utils';

/**
 * The theme's English defaults: what a reader would see wherever the Russian
 * translation (Docusaurus's own plus i18n/ru/code.json) has no text.
 */
const english: string[] = Object.entries(
  JSON.parse(
    readFileSync(
      require.resolve('@docusaurus/theme-translations/locales/base/theme-common.json'),
      'utf8',
    ),
  ) as Record<string, string>,
)
  .filter(([key]) => !key.endsWith('___DESCRIPTION'))
  // Placeholders such as {count} split a message into its literal parts.
  .flatMap(([, message]) => message.split(/\{[^}]+\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{2}/.test(part));

/**
 * Attribute values that are not Russian on purpose: product names.
 * Anything else a reader or a screen reader meets must contain Cyrillic.
 */
const NAMES =
  /^(WordPress|Bootstrap Studio|OSPanel|Open Server Panel|Docusaurus|RSS|Atom|Contact Form 7|Flamingo|User Registration & Membership)$/;

test('no page shows the theme\u2019s English strings', async ({page}) => {
  const found: string[] = [];
  const routes = [...sitemapRoutes(), '/net-takoi-stranicy'];
  test.setTimeout(timeForPages(routes.length));
  await page.setViewportSize({width: 1280, height: 900});
  for (const route of routes) {
    await open(page, route);
    const {attributes, texts} = await page.evaluate(() => {
      const attributes: string[] = [];
      for (const element of document.querySelectorAll(
        '[aria-label], [title], [placeholder], img[alt]',
      )) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value !== null && value.trim() !== '') {
            attributes.push(`${name}="${value}"`);
          }
        }
      }
      const texts: string[] = [];
      const walker = document.createTreeWalker(
        document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Code, commands and keys are the program's words, not the theme's.
        if (node.parentElement?.closest('pre, code, kbd, script, style')) {
          continue;
        }
        const text = node.textContent?.trim();
        if (text) {
          texts.push(text);
        }
      }
      texts.push(document.title);
      return {attributes, texts};
    });
    for (const attribute of attributes) {
      const value = attribute.replace(/^[a-z-]+="|"$/g, '');
      if (
        !/[а-яё]/i.test(value) &&
        /[A-Za-z]/.test(value) &&
        !NAMES.test(value)
      ) {
        found.push(`${route}: ${attribute}`);
      }
    }
    for (const text of texts) {
      const hit = english.find(
        (message) =>
          text === message || (message.length >= 12 && text.includes(message)),
      );
      if (hit) {
        found.push(`${route}: «${text}» (theme string «${hit}»)`);
      }
    }
  }
  expect(found).toEqual([]);
});

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
