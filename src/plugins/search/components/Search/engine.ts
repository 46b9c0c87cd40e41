/**
 * The offline search engine. It reads the index the site's build writes
 * (../../indexer.ts) from the site itself, the first time a reader opens
 * search, and then only the files a query needs: the index's manifest, the
 * term files of the query's words, the long lists of the terms they match,
 * and the pages shown as results. A query asks for the files it needs at
 * once, not one word after another.
 *
 * It forgives: word forms («плагинов» → «Плагины», «настроить» →
 * «настройка»), a mistyped letter, a reader's word for the article's word
 * (the synonym table), the wrong keyboard layout, and a pasted message
 * with a word that no page has: when no page has every word, the pages
 * with the most of them are shown, and the outcome says so.
 */
import type {Manifest, TermFile} from '../../indexer';
import {decodeList, type Entry} from '../../postings';
import {STOP_WORDS, WORD, normalize, stem, words} from '../../text/words';
import {switchLayout} from './keyboardLayout';

/** One result: a page and, when one matches best, a section of it. */
export type Hit = {
  url: string;
  title: string;
  section: string | null;
  /** Escaped page text with the matched words in <mark>. */
  excerpt: string;
  /** The index terms that matched, to mark words in the title. */
  terms: string[];
};

export type Outcome = {
  /** What the reader typed. */
  query: string;
  /** What was searched: the query, or its other keyboard layout. */
  searched: string;
  switched: boolean;
  /** No page has every word: these pages have the most of them. */
  partial: boolean;
  hits: Hit[];
};

export const RESULT_LIMIT = 8;
const EXCERPT_WORDS = 24;

type PageData = {
  url: string;
  title: string;
  sections: [string, string, string][];
};

/** How much a match counts against an exact one. */
const WEIGHT = {exact: 1, synonym: 0.9, prefix: 0.8, root: 0.7, fuzzy: 0.5};

export type Engine = {
  manifest: Manifest;
  terms: (key: string) => Promise<{terms: TermFile; sorted: string[]}>;
  /** A term's postings `[page, section, score, …]`, in page order. */
  postings: (entry: Entry) => Promise<number[]>;
  page: (id: number) => Promise<PageData>;
};

/**
 * An engine over an index read through `read` (a path inside
 * search-index/ → its JSON), caching each file it has read.
 */
export async function createEngine(
  read: (file: string) => Promise<unknown>,
): Promise<Engine> {
  const manifest = (await read('index.json')) as Manifest;
  const files = new Map<number, Promise<{terms: TermFile; sorted: string[]}>>();
  const lists = new Map<number, Promise<number[]>>();
  const inline = new WeakMap<number[], number[]>();
  const pages = new Map<number, Promise<PageData>>();
  function cached<T>(
    map: Map<number, Promise<T>>,
    id: number,
    load: () => Promise<T>,
  ): Promise<T> {
    let value = map.get(id);
    if (!value) {
      value = load();
      map.set(id, value);
      // A failed read is tried again next time.
      value.catch(() => map.delete(id));
    }
    return value;
  }
  return {
    manifest,
    terms(key) {
      // The last file whose first key is not after this key.
      let file = 0;
      manifest.terms.forEach((first, index) => {
        if (first <= key) {
          file = index;
        }
      });
      return cached(files, file, async () => {
        const terms = (await read(`terms/${file}.json`)) as TermFile;
        return {terms, sorted: Object.keys(terms).sort()};
      });
    },
    postings(entry) {
      if (typeof entry === 'number') {
        return cached(lists, entry, async () =>
          decodeList((await read(`lists/${entry}.json`)) as number[]),
        );
      }
      let list = inline.get(entry);
      if (!list) {
        list = decodeList(entry);
        inline.set(entry, list);
      }
      return Promise.resolve(list);
    },
    page: (id) =>
      cached(
        pages,
        id,
        async () => (await read(`pages/${id}.json`)) as PageData,
      ),
  };
}

let loading: Promise<Engine> | null = null;

/** Loads the index's manifest once per page view; a failure can be retried. */
export function loadEngine(baseUrl: string): Promise<Engine> {
  loading ??= createEngine(async (file) => {
    const url = `${baseUrl}search-index/${file}`;
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    return response.json() as Promise<unknown>;
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A place in a query: one word, or a phrase with its synonyms. */
type Slot = string[][];

/** The query's words as slots: synonym phrases joined, stop words left out. */
export function slots(query: string, synonyms: string[][][]): Slot[] {
  const all = words(query);
  const kept = all.filter((word) => !STOP_WORDS.has(word));
  const stems = (kept.length > 0 ? kept : all).map(stem);
  const result: Slot[] = [];
  let index = 0;
  while (index < stems.length) {
    let group: string[][] | undefined;
    let length = 0;
    for (const phrases of synonyms) {
      for (const phrase of phrases) {
        if (
          phrase.length > length &&
          phrase.every((term, offset) => stems[index + offset] === term)
        ) {
          group = phrases;
          length = phrase.length;
        }
      }
    }
    if (group) {
      result.push(group);
      index += length;
    } else {
      result.push([[stems[index]!]]);
      index += 1;
    }
  }
  return result;
}

/** Whether two words differ by at most `limit` edits (a swap is one). */
export function within(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  const rows = [...Array(a.length + 1)].map((_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) {
    rows[0]![j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) {
      return false;
    }
  }
  return rows[a.length]![b.length]! <= limit;
}

/** The verb endings that the noun of the same word lacks: экспортирова → экспорт. */
const VERB_SUFFIX = /(изирова|ирова|ова|ева|ыва|ива)$/;

/** The index terms a query term stands for, each with how much it counts. */
export function expand(
  term: string,
  terms: TermFile,
  sorted: string[],
): Map<string, number> {
  const found = new Map<string, number>();
  const add = (key: string, weight: number) => {
    if (weight > (found.get(key) ?? 0)) {
      found.set(key, weight);
    }
  };
  const withPrefix = (prefix: string, weight: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < prefix) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    for (
      let i = low;
      i < sorted.length && sorted[i]!.startsWith(prefix);
      i += 1
    ) {
      add(sorted[i]!, weight);
    }
  };
  if (terms[term]) {
    add(term, WEIGHT.exact);
  }
  // While a word is typed, and longer forms of it: плаг → плагин.
  if (term.length >= 3) {
    withPrefix(term, WEIGHT.prefix);
  }
  // A verb finds its noun: экспортирова → экспорт; настройк → настро.
  const root = term.replace(VERB_SUFFIX, '');
  if (root !== term && root.length >= 4) {
    withPrefix(root, WEIGHT.root);
  }
  // Other forms of the same word that the stemmer cut differently:
  // настройк (настройку) and настройт (настройте) share настрой.
  for (
    let length = term.length - 1;
    length >= Math.max(5, term.length - 2);
    length -= 1
  ) {
    withPrefix(term.slice(0, length), WEIGHT.root);
  }
  // A mistyped letter, when nothing else matched.
  if (found.size === 0 && term.length >= 5) {
    const limit = term.length >= 9 ? 2 : 1;
    for (const candidate of sorted) {
      if (within(term, candidate, limit)) {
        add(candidate, WEIGHT.fuzzy);
      }
    }
  }
  return found;
}

type Scored = {
  page: number;
  /** How many of the query's slots the page has. */
  covered: number;
  /** How many slots its best section has: a pasted message is in one. */
  together: number;
  score: number;
  /** The section that has the most slots (then the best score). */
  section: number;
  terms: Set<string>;
  /** Per slot of the query, the index terms that matched it here. */
  slotTerms: Set<string>[];
};

/** Per page, per section: the best value a term reached there. */
type Found = Map<number, Map<number, number>>;

/** A page's score for one term: its best section, and a little of the rest. */
function termScore(sections: Map<number, number>): number {
  const values = [...sections.values()];
  const best = Math.max(...values);
  const rest = values.reduce((sum, value) => sum + value, 0) - best;
  return best + 0.1 * rest;
}

async function rank(
  engine: Engine,
  query: string,
): Promise<{scored: Scored[]; slots: number}> {
  const querySlots = slots(query, engine.manifest.synonyms);
  // Every file the query needs, requested at once: the term files of its
  // words, then the long lists of the index terms each word matches.
  const matches = new Map<
    string,
    {expanded: Map<string, number>; lists: Map<string, number[]>}
  >();
  await Promise.all(
    [...new Set(querySlots.flat(2))].map(async (term) => {
      const {terms, sorted} = await engine.terms(term.slice(0, 2));
      const expanded = expand(term, terms, sorted);
      const lists = await Promise.all(
        [...expanded.keys()].map(
          async (indexTerm) =>
            [indexTerm, await engine.postings(terms[indexTerm]!)] as const,
        ),
      );
      matches.set(term, {expanded, lists: new Map(lists)});
    }),
  );
  type Page = {
    covered: number;
    score: number;
    slots: Map<number, number>;
    values: Map<number, number>;
    terms: Set<string>;
    slotTerms: Set<string>[];
  };
  const pages = new Map<number, Page>();
  for (const [slotIndex, slot] of querySlots.entries()) {
    /** Per page, the slot's best phrase there. */
    const best = new Map<
      number,
      {score: number; sections: Map<number, number>; terms: string[]}
    >();
    /** Per page, every term of the slot found there, of any phrase. */
    const anyPhrase = new Map<number, Set<string>>();
    for (const [phraseIndex, phrase] of slot.entries()) {
      const weightOf = phraseIndex === 0 ? 1 : WEIGHT.synonym;
      const perPage = new Map<
        number,
        {
          score: number;
          sections: Map<number, number>;
          terms: string[];
          hits: number;
        }
      >();
      for (const term of phrase) {
        const {expanded, lists} = matches.get(term)!;
        const found: Found = new Map();
        const matched = new Map<number, string[]>();
        // Another form of the word counts at most as much as the word's
        // best exact match: a rarer form (создад, «создадите») has a higher
        // idf and would outrank the pages that have the word itself.
        const exact = lists.get(term);
        let exactBest = exact ? 0 : Infinity;
        for (let i = 2; exact && i < exact.length; i += 3) {
          exactBest = Math.max(exactBest, exact[i]!);
        }
        for (const [indexTerm, weight] of expanded) {
          const list = lists.get(indexTerm)!;
          for (let i = 0; i < list.length; i += 3) {
            const page = list[i]!;
            const section = list[i + 1]!;
            const raw =
              indexTerm === term
                ? list[i + 2]!
                : Math.min(list[i + 2]!, exactBest);
            const value = raw * weight * weightOf;
            const sections = found.get(page) ?? new Map<number, number>();
            sections.set(section, Math.max(sections.get(section) ?? 0, value));
            found.set(page, sections);
            const names = matched.get(page);
            if (names) {
              names.push(indexTerm);
            } else {
              matched.set(page, [indexTerm]);
            }
          }
        }
        for (const [page, sections] of found) {
          const entry = perPage.get(page) ?? {
            score: 0,
            sections: new Map<number, number>(),
            terms: [] as string[],
            hits: 0,
          };
          entry.hits += 1;
          entry.score += termScore(sections);
          for (const [section, value] of sections) {
            entry.sections.set(
              section,
              (entry.sections.get(section) ?? 0) + value,
            );
          }
          entry.terms.push(...matched.get(page)!);
          perPage.set(page, entry);
        }
      }
      for (const [page, entry] of perPage) {
        if (entry.hits === phrase.length) {
          const known = anyPhrase.get(page) ?? new Set<string>();
          entry.terms.forEach((term) => known.add(term));
          anyPhrase.set(page, known);
        }
        // A phrase counts only where all its words are.
        if (
          entry.hits === phrase.length &&
          entry.score > (best.get(page)?.score ?? 0)
        ) {
          best.set(page, entry);
        }
      }
    }
    for (const [page, entry] of best) {
      const scored = pages.get(page) ?? {
        covered: 0,
        score: 0,
        slots: new Map<number, number>(),
        values: new Map<number, number>(),
        terms: new Set<string>(),
        slotTerms: querySlots.map(() => new Set<string>()),
      };
      scored.covered += 1;
      scored.slotTerms[slotIndex] = anyPhrase.get(page)!;
      scored.score += entry.score;
      for (const [section, value] of entry.sections) {
        scored.slots.set(section, (scored.slots.get(section) ?? 0) + 1);
        scored.values.set(section, (scored.values.get(section) ?? 0) + value);
      }
      entry.terms.forEach((term) => scored.terms.add(term));
      pages.set(page, scored);
    }
  }
  const scored = [...pages].map(
    ([page, {covered, score, slots: bySection, values, terms, slotTerms}]) => {
      const [section, together] = [...bySection].sort(
        (a, b) =>
          b[1] - a[1] || values.get(b[0])! - values.get(a[0])! || a[0] - b[0],
      )[0]!;
      return {page, covered, together, score, section, terms, slotTerms};
    },
  );
  scored.sort(
    (a, b) =>
      b.covered - a.covered ||
      b.together - a.together ||
      b.score - a.score ||
      a.page - b.page,
  );
  return {scored, slots: querySlots.length};
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot'}[char]};`,
  );

/**
 * About EXCERPT_WORDS words of a section around its first matched word,
 * escaped, with the matched words in <mark>.
 */
export function excerpt(text: string, terms: Set<string>): string {
  const found = [...text.matchAll(WORD)];
  const matched = (word: string) => terms.has(stem(normalize(word)));
  const first = Math.max(
    0,
    found.findIndex((match) => matched(match[0])),
  );
  const start = Math.max(0, first - 6);
  const end = Math.min(found.length, start + EXCERPT_WORDS);
  if (found.length === 0) {
    return '';
  }
  let html = start > 0 ? '… ' : '';
  let position = found[start]!.index;
  for (let i = start; i < end; i += 1) {
    const match = found[i]!;
    html += escape(text.slice(position, match.index));
    html += matched(match[0])
      ? `<mark>${escape(match[0])}</mark>`
      : escape(match[0]);
    position = match.index + match[0].length;
  }
  return html + (end < found.length ? ' …' : escape(text.slice(position)));
}

const stemmed = new Map<string, string[]>();

/** A text's words as index terms, remembered for the texts shown. */
function stemsOf(text: string): string[] {
  let result = stemmed.get(text);
  if (!result) {
    result = words(text).map(stem);
    if (stemmed.size > 2_000) {
      stemmed.clear();
    }
    stemmed.set(text, result);
  }
  return result;
}

/**
 * The fewest words of a text that hold a word of each given slot, or
 * Infinity: «письмо с подтверждением» holds two slots in three words.
 */
export function span(text: string, slotTerms: Set<string>[]): number {
  const wanted = slotTerms.filter((terms) => terms.size > 0);
  const positions = stemsOf(text).map((term) =>
    wanted.findIndex((terms) => terms.has(term)),
  );
  const counts = new Map<number, number>();
  let best = Infinity;
  let start = 0;
  for (let end = 0; end < positions.length; end += 1) {
    const slot = positions[end]!;
    if (slot >= 0) {
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
    }
    while (counts.size === wanted.length && start <= end) {
      best = Math.min(best, end - start + 1);
      const first = positions[start]!;
      if (first >= 0) {
        const left = counts.get(first)! - 1;
        if (left === 0) {
          counts.delete(first);
        } else {
          counts.set(first, left);
        }
      }
      start += 1;
    }
  }
  return best;
}

async function find(
  engine: Engine,
  query: string,
): Promise<{hits: Hit[]; partial: boolean}> {
  const {scored, slots: count} = await rank(engine, query);
  if (count === 0 || scored.length === 0) {
    return {hits: [], partial: false};
  }
  const complete = scored.filter((page) => page.covered === count);
  const partial = complete.length === 0;
  const needed = Math.max(1, Math.ceil(count / 2));
  const shown = (
    partial
      ? scored.filter((page) => page.covered >= needed && count > 1)
      : complete
  ).slice(0, RESULT_LIMIT);
  // The pages shown are read anyway, for their excerpts. Among them, a
  // page whose title has every word found, or whose text has them side by
  // side (a pasted message, a heading), comes first.
  const read = await Promise.all(
    shown.map(async (found, order) => {
      const data = await engine.page(found.page);
      const covered = found.slotTerms.filter((terms) => terms.size > 0).length;
      let section = found.section;
      /** 2: a heading has the words side by side; 1: the text has. */
      let near = 0;
      if (covered > 1) {
        data.sections.forEach(([heading, , text], index) => {
          const closeness = (words: string, value: number) =>
            span(words, found.slotTerms) <= 2 * covered ? value : 0;
          const here = Math.max(closeness(heading, 2), closeness(text, 1));
          if (here > near) {
            near = here;
            section = index;
          }
        });
      }
      const inTitle =
        covered > 0 && span(data.title, found.slotTerms) < Infinity;
      const bonus = (inTitle ? 2 : 0) + near;
      return {found, data, section, bonus, order};
    }),
  );
  read.sort(
    (a, b) =>
      b.found.covered - a.found.covered ||
      b.bonus - a.bonus ||
      a.order - b.order,
  );
  const hits = read.map(({found: {terms}, data, section}) => {
    const [heading, anchor, text] = data.sections[section]!;
    return {
      url: anchor ? `${data.url}#${anchor}` : data.url,
      title: data.title,
      section: anchor && heading !== data.title ? heading : null,
      excerpt: excerpt(text || heading, terms),
      terms: [...terms],
    };
  });
  return {hits, partial: partial && hits.length > 0};
}

/**
 * Searches as typed; when no page has every word, tries the same keys in
 * the other keyboard layout («jnkflrf» → «отладка») before it settles for
 * the pages with the most words.
 */
export async function searchSite(
  engine: Engine,
  query: string,
): Promise<Outcome> {
  const typed = query.trim();
  if (typed === '') {
    return {query, searched: '', switched: false, partial: false, hits: []};
  }
  const found = await find(engine, typed);
  if (found.hits.length === 0 || found.partial) {
    const other = switchLayout(typed);
    if (other !== null) {
      const otherFound = await find(engine, other);
      if (
        otherFound.hits.length > 0 &&
        (!otherFound.partial || found.hits.length === 0)
      ) {
        return {query, searched: other, switched: true, ...otherFound};
      }
    }
  }
  return {query, searched: typed, switched: false, ...found};
}
