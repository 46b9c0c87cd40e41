/**
 * The content checks of `npm test`: every page with text, and every article
 * of docs/<section>/, against shared/CONTENT-GUIDE.md (rules in ./rules.ts).
 * A failure names the file and the reason. No file is excluded.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

import {
  articleLinks,
  checkArticleFrontMatter,
  checkArticleShape,
  checkDecimalPoints,
  checkDescription,
  checkHedges,
  checkImages,
  checkPlaceholders,
  checkTerminology,
  duplicateDescriptions,
  parseTerminology,
} from './rules';
import {contentPages, filesUnder, isSelected, sectionProducts} from './pages';

const root = findSiteRoot(__dirname);

const pages = contentPages(root);
/** The pages this run checks one by one (all, unless check:content names some). */
const checked = pages.filter((page) => isSelected(page.path));
/** Checks of the whole site run when no single file was asked for. */
/** Articles: the Markdown files inside a section folder of docs/. */
const articles = pages.filter((doc) =>
  /^docs\/[^/]+\/[^/]+\.mdx?$/.test(doc.path),
);
const categories = filesUnder(root, 'docs').filter((file) =>
  file.endsWith('_category_.json'),
);

describe('every page with text', () => {
  it('was found', () => {
    assert.ok(pages.length >= 6, `only ${pages.length} Markdown pages found`);
  });
  for (const doc of checked) {
    it(`${doc.path}: description, no placeholder, pictures with alt and caption`, () => {
      assert.deepEqual(
        [
          ...checkDescription(doc),
          ...checkPlaceholders(doc),
          ...checkImages(doc),
        ],
        [],
      );
    });
  }
  it('descriptions are unique across the site', () => {
    assert.deepEqual(duplicateDescriptions(pages), []);
  });
});

/** The «Термины» table of CONTRIBUTING.md: one word for one thing. */
const terms = parseTerminology(
  readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8'),
);

describe('Russian of every page', () => {
  it('the terminology table was found', () => {
    assert.ok(terms.length >= 8, `only ${terms.length} rows in «Термины»`);
  });
  for (const doc of checked) {
    it(`${doc.path}: chosen terms, decimal commas, no hedges`, () => {
      assert.deepEqual(
        [
          ...checkTerminology(doc, terms),
          ...checkDecimalPoints(doc),
          ...checkHedges(doc),
        ],
        [],
      );
    });
  }
});

describe('every article', () => {
  for (const doc of articles.filter((article) => isSelected(article.path))) {
    const isFaq = /faq/.test(path.basename(doc.path));
    it(`${doc.path}: front matter`, () => {
      assert.deepEqual(checkArticleFrontMatter(doc), []);
    });
    it(`${doc.path}: the badge says what the check was`, () => {
      // «Проверено» only where the section's product has a primary source
      // (a dictionary of labels); elsewhere `checked_against` names the
      // material the article was checked against.
      const checkedInProduct = sectionProducts(root, doc.path).length > 0;
      const against = doc.frontMatter.checked_against;
      if (checkedInProduct) {
        assert.equal(
          against,
          undefined,
          'checked_against is only for sections whose product has no primary source here',
        );
      } else {
        assert.ok(
          typeof against === 'string' && against.trim().length >= 10,
          'checked_against must say what the article was checked against: this product has no primary source here',
        );
      }
    });
    it(`${doc.path}: depth, troubleshooting, see-also, links`, () => {
      assert.deepEqual(checkArticleShape(doc, isFaq), []);
    });
  }
});

describe('every section', () => {
  for (const file of categories) {
    it(`${file}: a Russian label and a generated index with a description`, () => {
      const category = JSON.parse(
        readFileSync(path.join(root, file), 'utf8'),
      ) as {
        label?: string;
        link?: {type?: string; title?: string; description?: string};
      };
      const problems: string[] = [];
      if (!category.label) problems.push('label is missing');
      if (category.link?.type !== 'generated-index')
        problems.push('link must be a generated-index');
      if (!/[а-яё]/i.test(category.link?.title ?? ''))
        problems.push('link.title must be Russian');
      if ((category.link?.description ?? '').length < 70) {
        problems.push(
          'link.description must say what the section solves (70+ characters)',
        );
      }
      assert.deepEqual(problems, []);
    });
  }
});

/**
 * Links a reader needs to get from one problem to the next (issue 4): mail
 * problems lead to the form and storage plugins, debugging leads to the logs,
 * each plugin article leads back to working with plugins.
 */
const REQUIRED_LINKS: Record<string, string[]> = {
  'docs/wordpress/rabota-pochty.md': [
    'contact-form-7',
    'plagin-flamingo-dlya-khraneniya-zayavok-v-adminke',
  ],
  'docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno.mdx': [
    'logi-i-monitoring',
  ],
  'docs/plaginy-dlya-wordpress/contact-form-7.md': ['rabota-s-plaginami'],
  'docs/plaginy-dlya-wordpress/plagin-flamingo-dlya-khraneniya-zayavok-v-adminke.md':
    ['rabota-s-plaginami', 'contact-form-7'],
  'docs/plaginy-dlya-wordpress/user-registration.md': ['rabota-s-plaginami'],
};

describe('cross-links between sections', () => {
  for (const [file, slugs] of Object.entries(REQUIRED_LINKS)) {
    it(`${file} links to ${slugs.join(', ')}`, () => {
      const doc = articles.find((article) => article.path === file);
      assert.ok(doc, `${file} is missing`);
      const linked = new Set(
        articleLinks(doc.body).map((target) =>
          path.basename(target.replace(/#.*$/, '')).replace(/\.mdx?$/, ''),
        ),
      );
      assert.deepEqual(
        slugs.filter((slug) => !linked.has(slug)),
        [],
      );
    });
  }
});
