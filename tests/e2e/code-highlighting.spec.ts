import {expect, test, type Page} from '@playwright/test';

import {collectConsoleProblems, open, openInTheme} from './utils';

/**
 * Code blocks are tokenized by the build and coloured by CSS
 * (src/plugins/code-highlighting): the page arrives highlighted in the
 * reader's colour mode and the browser never loads Prism for them.
 */

const PHP_PAGE = '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno';
const CODE_PAGES = [
  PHP_PAGE,
  '/docs/openserverpanel-ospanel/prosmotr-logov',
  '/markdown-page',
];
/** A string of Prism's core: in whatever script carries Prism. */
const PRISM_MARK = 'before-tokenize';

/** The bodies of the scripts the page loads from now on. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return bodies;
}

/** Token spans that carry a colour (not plain text), as HTML or DOM count. */
const COLOURED = '.prism-code .token:not(.plain)';

for (const route of CODE_PAGES) {
  test(`${route}: code arrives highlighted, and no Prism is loaded`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const scripts = collectScripts(page);
    const served = await (await page.request.get(route)).text();
    const servedTokens = served.match(/class="token (?!plain")[^"]+"/g) ?? [];
    expect(servedTokens.length, 'tokens in the server HTML').toBeGreaterThan(0);
    expect(served, 'no inline token colours').not.toMatch(
      /class="token [^"]*" style=/,
    );

    await open(page, route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(COLOURED)).toHaveCount(servedTokens.length);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(2);
    expect(
      bodies.filter((body) => body.includes(PRISM_MARK)),
      'scripts carrying Prism',
    ).toHaveLength(0);
    expect(problems).toEqual([]);
  });
}

test('magic comments mark lines and leave the code', async ({page}) => {
  await open(page, PHP_PAGE);
  const marked = page.locator('.theme-code-block-highlighted-line');
  expect(await marked.count()).toBeGreaterThan(0);
  await expect(page.locator('.prism-code').first()).not.toContainText(
    'highlight-',
  );
});

test('token colours follow the colour mode, also when it is switched', async ({
  page,
}) => {
  await openInTheme(page, PHP_PAGE, 'dark');
  const comment = page.locator('.prism-code .token.comment').first();
  // src/plugins/code-highlighting/codeTheme.ts: dracula comments #8b96c4, github ones #57606a.
  await expect(comment).toHaveCSS('color', 'rgb(139, 150, 196)');
  await expect(page.locator('.prism-code').first()).toHaveCSS(
    'background-color',
    'rgb(40, 42, 54)',
  );
  // Dark → «system», which is light here (the suite's browser prefers light).
  await page
    .getByRole('button', {
      name: /Переключение между тёмным и светлым режимом/,
    })
    .click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await expect(comment).toHaveCSS('color', 'rgb(87, 96, 106)');
  await expect(page.locator('.prism-code').first()).toHaveCSS(
    'background-color',
    'rgb(246, 248, 250)',
  );
});
