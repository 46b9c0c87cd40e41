/**
 * Words as the search sees them, the same in the indexer (build) and the
 * engine (browser): lower case, «ё» as «е», Russian words cut to their
 * stem (./stemmer.ts), a Latin word's plural «s» dropped.
 */
import {stemRussian} from './stemmer';

/** A word: letters, digits and `_` (WP_DEBUG, display_errors). */
export const WORD = /[\p{L}\p{N}_]+/gu;

const CYRILLIC = /^[а-я]+$/;

/** Lower case, «ё» as «е». */
export function normalize(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** The words of a text, normalized, in order. */
export function words(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

const known = new Map<string, string>();

/** The index form of a normalized word (remembered: pages repeat words). */
export function stem(word: string): string {
  let result = known.get(word);
  if (result === undefined) {
    result = stemWord(word);
    if (known.size > 50_000) {
      known.clear();
    }
    known.set(word, result);
  }
  return result;
}

function stemWord(word: string): string {
  if (CYRILLIC.test(word)) {
    return stemRussian(word);
  }
  // plugins → plugin, but not class, https.
  if (/^[a-z]{4,}s$/.test(word) && !/(ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * Words that say nothing about what a page is about: left out of the index
 * and out of a query (unless a query has nothing else).
 */
export const STOP_WORDS = new Set([
  // Russian
  'а',
  'без',
  'бы',
  'в',
  'во',
  'вы',
  'да',
  'для',
  'до',
  'же',
  'за',
  'и',
  'из',
  'или',
  'им',
  'их',
  'к',
  'как',
  'ко',
  'ли',
  'мы',
  'на',
  'над',
  'не',
  'ни',
  'но',
  'о',
  'об',
  'от',
  'по',
  'под',
  'при',
  'про',
  'с',
  'со',
  'так',
  'то',
  'у',
  'уже',
  'что',
  'чтобы',
  'это',
  'этот',
  'эта',
  'эти',
  'я',
  'он',
  'она',
  'оно',
  'они',
  'его',
  'ее',
  'есть',
  'если',
  'мне',
  'меня',
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'was',
  'with',
]);

/** The index forms of a text's words, stop words left out. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}
