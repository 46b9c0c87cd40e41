import type {ReactNode} from 'react';

import {normalize, stem} from '../../text/words';

/**
 * Marks the words of a title whose index form matched the query, so that
 * «плагинов» lights up «Плагины» in a title as it does in the excerpt.
 */
export function highlight(text: string, terms: string[]): ReactNode {
  if (terms.length === 0) {
    return text;
  }
  const matched = new Set(terms);
  return text
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, index) =>
      index % 2 === 1 && matched.has(stem(normalize(part))) ? (
        <mark key={index}>{part}</mark>
      ) : (
        part
      ),
    );
}
