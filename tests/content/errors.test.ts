/**
 * The errors readers actually meet are covered, each in the article whose
 * topic it is, under «Если что-то пошло не так», verbatim in the languages
 * the product shows it in (their front matter's `errors:`, ./errors.ts). Product messages are checked
 * against the dictionary of real strings, so a covered message cannot be
 * one the product never shows. The browser suite pastes each of them into
 * the site search (tests/e2e/search.spec.ts).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

import {dictionary, lookupFor} from './dictionary';
import {COVERED_ERRORS, MIN_COVERED_ERRORS} from './errors';
import {contentPages, filesUnder, isSelected, onlyFiles} from './pages';
import {TROUBLESHOOTING} from './rules';

const root = findSiteRoot(__dirname);
const pages = new Map(contentPages(root).map((page) => [page.path, page]));

/** The text of an article's «Если что-то пошло не так» section. */
function troubleshooting(body: string): string {
  const start = body.search(
    new RegExp(`^## ${TROUBLESHOOTING}(\\s*\\{#[^}]+\\})?\\s*$`, 'm'),
  );
  if (start < 0) return '';
  const rest = body.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** check:content with files: only their errors, no site-wide counts. */
const wholeSite = onlyFiles === null;

describe('covered errors', () => {
  if (wholeSite)
    it(`are at least ${MIN_COVERED_ERRORS}, each listed once`, () => {
      assert.ok(
        COVERED_ERRORS.length >= MIN_COVERED_ERRORS,
        `${COVERED_ERRORS.length} covered errors`,
      );
      const keys = COVERED_ERRORS.map(({article, ru, en}) =>
        JSON.stringify([article, ru, en]),
      );
      assert.equal(new Set(keys).size, keys.length);
    });

  for (const error of COVERED_ERRORS.filter(({article}) =>
    isSelected(article),
  )) {
    const label = error.ru ?? error.en ?? '';
    it(`${error.article}: «${label.slice(0, 70)}»`, () => {
      assert.ok(error.ru || error.en, 'needs the Russian or the English text');
      const page = pages.get(error.article);
      assert.ok(page, `${error.article} does not exist`);
      const section = flat(troubleshooting(page.body));
      assert.ok(section, `no «## ${TROUBLESHOOTING}» in ${error.article}`);
      for (const text of [error.ru, error.en]) {
        if (text) {
          assert.ok(
            section.includes(flat(text)),
            `«${text}» is not in «${TROUBLESHOOTING}» of ${error.article}`,
          );
        }
      }
      if (error.source in dictionary.products) {
        // A product message: the product really shows it, in Russian where
        // the translation has it.
        const lookup = lookupFor([error.source]);
        if (error.ru) {
          assert.ok(
            lookup.find('msg', error.ru).length > 0,
            `«${error.ru}» is not a message of ${error.source}`,
          );
        }
        if (error.en) {
          const found = lookup.find('msg', error.en);
          assert.ok(
            found.length > 0,
            `«${error.en}» is not a message of ${error.source}`,
          );
          if (!error.ru) {
            assert.ok(
              found.every(({ru}) => ru === null),
              `«${error.en}» is shown in Russian as «${found.find(({ru}) => ru)?.ru}»: quote the Russian too`,
            );
          }
        }
      } else {
        assert.ok(
          error.ref.trim().length > 5,
          'say where the text comes from (ref)',
        );
      }
    });
  }

  if (wholeSite)
    it('cover every section of the knowledge base', () => {
      const covered = new Set(
        COVERED_ERRORS.map(({article}) => article.split('/')[1]),
      );
      const sections = filesUnder(root, 'docs')
        .filter((file) => file.endsWith('_category_.json'))
        .map((file) => file.split(path.sep)[1]!);
      assert.deepEqual(
        sections.filter((section) => !covered.has(section)),
        [],
      );
    });
});
