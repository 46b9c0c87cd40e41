/**
 * Every article that fixes a problem (`troubleshooting: true` in its front
 * matter) opens with the «Коротко» box (./short-answer.ts).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

import {contentPages, isSelected} from './pages';
import {checkShortAnswer} from './short-answer';

const root = findSiteRoot(__dirname);

describe('«Коротко» in troubleshooting articles', () => {
  const pages = contentPages(root).filter((page) => isSelected(page.path));
  for (const page of pages) {
    const flag = page.frontMatter.troubleshooting;
    if (flag === undefined) continue;
    it(`${page.path}: opens with «Коротко»`, () => {
      assert.equal(
        typeof flag,
        'boolean',
        `${page.path}: front matter troubleshooting must be true or false`,
      );
      if (flag !== true) return;
      assert.deepEqual(
        checkShortAnswer(page.body).map(
          (message) =>
            `${page.path}: ${message.replace(/^line (\d+)/, (_, n: string) => `line ${Number(n) + page.bodyLine - 1}`)}`,
        ),
        [],
      );
    });
  }
});
