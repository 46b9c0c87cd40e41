import {expect, test} from '@playwright/test';

import {JSX_CODE} from '../../src/plugins/crash-test/pages/jsxCode';
import {collectConsoleProblems, open} from './utils';

/**
 * A <CodeBlock> written in JSX, which the build cannot tokenize: its code
 * is served plain and Prism is loaded for it once the page has hydrated
 * (src/plugins/code-highlighting/client/loadTokenizer.ts). Runs against build-crashtest/, whose test
 * pages include one such block.
 */
const ROUTE = '/tests/code-block-jsx';

test('a JSX code block is served plain and highlighted after hydration, without a hydration error', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const prism: string[] = [];
  page.on('response', async (response) => {
    if (
      response.url().endsWith('.js') &&
      (await response.text().catch(() => '')).includes('before-tokenize')
    ) {
      prism.push(response.url());
    }
  });
  const served = await (await page.request.get(ROUTE)).text();
  expect(served).toContain('Проверка: код из JSX');
  expect(served).not.toMatch(/class="token (?!plain")[^"]+"/);

  await open(page, ROUTE);
  await page.waitForLoadState('networkidle');
  const block = page.locator('.theme-code-block');
  await expect(block.locator('.token.comment')).toHaveText(
    '# Проверка: код из JSX',
  );
  // Each line is a <div> ending in a <br>: innerText doubles the breaks.
  const shown = await block.locator('pre code').innerText();
  expect(shown.replace(/\n+/g, '\n').trim()).toBe(JSX_CODE);
  await expect(block).toContainText('Проверка.sh');
  expect(prism.length, 'Prism loaded on demand').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
