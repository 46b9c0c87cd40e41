/**
 * Every label and message an article quotes from a product's screen
 * (`:ui[…]`, `:msg[…]`) is one the product really shows, in the language
 * quoted (src/plugins/ui-labels). The products of a section are named in its
 * `_category_.json` (`customProps.products`). A failure names the file, the
 * line and the closest real strings.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {checkLabels} from '../../src/plugins/ui-labels/labels';
import {findSiteRoot} from '../site-root';

import {dictionary, lookupFor} from './dictionary';
import {contentPages, isSelected, sectionProducts} from './pages';

const root = findSiteRoot(__dirname);

describe('quoted labels and messages', () => {
  for (const doc of contentPages(root).filter((page) =>
    isSelected(page.path),
  )) {
    it(`${doc.path}: every quoted label is the product's own`, () => {
      const products = sectionProducts(root, doc.path);
      const unknown = products.filter((p) => !dictionary.products[p]);
      assert.deepEqual(
        unknown,
        [],
        `products not in the dictionary: ${unknown.join(', ')} (known: ${Object.keys(dictionary.products).join(', ')})`,
      );
      const names = products
        .map((product) => dictionary.products[product]!)
        .map(({name, version}) => `${name} ${version}`)
        .join(', ');
      const problems = checkLabels(
        doc.body,
        products,
        lookupFor(products),
        names,
      ).map(
        ({line, message}) =>
          `${doc.path}:${line + doc.bodyLine - 1}: ${message}`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
