/**
 * Every OSPanel path, settings key and default that an article of
 * docs/openserverpanel-ospanel/ names cites the file of OSPanel's source it
 * comes from (issue 28, item 5). Before «См. также» each article has the
 * section «Откуда эти сведения»: a sentence that links the repository and a
 * table `| Путь или ключ | Файл в OSPanel/OpenServerPanel | Коммит |`, one row
 * per path, key or default (an article that names none needs no section).
 * Everything is read from the articles: which
 * inline code needs a source, and the rows that give it. A new article of the
 * section, or a new path in an old one, needs no change here.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

import {contentPages, isSelected, onlyFiles, type Page} from './pages';
import {SEE_ALSO} from './rules';

const root = findSiteRoot(__dirname);

const SECTION_FOLDER = 'docs/openserverpanel-ospanel/';
const SOURCES = 'Откуда эти сведения';
const HEADER = ['Путь или ключ', 'Файл в OSPanel/OpenServerPanel', 'Коммит'];
const REPOSITORY = 'https://github.com/OSPanel/OpenServerPanel';

/** A settings key as OSPanel and PHP write them: `web_root`, `log_errors`. */
const SETTINGS_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
/** A commit as the table gives it: a short hash, then the release in brackets. */
const COMMIT = /^([0-9a-f]{7,40}) \(([^()]*\d[^()]*)\)$/;

/** The inline code spans of a line of Markdown, in order. */
export function codeSpans(line: string): string[] {
  return [...line.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!);
}

/** The cells of a table row; a `|` inside inline code does not split. */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (const char of line.trim().replace(/^\||\|$/g, '')) {
    if (char === '`') inCode = !inCode;
    if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Does a span name a path or a key whose source is OSPanel's: it contains a
 * backslash, starts with a drive `C:`, ends with .ini, .log, .dat or .conf,
 * or is shaped like a settings key.
 */
export function needsSource(span: string): boolean {
  const path =
    span.includes('\\') ||
    /^C:/i.test(span) ||
    /\.(ini|log|dat|conf)$/i.test(span);
  return (path || SETTINGS_KEY.test(span)) && !isForeign(span);
}

/**
 * Spans shaped like a path that no source of OSPanel can be for: Windows's
 * own locations (`%SystemRoot%\System32\…`, `C:\Windows\…`), a bare drive
 * (`C:`), a lone separator (`\`), and paths with forward slashes only — a
 * URL or a path inside a site, such as WordPress's `wp-content/debug.log`
 * (OSPanel's paths on Windows are written with backslashes). PHP's own
 * directives (`display_errors`) are not foreign: OSPanel's php.ini template
 * sets them, and the table cites that template.
 */
export function isForeign(span: string): boolean {
  return (
    /^%[A-Za-z]+%/.test(span) ||
    /^[A-Z]:\\Windows(\\|$)/i.test(span) ||
    /^[A-Z]:\\?$/i.test(span) ||
    !/[\p{L}\p{N}]/u.test(span) ||
    (span.includes('/') && !span.includes('\\'))
  );
}

type Span = {span: string; line: number};

type Sources = {
  /** 1-based file line of the heading, or 0 when the section is missing. */
  line: number;
  text: string;
  rows: {cells: string[]; line: number}[];
};

/** Lines of the body with their 1-based line in the file, code blocks out. */
function proseLines(page: Page): {text: string; line: number}[] {
  const lines: {text: string; line: number}[] = [];
  let fence: string | null = null;
  page.body.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === null && marker) {
      fence = marker;
    } else if (fence !== null) {
      if (marker?.startsWith(fence) && text.trim() === marker) fence = null;
    } else {
      lines.push({text, line: page.bodyLine + index});
    }
  });
  return lines;
}

/** The section «Откуда эти сведения» and the prose outside it. */
function split(page: Page): {sources: Sources; spans: Span[]} {
  const sources: Sources = {line: 0, text: '', rows: []};
  const spans: Span[] = [];
  let inSources = false;
  for (const {text, line} of proseLines(page)) {
    const heading = /^## +(.+?)\s*(\{#[^}]+\})?\s*$/.exec(text)?.[1];
    if (heading !== undefined) inSources = heading === SOURCES;
    if (heading === SOURCES) {
      sources.line = line;
      continue;
    }
    if (inSources) {
      sources.text += `${text}\n`;
      if (/^\s*\|/.test(text))
        sources.rows.push({cells: tableCells(text), line});
    } else {
      spans.push(...codeSpans(text).map((span) => ({span, line})));
    }
  }
  return {sources, spans};
}

const articles = contentPages(root).filter(
  (page) => page.path.startsWith(SECTION_FOLDER) && /\.mdx?$/.test(page.path),
);

describe('OSPanel articles cite the source of each path, key and default', () => {
  if (onlyFiles === null) {
    it('the section has articles', () => {
      assert.ok(articles.length > 0, `no articles in ${SECTION_FOLDER}`);
    });
  }

  for (const page of articles.filter((article) => isSelected(article.path))) {
    const {sources, spans} = split(page);
    const [header, separator, ...rows] = sources.rows;
    // An article that names no path or key of OSPanel (a how-to about
    // copying a folder) has nothing to cite: it needs no section, but one it
    // has is still checked.
    if (sources.line === 0 && !spans.some(({span}) => needsSource(span))) {
      continue;
    }

    it(`${page.path}: «## ${SOURCES}» before «## ${SEE_ALSO}», linking the repository`, () => {
      assert.ok(sources.line > 0, `${page.path}: no «## ${SOURCES}» section`);
      const seeAlso = page.body.search(new RegExp(`^## +${SEE_ALSO}`, 'm'));
      const own = page.body.search(new RegExp(`^## +${SOURCES}`, 'm'));
      assert.ok(
        seeAlso < 0 || own < seeAlso,
        `${page.path}: «## ${SOURCES}» must come before «## ${SEE_ALSO}»`,
      );
      assert.ok(
        sources.text.includes(`](${REPOSITORY})`),
        `${page.path}:${sources.line}: the sentence above the table must link ${REPOSITORY}`,
      );
    });

    it(`${page.path}: the table has the columns, and every row a file and a commit`, () => {
      assert.deepEqual(
        header?.cells,
        HEADER,
        `${page.path}:${sources.line}: the table's header must be | ${HEADER.join(' | ')} |`,
      );
      assert.ok(
        separator?.cells.every((cell) => /^:?-{3,}:?$/.test(cell)),
        `${page.path}:${separator?.line ?? sources.line}: the header needs its separator row`,
      );
      assert.ok(rows.length > 0, `${page.path}: the table has no rows`);
      const problems: string[] = [];
      for (const {cells, line} of rows) {
        const [claim = '', file = '', commit = ''] = cells;
        const where = `${page.path}:${line}`;
        if (cells.length !== HEADER.length) {
          problems.push(
            `${where}: ${cells.length} cells, not ${HEADER.length}`,
          );
        }
        if (
          codeSpans(claim).length === 0 ||
          claim.replace(/`[^`]*`/g, '').replace(/[,\s]/g, '') !== ''
        ) {
          problems.push(
            `${where}: the first cell must be inline code, several spans separated by commas`,
          );
        }
        if (codeSpans(file).length === 0) {
          problems.push(`${where}: no file of the repository, as inline code`);
        }
        if (!COMMIT.test(commit)) {
          problems.push(
            `${where}: «${commit}» is not a commit like «abc1234 (6.4.5)»: 7–40 hex digits and the release in brackets`,
          );
        }
      }
      assert.deepEqual(problems, []);
    });

    it(`${page.path}: each path and key of the text is in the table`, () => {
      const cited = new Set(
        rows.flatMap(({cells}) => codeSpans(cells[0] ?? '')),
      );
      const missing = spans
        .filter(({span}) => needsSource(span) && !cited.has(span))
        .map(
          ({span, line}) =>
            `${page.path}:${line}: \`${span}\` is not in the first column of «${SOURCES}»`,
        );
      assert.deepEqual(missing, []);
    });
  }
});
