/**
 * The indexer: reads the built pages and writes the search index that
 * ./components/Search/engine.ts reads in the browser. Nothing runs on a
 * server; the browser fetches only the files a query needs.
 *
 * What is indexed is decided by the pages themselves: only the text inside
 * an element marked `data-search-body` (articles, section indexes, blog
 * posts, Markdown pages), without the parts marked `data-search-ignore` and
 * without navigation (EXCLUDED). `data-search-weight` on the marked element
 * scales a page's scores (section indexes: 0.3, so that the articles they
 * list rank first).
 *
 * The files, in <outDir>/search-index/:
 * - `index.json`: the term files (`terms`, each with the first term key it
 *   holds), the synonym table (src/data/synonyms.yml, stemmed) and the page count;
 * - `terms/<n>.json`: the terms whose first two letters fall in the file's
 *   range, each with its postings `[page, section, score, …]` in page order
 *   (./postings.ts stores each page as a step from the previous one). A file
 *   holds whole two-letter groups and grows to about TERMS_FILE_BYTES;
 * - `lists/<n>.json`: a list longer than LIST_BYTES, in a file of its own;
 *   its term's file holds the number n instead. A common word's list grows
 *   with the site, and a query reads it only when it has that word, not
 *   whenever it has a word of the same two letters;
 * - `pages/<page>.json`: a page's address, title and sections (heading,
 *   anchor, text), fetched for the results shown, to write their excerpts.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';

import {encodeList, type Entry} from './postings';
import {terms} from './text/words';

/** A section of a page: the text under one heading (or before the first). */
export type Section = {title: string; anchor: string; text: string};

/** What the indexer keeps of a page. */
export type Page = {
  url: string;
  title: string;
  /** The page's `<meta name="keywords">`: front matter `keywords`. */
  keywords: string;
  weight: number;
  sections: Section[];
};

/** Parts of a marked element that are navigation, not content. */
export const EXCLUDED = {
  tags: new Set(['nav', 'button', 'script', 'style', 'svg', 'template']),
  classes: [
    'theme-doc-breadcrumbs',
    'theme-doc-toc-mobile',
    'pagination-nav',
    'hash-link',
  ],
};

const HEADING = /^h[2-6]$/;

/**
 * A page's indexed text, split at the headings that have an anchor. Returns
 * null when the page marks nothing for the index.
 */
export function extractPage(html: string, url: string): Page | null {
  let title = '';
  let keywords = '';
  let weight = 1;
  const sections: Section[] = [{title: '', anchor: '', text: ''}];
  /** Depth inside the marked element (0: outside). */
  let body = 0;
  /** Depth inside an excluded element (0: not excluded). */
  let skip = 0;
  let heading: {depth: number; anchor: string; text: string} | null = null;
  let inTitle = false;
  let found = false;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (body === 0) {
          if (name === 'meta' && attributes.name === 'keywords') {
            keywords = attributes.content ?? '';
          }
          if ('data-search-body' in attributes) {
            body = 1;
            found = true;
            const value = Number(attributes['data-search-weight'] ?? 1);
            weight = Number.isFinite(value) && value > 0 ? value : 1;
          }
          return;
        }
        body += 1;
        const classes = (attributes.class ?? '').split(/\s+/);
        if (
          skip > 0 ||
          EXCLUDED.tags.has(name) ||
          'data-search-ignore' in attributes ||
          EXCLUDED.classes.some((name) => classes.includes(name))
        ) {
          skip += 1;
          return;
        }
        if (name === 'h1' && title === '') {
          inTitle = true;
        } else if (HEADING.test(name) && attributes.id) {
          heading = {depth: body, anchor: attributes.id, text: ''};
        }
        sections.at(-1)!.text += ' ';
      },
      ontext(text) {
        if (body === 0 || skip > 0) {
          return;
        }
        if (inTitle) {
          title += text;
        } else if (heading) {
          heading.text += text;
        } else {
          sections.at(-1)!.text += text;
        }
      },
      onclosetag(name) {
        if (body === 0) {
          return;
        }
        if (skip > 0) {
          skip -= 1;
        } else if (inTitle && name === 'h1') {
          inTitle = false;
        } else if (heading && heading.depth === body) {
          sections.push({
            title: clean(heading.text),
            anchor: heading.anchor,
            text: '',
          });
          heading = null;
        } else if (heading) {
          heading.text += ' ';
        } else {
          sections.at(-1)!.text += ' ';
        }
        body -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  if (!found) {
    return null;
  }
  return {
    url,
    title: clean(title) || url,
    keywords: clean(keywords),
    weight,
    sections: sections
      .map((section) => ({...section, text: clean(section.text)}))
      .filter(
        (section, index) =>
          index === 0 || section.text !== '' || section.title !== '',
      ),
  };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The shard key of a term: its first two letters. */
export function termKey(term: string): string {
  return term.slice(0, 2);
}

/** Roughly how large a terms file may grow before the next one starts. */
export const TERMS_FILE_BYTES = 16_000;
/**
 * A list longer than this (as stored, in JSON) goes to a file of its own:
 * an eighth of a terms file. At 5,000 articles the first query («плагин»,
 * which also reads «расширение») fetched 181.0 KiB with every list inline,
 * 152 KiB of it two term files, and 48.8 KiB with the long ones apart
 * (`npm run bench:scale -- 5000`).
 */
export const LIST_BYTES = 2_000;

/** BM25's constants: how fast repeated words stop counting, and length. */
const K1 = 1.2;
const B = 0.6;
/**
 * What a word adds, on top of its count in the text, when it is in the
 * page's title, in the section's heading, or in the page's keywords: a
 * title that names the reader's words is the strongest sign.
 */
const FIELD_BONUS = {title: 2, heading: 1, keywords: 1};
/** Scores are stored as integers: the float times this. */
const SCALE = 100;

type Postings = Map<string, number[]>;

/** Scores every term of every section (BM25 over sections, page idf). */
export function score(pages: Page[]): Postings {
  type Counted = {
    page: number;
    section: number;
    counts: Map<string, number>;
    bonus: Map<string, number>;
    length: number;
  };
  const counted: Counted[] = [];
  const pagesWith = new Map<string, number>();
  pages.forEach((page, pageIndex) => {
    const seen = new Set<string>();
    page.sections.forEach((section, sectionIndex) => {
      const counts = new Map<string, number>();
      for (const term of terms(section.text)) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      const bonus = new Map<string, number>();
      const fields: [string, number][] = [[section.title, FIELD_BONUS.heading]];
      if (sectionIndex === 0) {
        fields.push([page.title, FIELD_BONUS.title]);
        fields.push([page.keywords, FIELD_BONUS.keywords]);
      }
      for (const [text, value] of fields) {
        for (const term of new Set(terms(text))) {
          bonus.set(term, (bonus.get(term) ?? 0) + value);
        }
      }
      const length = [...counts.values()].reduce((sum, n) => sum + n, 0);
      counted.push({
        page: pageIndex,
        section: sectionIndex,
        counts,
        bonus,
        length,
      });
      [...counts.keys(), ...bonus.keys()].forEach((term) => seen.add(term));
    });
    for (const term of seen) {
      pagesWith.set(term, (pagesWith.get(term) ?? 0) + 1);
    }
  });
  const averageLength =
    counted.reduce((sum, c) => sum + c.length, 0) / Math.max(1, counted.length);
  const postings: Postings = new Map();
  for (const {page, section, counts, bonus, length} of counted) {
    for (const term of new Set([...counts.keys(), ...bonus.keys()])) {
      const count = counts.get(term) ?? 0;
      const n = pagesWith.get(term)!;
      const idf = Math.log(1 + (pages.length - n + 0.5) / (n + 0.5));
      const tf =
        (count * (K1 + 1)) /
        (count + K1 * (1 - B + (B * length) / Math.max(1, averageLength)));
      const value = Math.max(
        1,
        Math.round(
          idf * (tf + (bonus.get(term) ?? 0)) * pages[page]!.weight * SCALE,
        ),
      );
      // `counted` is in page order, then section order: so is each list.
      const list = postings.get(term) ?? [];
      list.push(page, section, value);
      postings.set(term, list);
    }
  }
  return postings;
}

/** A terms file: each term's stored list, or the number of its own file. */
export type TermFile = Record<string, Entry>;

/**
 * Groups the terms into files of whole two-letter groups, and puts each
 * list longer than LIST_BYTES in a file of its own (`lists`).
 */
export function shard(postings: Postings): {
  files: {first: string; terms: TermFile}[];
  lists: number[][];
} {
  const groups = new Map<string, [string, number[]][]>();
  for (const entry of postings) {
    const key = termKey(entry[0]);
    const group = groups.get(key);
    if (group) {
      group.push(entry);
    } else {
      groups.set(key, [entry]);
    }
  }
  const files: {first: string; terms: TermFile; bytes: number}[] = [];
  const lists: number[][] = [];
  for (const key of [...groups.keys()].sort()) {
    const group: TermFile = {};
    for (const [term, list] of groups
      .get(key)!
      .sort(([a], [b]) => (a < b ? -1 : 1))) {
      const stored = encodeList(list);
      if (JSON.stringify(stored).length > LIST_BYTES) {
        group[term] = lists.length;
        lists.push(stored);
      } else {
        group[term] = stored;
      }
    }
    const bytes = JSON.stringify(group).length;
    const last = files.at(-1);
    if (last && last.bytes + bytes <= TERMS_FILE_BYTES) {
      Object.assign(last.terms, group);
      last.bytes += bytes;
    } else {
      files.push({first: key, terms: group, bytes});
    }
  }
  return {
    files: files.map(({first, terms: held}) => ({first, terms: held})),
    lists,
  };
}

/** The manifest the engine reads first. */
export type Manifest = {
  pages: number;
  /** Each terms file's first key, in order; the file is `terms/<n>.json`. */
  terms: string[];
  /** Groups of phrases that mean the same, each phrase as its terms. */
  synonyms: string[][][];
};

/** Writes <outDir>/search-index/; returns what it wrote. */
export async function writeSearchIndex(
  outDir: string,
  files: {file: string; url: string}[],
  /** Groups of phrases that mean the same (src/data/synonyms.yml). */
  synonyms: string[][],
): Promise<{pages: number; termFiles: number; lists: number}> {
  const pages: Page[] = [];
  for (const {file, url} of files) {
    const page = extractPage(
      await readFile(path.join(outDir, file), 'utf8'),
      url,
    );
    if (page) {
      pages.push(page);
    }
  }
  const dir = path.join(outDir, 'search-index');
  await rm(dir, {recursive: true, force: true});
  await mkdir(path.join(dir, 'terms'), {recursive: true});
  await mkdir(path.join(dir, 'lists'), {recursive: true});
  await mkdir(path.join(dir, 'pages'), {recursive: true});
  const {files: termFiles, lists} = shard(score(pages));
  const manifest: Manifest = {
    pages: pages.length,
    terms: termFiles.map(({first}) => first),
    synonyms: synonyms.map((group) => group.map((phrase) => terms(phrase))),
  };
  await writeFile(path.join(dir, 'index.json'), JSON.stringify(manifest));
  await Promise.all([
    ...termFiles.map(({terms: held}, index) =>
      writeFile(path.join(dir, 'terms', `${index}.json`), JSON.stringify(held)),
    ),
    ...lists.map((stored, index) =>
      writeFile(
        path.join(dir, 'lists', `${index}.json`),
        JSON.stringify(stored),
      ),
    ),
    ...pages.map(({url, title, sections}, index) =>
      writeFile(
        path.join(dir, 'pages', `${index}.json`),
        JSON.stringify({
          url,
          title,
          sections: sections.map((s) => [s.title, s.anchor, s.text]),
        }),
      ),
    ),
  ]);
  return {
    pages: pages.length,
    termFiles: termFiles.length,
    lists: lists.length,
  };
}
