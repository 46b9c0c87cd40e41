/**
 * Every label and message an article quotes from a product's screen
 * (`:ui[…]`, `:msg[…]`) is one the product really shows, in the language
 * quoted (src/plugins/ui-labels). The products of a section are named in its
 * `_category_.json` (`customProps.products`). A failure names the file, the
 * line and the closest real strings.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  checkLabels,
  createLookup,
  type Dictionary,
  type Lookup,
} from '../../src/plugins/ui-labels/labels';
import {findSiteRoot} from '../site-root';

import {contentPages, isSelected, sectionProducts} from './pages';

const root = findSiteRoot(__dirname);
const dictionary = JSON.parse(
  readFileSync(
    path.join(root, 'src/plugins/ui-labels/dictionary.json'),
    'utf8',
  ),
) as Dictionary;

const lookups = new Map<string, Lookup>();
function lookupFor(products: string[]): Lookup {
  const key = products.join(',');
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = createLookup(dictionary, products);
    lookups.set(key, lookup);
  }
  return lookup;
}

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
