/**
 * The offline search engine: Pagefind's browser bundle, written next to the
 * site by src/plugins/search at build time. It is fetched from the
 * site itself the first time a reader opens search, never before.
 */
import {switchLayout} from './keyboardLayout';

type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
};

type PagefindData = {
  url: string;
  locations?: number[];
  excerpt: string;
  meta: {title?: string};
  sub_results?: PagefindSubResult[];
};

type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{
    results: {id: string; data: () => Promise<PagefindData>}[];
  }>;
};

/** One result: a page and, when one matches best, a section of it. */
export type Hit = {
  url: string;
  title: string;
  section: string | null;
  /** HTML from Pagefind: escaped text with the matched words in <mark>. */
  excerpt: string;
};

export type Outcome = {
  /** What the reader typed. */
  query: string;
  /** What was searched: the query, or its other keyboard layout. */
  searched: string;
  switched: boolean;
  hits: Hit[];
};

export const RESULT_LIMIT = 8;

let loading: Promise<PagefindModule> | null = null;

/** Loads Pagefind once per page view; a failed load can be retried. */
export function loadEngine(baseUrl: string): Promise<PagefindModule> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    // Not bundled: the file is written after the bundle, by the indexer.
    const engine = (await import(
      /* webpackIgnore: true */ /* @vite-ignore */ url
    )) as PagefindModule;
    await engine.options({
      // The index stores full paths, base URL included (/kb/docs/…);
      // Pagefind would otherwise put the folder of pagefind.js (/kb/) in
      // front of them a second time.
      baseUrl: '/',
      excerptLength: 24,
      // Measured on the query table of tests/e2e/search.spec.ts: a strong
      // termSimilarity keeps «карта» from ranking «картинки» first (Pagefind
      // also matches longer words), a weaker pageLength keeps short section
      // indexes from outranking the articles they list.
      ranking: {termSimilarity: 8, pageLength: 0.5},
    });
    await engine.init();
    return engine;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The part of a page that matches best: the section with the most matched
 * words. Text before the first heading belongs to the page itself.
 */
export function toHit(data: PagefindData): Hit {
  const best = [...(data.sub_results ?? [])].sort(
    (a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0),
  )[0];
  const title = data.meta.title ?? data.url;
  const isSection = best !== undefined && best.url !== data.url;
  return {
    url: isSection ? best.url : data.url,
    title,
    section: isSection && best.title !== title ? best.title : null,
    excerpt: best?.excerpt ?? data.excerpt,
  };
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** The words Pagefind marked as matches in a page's excerpts. */
function markedWords(data: PagefindData): string[] {
  const excerpts = [
    data.excerpt,
    ...(data.sub_results ?? []).map((s) => s.excerpt),
  ];
  return excerpts.flatMap((excerpt) =>
    [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].flatMap(
      ([, text]) => text!.toLowerCase().match(WORD) ?? [],
    ),
  );
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/**
 * Pagefind 1.6 answers a word it does not know with the longest known
 * beginning of it: «ксенофонт» finds every «к». A page counts only when a
 * marked word shares at least half of a query word (and three letters) —
 * enough for word forms («плагинов» → «плагин»), not for stray letters.
 */
export function isRealMatch(data: PagefindData, query: string): boolean {
  if ((data.locations?.length ?? 1) === 0) {
    return false;
  }
  const terms = (query.toLowerCase().match(WORD) ?? []).filter(
    (term) => term.length >= 2,
  );
  const marked = markedWords(data);
  return terms.some((term) => {
    const needed = Math.min(
      term.length,
      Math.max(3, Math.ceil(term.length / 2)),
    );
    return marked.some((word) => commonPrefix(term, word) >= needed);
  });
}

async function find(engine: PagefindModule, query: string): Promise<Hit[]> {
  const {results} = await engine.search(query);
  const pages = await Promise.all(
    results.slice(0, RESULT_LIMIT * 2).map((result) => result.data()),
  );
  return pages
    .filter((page) => isRealMatch(page, query))
    .slice(0, RESULT_LIMIT)
    .map(toHit);
}

/**
 * Searches as typed; when that finds nothing, searches the same keys in the
 * other keyboard layout («jnkflrf» → «отладка»).
 */
export async function searchSite(
  engine: PagefindModule,
  query: string,
): Promise<Outcome> {
  const typed = query.trim();
  if (typed === '') {
    return {query, searched: '', switched: false, hits: []};
  }
  const hits = await find(engine, typed);
  if (hits.length === 0) {
    const other = switchLayout(typed);
    if (other !== null) {
      const otherHits = await find(engine, other);
      if (otherHits.length > 0) {
        return {query, searched: other, switched: true, hits: otherHits};
      }
    }
  }
  return {query, searched: typed, switched: false, hits};
}
