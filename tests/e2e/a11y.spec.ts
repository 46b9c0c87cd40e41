/**
 * Accessibility beyond axe's page sweep (./pages.spec.ts: every page in the
 * light theme, one page per template in the dark one; ./full.spec.ts in
 * `npm run test:full`: every page in both): the
 * contrast check proven to reach code blocks, admonitions and links; and
 * the keyboard: visible focus, the mobile menu and the search without a
 * mouse. (The skip link: tests/e2e/layout.spec.ts; the search dialog's
 * arrows and Enter: tests/e2e/search.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {describeAxe, open, openInTheme} from './utils';

const MODES = ['light', 'dark'] as const;

test.describe('colour contrast is checked where it is hardest', () => {
  // An article with code, admonitions and links in its text.
  const ARTICLE = '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno';
  for (const mode of MODES) {
    test(`code, admonitions and links pass in ${mode}`, async ({page}) => {
      await openInTheme(page, ARTICLE, mode);
      const results = await new AxeBuilder({page})
        .withRules(['color-contrast'])
        .analyze();
      expect(describeAxe(results)).toEqual([]);
      const checked = results.passes
        .filter((rule) => rule.id === 'color-contrast')
        .flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
      // The rule really looked at these elements (and they passed).
      for (const [what, pattern] of [
        ['a code token', /token|code/],
        ['an admonition', /admonition|alert/],
        ['a link in the text', /markdown.*a|a\[href/],
      ] as const) {
        expect(
          checked.some((target) => pattern.test(target)),
          `${what} in ${mode}`,
        ).toBe(true);
      }
    });
  }
});

/** The focused element's outline or box shadow, as drawn. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return null;
    }
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      outline:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
}

test('every keyboard stop on a page shows where the focus is', async ({
  page,
}) => {
  await open(page, '/docs/wordpress/rabota-pochty');
  const seen = new Set<string>();
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    expect(ring, `stop ${stop}`).not.toBeNull();
    expect(ring!.outline || ring!.shadow, `stop ${stop}: ${ring!.tag}`).toBe(
      true,
    );
    seen.add(ring!.tag);
  }
  // The walk went through links and buttons, not one element.
  expect(seen.has('A')).toBe(true);
  expect(seen.has('BUTTON')).toBe(true);
});

test.describe('on a phone, without a mouse', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the menu opens, leads to an article and closes', async ({page}) => {
    await open(page, '/docs/intro');
    const toggle = page.getByRole('button', {
      name: 'Переключить навигационную панель',
    });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Tab into the menu until a section of the docs is reached.
    let label = '';
    for (let stop = 0; stop < 30 && label !== 'WordPress'; stop += 1) {
      await page.keyboard.press('Tab');
      label = await page.evaluate(
        () => document.activeElement?.textContent?.trim() ?? '',
      );
    }
    expect(label).toBe('WordPress');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/category\/wordpress$/);
    await expect(page.locator('h1')).toHaveText(/^WordPress/);
  });

  test('the search opens from its button and finds an article', async ({
    page,
  }) => {
    await open(page, '/docs/intro');
    const button = page
      .getByRole('button', {name: 'Поиск по базе знаний'})
      .first();
    await button.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', {name: 'Поиск по базе знаний'});
    await expect(box.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('почта');
    await expect(box.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(/\/docs\//);
  });
});
