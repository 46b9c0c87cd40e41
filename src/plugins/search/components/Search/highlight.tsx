import type {ReactNode} from 'react';

/**
 * Marks the words of a title that start like a searched word, so that
 * «плагинов» lights up «Плагины» in a title as Pagefind does in excerpts.
 */
export function highlight(text: string, query: string): ReactNode {
  const stems = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, Math.min(word.length, 5)));
  if (stems.length === 0) {
    return text;
  }
  return text
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, index) =>
      stems.some((stem) => part.toLowerCase().startsWith(stem)) ? (
        <mark key={index}>{part}</mark>
      ) : (
        part
      ),
    );
}
