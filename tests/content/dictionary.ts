/**
 * The committed dictionary of interface strings (src/plugins/ui-labels),
 * read once, with one lookup per set of products for the content checks.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  createLookup,
  type Dictionary,
  type Lookup,
} from '../../src/plugins/ui-labels/labels';
import {findSiteRoot} from '../site-root';

export const dictionary = JSON.parse(
  readFileSync(
    path.join(findSiteRoot(__dirname), 'src/plugins/ui-labels/dictionary.json'),
    'utf8',
  ),
) as Dictionary;

const lookups = new Map<string, Lookup>();

/** The lookup over these products' strings (built once per set). */
export function lookupFor(products: readonly string[]): Lookup {
  const key = products.join(',');
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = createLookup(dictionary, products);
    lookups.set(key, lookup);
  }
  return lookup;
}
