/**
 * The wrong keyboard layout: «jnkflrf» is «отладка» typed with the English
 * layout on, «цщквзкуыы» is «wordpress» typed with the Russian one. Keys are
 * mapped by position on the standard ЙЦУКЕН and QWERTY layouts.
 */
const LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC = 'ёйцукенгшщзхъфывапролджэячсмитьбю';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i += 1) {
  toCyrillic.set(LATIN[i]!, CYRILLIC[i]!);
  toLatin.set(CYRILLIC[i]!, LATIN[i]!);
}

const HAS_CYRILLIC = /[а-яё]/i;
const HAS_LATIN = /[a-z]/i;

function mapWord(word: string, table: Map<string, string>): string {
  return [...word]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = table.get(lower);
      if (mapped === undefined) {
        return char;
      }
      return char === lower ? mapped : mapped.toUpperCase();
    })
    .join('');
}

/**
 * The query as it would read in the other layout, word by word: a Latin
 * word becomes Cyrillic and a Cyrillic word Latin. Returns null when nothing
 * would change (digits, punctuation only).
 */
export function switchLayout(query: string): string | null {
  const switched = query
    .split(/(\s+)/)
    .map((word) => {
      if (HAS_CYRILLIC.test(word) && !HAS_LATIN.test(word)) {
        return mapWord(word, toLatin);
      }
      if (HAS_LATIN.test(word) && !HAS_CYRILLIC.test(word)) {
        return mapWord(word, toCyrillic);
      }
      return word;
    })
    .join('');
  return switched === query ? null : switched;
}
