/**
 * What the not-found page searches for (./theme/NotFound/Content): the
 * words of the dead address, the site's transliteration undone, so that an
 * old link (`/docs/rabota-s-plaginami`, a moved or renamed article) still
 * finds its article. Pure functions, shared by the page and the tests.
 */
import {STOP_WORDS, stem} from './text/words';

/**
 * Parts of an address that say nothing about the article. Not `php`: the
 * word names articles here; a `.php` ending is dropped on its own.
 */
const NOISE = new Set([
  'docs',
  'doc',
  'blog',
  'category',
  'tags',
  'tag',
  'page',
  'index',
  'html',
  'htm',
  'amp',
  'www',
  'kb',
]);

/**
 * The words of `pathname` (as the browser has it, percent-encoded), without
 * the base URL, file extensions, numbers and the site's own folder names;
 * lower case, each once, in order. A malformed escape keeps its letters.
 */
export function addressWords(pathname: string, baseUrl = '/'): string[] {
  let path = pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length)
    : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // «%zz»: read the letters that are there.
  }
  const found = path
    .toLowerCase()
    .replace(/\.(?:html?|php|md)$/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (word) => word.length > 1 && !/^\d+$/.test(word) && !NOISE.has(word),
    );
  return [...new Set(found)];
}

/** Latin letters, longest first, as the site's file names write Russian. */
const LETTERS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];
const VOWELS = 'аеёиоуыэюя';

/**
 * A Latin word of a file name as the Russian word it likely was:
 * `rabota` → «работа», `nastroika` → «настройка», `eksport` → «экспорт»,
 * `vklyuchenie` → «включение». A word with other letters comes back as is.
 * The result need not be exact: the search matches word forms and typos.
 */
export function untransliterate(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let out = '';
  for (let at = 0; at < word.length;) {
    const [latin, cyrillic] = LETTERS.find(([latin]) =>
      word.startsWith(latin, at),
    )!;
    let letter = cyrillic;
    const before = out.at(-1);
    const next = word[at + latin.length];
    if (latin === 'e' && (before === undefined || before === 'ь')) {
      letter = 'э'; // eksport → экспорт
    } else if (
      latin === 'i' &&
      before !== undefined &&
      VOWELS.includes(before) &&
      (next === undefined || !'aeiouy'.includes(next))
    ) {
      letter = 'й'; // nastroika → настройка, interfeis → интерфейс
    } else if (
      latin === 'y' &&
      (before === undefined || VOWELS.includes(before))
    ) {
      letter = 'й'; // moy → мой
    }
    out += letter;
    at += latin.length;
  }
  return out;
}

/**
 * The queries to try, best first: the words in Russian (a Latin word that
 * was a Russian one), then the words as written (WordPress, SMTP, OSPanel
 * are written in Latin letters on the site too). Stop words are left out;
 * no query when nothing is left.
 */
export function notFoundQueries(words: readonly string[]): string[] {
  const meaningful = (list: string[]) =>
    list.filter((word) => !STOP_WORDS.has(word) && word.length > 1);
  const russian = meaningful(words.map(untransliterate));
  const latin = meaningful([...words]);
  return [...new Set([russian.join(' '), latin.join(' ')])].filter(Boolean);
}

/** A suggestion: an article's address and title. */
export type Suggestion = {url: string; title: string};

/**
 * Up to `limit` articles from the queries' hits, in the order found, each
 * once (a hit's `#section` is dropped: the article is what was linked);
 * only pages under `${baseUrl}docs/`.
 */
export function pickSuggestions(
  hitLists: readonly {url: string; title: string}[][],
  baseUrl = '/',
  limit = 3,
): Suggestion[] {
  const picked = new Map<string, Suggestion>();
  for (const hits of hitLists) {
    for (const {url, title} of hits) {
      const page = url.split('#')[0]!;
      if (!page.startsWith(`${baseUrl}docs/`) || picked.has(page)) continue;
      picked.set(page, {url: page, title});
      if (picked.size === limit) return [...picked.values()];
    }
  }
  return [...picked.values()];
}

/** A word of an address as search compares it: Russian, stemmed; '' for a stop word. */
function key(word: string): string {
  const russian = untransliterate(word);
  return STOP_WORDS.has(russian) ? '' : stem(russian);
}

/**
 * The articles whose file name shares words with the dead address, most
 * shared words first, then the larger share of the file name's words: an
 * article moved to another section (`/docs/rabota-pochty`) comes first,
 * and a misspelt word still counts (`pochti` and `pochty` are one stem
 * in Russian). Only the file name counts, not the section folder, which
 * every article of the section shares.
 */
export function matchArticles(
  words: readonly string[],
  articles: readonly Suggestion[],
  baseUrl = '/',
): Suggestion[] {
  const wanted = new Set(words.map(key).filter(Boolean));
  return articles
    .map((article) => {
      const own = [
        ...new Set(
          addressWords(article.url.split('/').at(-1) ?? '', baseUrl)
            .map(key)
            .filter(Boolean),
        ),
      ];
      const shared = own.filter((word) => wanted.has(word)).length;
      return {article, shared, share: own.length ? shared / own.length : 0};
    })
    .filter(({shared}) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.share - a.share)
    .map(({article}) => article);
}
