import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {DEFAULT_PROVIDER} from '../../src/data/provider';
import {open, root} from './utils';

test.describe('navbar', () => {
  test('has the brand, «База знаний», «Блог» and the main-site link', async ({
    page,
  }) => {
    await open(page, '/blog');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__brand')).toContainText(
      DEFAULT_PROVIDER.name,
    );
    await expect(
      navbar.getByRole('link', {name: 'База знаний', exact: true}),
    ).toHaveAttribute('href', '/docs/intro');
    await expect(
      navbar.getByRole('link', {name: 'Блог', exact: true}),
    ).toHaveAttribute('href', '/blog');
    await expect(
      navbar.getByRole('link', {name: /На сайт хостинга/}),
    ).toHaveAttribute('href', DEFAULT_PROVIDER.siteUrl);
  });

  test('is fixed at the top and stays while the page scrolls', async ({
    page,
  }) => {
    await open(page, '/blog/long-blog-post');
    await page.mouse.wheel(0, 2500);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(1000);
    // Scrolling on down is where a hide-on-scroll navbar would hide.
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });

  test('the brand leads home', async ({page}) => {
    await open(page, '/docs/intro');
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('footer', () => {
  test('has the three groups with the client area and the game panel', async ({
    page,
  }) => {
    await open(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText([
      'База знаний',
      'Сообщество',
      'Другие ссылки',
    ]);
    await expect(
      footer.getByRole('link', {name: /Личный кабинет/}),
    ).toHaveAttribute('href', DEFAULT_PROVIDER.clientAreaUrl);
    await expect(
      footer.getByRole('link', {name: /Панель игровых серверов/}),
    ).toHaveAttribute('href', DEFAULT_PROVIDER.gamePanelUrl);
  });

  test('has the copyright line for 2024–2025', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('.footer__copyright')).toContainText(
      `© 2024–2025 ${DEFAULT_PROVIDER.name}`,
    );
  });
});

test('the skip link is the first stop of the keyboard and skips to content', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {
    name: 'Перейти к основному содержимому',
  });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The theme moves the focus to the main content without changing the URL,
  // so the next Tab lands on the first link inside it, past the navbar.
  await expect(skip).not.toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      inNavbar: Boolean(document.activeElement?.closest('nav.navbar')),
    })),
  ).toEqual({inMain: true, inNavbar: false});
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 480, height: 800}});

  test('opens from the toggle and shows the navbar items', async ({page}) => {
    await open(page, '/blog');
    await page
      .getByRole('button', {name: 'Переключить навигационную панель'})
      .click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(
      /navbar-sidebar--show/,
    );
    await expect(
      sidebar.getByRole('link', {name: 'База знаний'}),
    ).toBeVisible();
    await expect(
      sidebar.getByRole('link', {name: /На сайт хостинга/}),
    ).toBeVisible();
  });

  test('closes on back navigation without leaving the page', async ({page}) => {
    await open(page, '/blog');
    const readMore = page
      .getByRole('link', {name: /^Читать полностью: /})
      .first();
    const title = (await readMore.getAttribute('aria-label'))!.replace(
      /^Читать полностью: /,
      '',
    );
    await readMore.click();
    await expect(page).not.toHaveURL(/\/blog$/);
    // The router shows the new page only when its chunks have loaded; wait
    // for it, or «back» may reach a history listener of the old page.
    await expect(page.locator('h1')).toHaveText(title);
    const url = page.url();
    await page
      .getByRole('button', {name: 'Переключить навигационную панель'})
      .click();
    await expect(page.locator('nav.navbar')).toHaveClass(
      /navbar-sidebar--show/,
    );
    // The theme blocks the back navigation in an effect that runs after the
    // class is set; under load the test could press «back» before it. Two
    // animation frames let React flush its effects.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    await page.goBack();
    await expect(page.locator('nav.navbar')).not.toHaveClass(
      /navbar-sidebar--show/,
    );
    expect(page.url()).toBe(url);
  });

  test('closes when the window grows past 996 px', async ({page}) => {
    await open(page, '/blog');
    await page
      .getByRole('button', {name: 'Переключить навигационную панель'})
      .click();
    await expect(page.locator('nav.navbar')).toHaveClass(
      /navbar-sidebar--show/,
    );
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(
      /navbar-sidebar--show/,
    );
    await page.setViewportSize({width: 480, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(
      /navbar-sidebar--show/,
    );
  });
});

test('docs show breadcrumbs that lead home', async ({page}) => {
  await open(page, '/docs/intro');
  const breadcrumbs = page.getByRole('navigation', {
    name: 'Путь к текущей странице',
  });
  await expect(breadcrumbs).toBeVisible();
  await expect(
    breadcrumbs.getByRole('link', {name: 'Главная страница'}),
  ).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toContainText(
    'Введение',
  );
});

/** The label of the theme's button that hides the docs sidebar. */
const SIDEBAR_COLLAPSE_LABEL = (
  JSON.parse(
    readFileSync(path.join(root, 'i18n/ru/code.json'), 'utf8'),
  ) as Record<string, {message: string}>
)['theme.docs.sidebar.collapseButtonAriaLabel']!.message;

test('the docs sidebar cannot be hidden, and open categories stay open', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await expect(sidebar).toBeVisible();
  // hideable: false — no button to hide it, under the label the site
  // would give it.
  await expect(
    page.getByRole('button', {name: SIDEBAR_COLLAPSE_LABEL, exact: true}),
  ).toHaveCount(0);
  // autoCollapseCategories: false — opening one category leaves the
  // others as they are.
  const categories = sidebar.locator(
    '.theme-doc-sidebar-item-category-level-1',
  );
  expect(await categories.count()).toBeGreaterThan(1);
  const [first, second] = [categories.nth(0), categories.nth(1)];
  for (const category of [first, second]) {
    await expect(category).toHaveClass(/menu__list-item--collapsed/);
    await category
      .locator('.menu__caret, .menu__link--sublist-caret')
      .first()
      .click();
    await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
  }
  await expect(first).not.toHaveClass(/menu__list-item--collapsed/);
});

test('the table of contents lists headings of levels 2 and 3 only', async ({
  page,
}) => {
  for (const route of ['/markdown-page']) {
    await open(page, route);
    const content = page.locator('main');
    const expected = await content
      .locator('h2[id], h3[id]')
      .evaluateAll((headings) => headings.map((h) => h.id));
    const listed = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))),
      );
    expect(listed, route).toEqual(expected);
    expect(
      await page.locator('.table-of-contents a').count(),
      route,
    ).toBeGreaterThan(0);
    // The page has deeper headings that must stay out of the list.
    expect(await content.locator('h4').count(), route).toBeGreaterThan(0);
  }
});

test.describe('code blocks', () => {
  test('the copy button copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/markdown-page');
    const block = page.locator('.theme-code-block').first();
    const code = (await block.locator('pre code').innerText()).trim();
    await block.hover();
    await block
      .getByRole('button', {name: 'Скопировать в буфер обмена'})
      .click();
    await expect(
      block.getByRole('button', {name: /Скопировано/}),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(code);
  });

  test('the wrap toggle wraps long lines', async ({page}) => {
    await page.setViewportSize({width: 480, height: 800});
    await open(page, '/markdown-page');
    const blocks = page.locator('.theme-code-block');
    // The first block whose code is wider than its box offers the toggle.
    const toggle = page
      .getByRole('button', {name: 'Переключить перенос по строкам'})
      .first();
    await expect(toggle).toBeAttached();
    const block = blocks.filter({has: toggle}).first();
    const code = block.locator('pre code');
    await expect(code).toHaveCSS('white-space', 'pre');
    await block.hover();
    await toggle.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    await toggle.click();
    await expect(code).toHaveCSS('white-space', 'pre');
  });
});
