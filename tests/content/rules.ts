/**
 * The content rules of shared/CONTENT-GUIDE.md as pure functions: each takes
 * a file's text and returns the problems found, in Russian-free plain words
 * an author can act on. tests/content/content.test.ts applies them to the
 * repository; tests/content/rules.test.ts proves each one can fail.
 */
import {parse} from 'yaml';

import {escapeRegExp, stripMarks} from '../../src/plugins/ui-labels/labels';

export type Doc = {
  /** Path relative to the repository, for messages. */
  path: string;
  frontMatter: Record<string, unknown>;
  /** The text after the front matter. */
  body: string;
};

export function parseDoc(path: string, text: string): Doc {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) {
    return {path, frontMatter: {}, body: text};
  }
  const frontMatter = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  return {path, frontMatter, body: text.slice(match[0].length)};
}

/** The body without code blocks, inline code, imports and JSX comments. */
export function prose(body: string): string {
  return body
    .replace(/^\s*(```|~~~)[\s\S]*?^\s*\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
}

export function wordCount(body: string): number {
  return prose(body)
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Headings of a level, as written (without `{#id}`). */
export function headings(body: string, level: number): string[] {
  const pattern = new RegExp(
    `^${'#'.repeat(level)} +(.+?)\\s*(\\{#[^}]+\\})?\\s*$`,
    'gm',
  );
  return [...prose(body).matchAll(pattern)].map(([, text]) => text!.trim());
}

export const DESCRIPTION_RANGE = [70, 160] as const;

/** Front matter every page with text needs: a title and a search snippet. */
export function checkDescription(doc: Doc): string[] {
  const {description} = doc.frontMatter;
  if (typeof description !== 'string' || description.trim() === '') {
    return ['front matter: description is missing'];
  }
  const length = [...description.trim()].length;
  const [min, max] = DESCRIPTION_RANGE;
  return length < min || length > max
    ? [
        `front matter: description has ${length} characters, needs ${min}–${max}`,
      ]
    : [];
}

/** The article schema: title, description, position, checked-with version. */
export function checkArticleFrontMatter(doc: Doc): string[] {
  const problems = checkDescription(doc);
  const {
    title,
    sidebar_position: position,
    checked_with: checkedWith,
  } = doc.frontMatter;
  if (typeof title !== 'string' || title.trim() === '') {
    problems.push('front matter: title is missing');
  }
  if (typeof position !== 'number' || !Number.isFinite(position)) {
    problems.push('front matter: sidebar_position must be a number');
  }
  if (typeof checkedWith !== 'string' || !/\d/.test(checkedWith)) {
    problems.push(
      'front matter: checked_with must name the product and version, e.g. «Open Server Panel 6.4.5»',
    );
  }
  return problems;
}

const PLACEHOLDERS = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\bcoming soon\b/i,
  // \b is ASCII-only in JavaScript: Cyrillic words need letter lookarounds.
  /(?<!\p{L})скоро(?!\p{L})/iu,
  /(?<!\p{L})в разработке(?!\p{L})/iu,
  /заглушк/iu,
];

/** No placeholder text and no section without content. */
export function checkPlaceholders(doc: Doc): string[] {
  // A product's own words (`:msg[…]`) are quoted, not written by us.
  const text = stripMarks(prose(doc.body));
  const problems = PLACEHOLDERS.filter((pattern) => pattern.test(text)).map(
    (pattern) => `placeholder text matching ${pattern}`,
  );
  const lines = doc.body.split('\n');
  lines.forEach((line, index) => {
    if (!/^#{2,6} /.test(line)) {
      return;
    }
    const next = lines
      .slice(index + 1)
      .find((candidate) => candidate.trim() !== '');
    if (
      next === undefined ||
      (/^#{1,6} /.test(next) &&
        next.match(/^#+/)![0].length <= line.match(/^#+/)![0].length)
    ) {
      problems.push(`empty section «${line.replace(/^#+ /, '')}»`);
    }
  });
  return problems;
}

/** Links from an article to other docs pages of the knowledge base. */
export function articleLinks(body: string): string[] {
  return [...prose(body).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter(
      (target) =>
        /^\/docs\//.test(target) ||
        /^\.{0,2}\/?[^:/?#]+(\/[^:?#]+)*\.mdx?(#.*)?$/.test(target),
    );
}

export const ARTICLE_MIN_WORDS = 600;
export const ARTICLE_MIN_SECTIONS = 4;
export const FAQ_MIN_QUESTIONS = 12;
export const TROUBLESHOOTING = 'Если что-то пошло не так';
export const SEE_ALSO = 'См. также';

/** Depth and shape: words, sections, troubleshooting, see-also, links. */
export function checkArticleShape(doc: Doc, isFaq: boolean): string[] {
  const problems: string[] = [];
  const words = wordCount(doc.body);
  if (words < ARTICLE_MIN_WORDS) {
    problems.push(
      `${words} words, an article needs at least ${ARTICLE_MIN_WORDS}`,
    );
  }
  const sections = headings(doc.body, 2);
  if (sections.length < ARTICLE_MIN_SECTIONS) {
    problems.push(
      `${sections.length} sections (##), needs at least ${ARTICLE_MIN_SECTIONS}`,
    );
  }
  if (!isFaq && !sections.includes(TROUBLESHOOTING)) {
    problems.push(`no «## ${TROUBLESHOOTING}» section`);
  }
  if (!sections.includes(SEE_ALSO)) {
    problems.push(`no «## ${SEE_ALSO}» section`);
  }
  const links = new Set(articleLinks(doc.body));
  if (links.size < 2) {
    problems.push(`${links.size} links to other articles, needs at least 2`);
  }
  if (isFaq) {
    const questions = headings(doc.body, 3).filter((heading) =>
      heading.endsWith('?'),
    );
    if (questions.length < FAQ_MIN_QUESTIONS) {
      problems.push(
        `${questions.length} questions (### …?), a FAQ needs at least ${FAQ_MIN_QUESTIONS}`,
      );
    }
  }
  return problems;
}

/** Descriptions must differ: each is a page's search-engine snippet. */
export function duplicateDescriptions(docs: readonly Doc[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const doc of docs) {
    const description = doc.frontMatter.description;
    if (typeof description !== 'string') {
      continue;
    }
    const key = description.trim().toLowerCase();
    const first = seen.get(key);
    if (first) {
      problems.push(`${doc.path}: description repeats the one of ${first}`);
    } else {
      seen.set(key, doc.path);
    }
  }
  return problems;
}

/**
 * Pictures (CONTENT-GUIDE «Facts»): a Russian alt text that says what the
 * picture shows, and a caption — an italic paragraph right below it, as
 * CONTRIBUTING.md describes. A missing file is the build's job
 * (`onBrokenMarkdownImages: 'throw'`).
 */
export function checkImages(doc: Doc): string[] {
  const problems: string[] = [];
  const lines = prose(doc.body).split('\n');
  lines.forEach((line, index) => {
    const image = /^\s*!\[([^\]]*)\]\(([^)\s]+)[^)]*\)\s*$/.exec(line);
    if (!image) {
      if (/!\[[^\]]*\]\(/.test(line)) {
        problems.push(
          `image inside a paragraph (put it on its own line): ${line.trim()}`,
        );
      }
      return;
    }
    const [, alt, src] = image;
    if (!/[а-яё]/i.test(alt!) || alt!.trim().split(/\s+/).length < 3) {
      problems.push(`${src}: alt text must describe the picture in Russian`);
    }
    const next = lines
      .slice(index + 1)
      .find((candidate) => candidate.trim() !== '');
    if (
      !next ||
      !/^\s*\*[^*\s][^*]*\*\s*$/.test(next) ||
      !/[а-яё]/i.test(next)
    ) {
      problems.push(
        `${src}: needs a caption, an italic Russian line right below it`,
      );
    }
  });
  return problems;
}

/**
 * One word for one thing (CONTRIBUTING.md, «Термины»): the table's rows,
 * each a list of chosen forms and a list of variants not to use. A form is
 * a word or a phrase; a word ending in «…» stands for every word that
 * starts so («кэш…» is кэш, кэша, кэширование).
 */
export type Term = {chosen: string[]; avoid: string[]};

/** Reads the «Термины» table of CONTRIBUTING.md: «Пишем | Не пишем | …». */
export function parseTerminology(markdown: string): Term[] {
  const section = /^## Термины\s*$([\s\S]*?)(?=^## )/m.exec(
    markdown + '\n## ',
  )?.[1];
  if (!section) {
    throw new Error('CONTRIBUTING.md has no «## Термины» section');
  }
  const rows = section
    .split('\n')
    .filter((line) => /^\|/.test(line) && !/^\|\s*-/.test(line))
    .slice(1);
  const cell = (text: string) =>
    text
      .replace(/`/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return rows.map((row) => {
    const [chosen = '', avoid = ''] = row.split('|').slice(1);
    return {chosen: cell(chosen), avoid: cell(avoid)};
  });
}

/** A form as a regular expression over Cyrillic and Latin words. */
function formPattern(form: string): string {
  return form
    .split(/\s+/)
    .map((word) =>
      word.endsWith('…')
        ? `${escapeRegExp(word.slice(0, -1))}[\\p{L}-]*`
        : escapeRegExp(word),
    )
    .join('\\s+');
}

const wordBounded = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Variants of the terminology table used in an article's text. Not counted:
 * code, link targets, quotes of the product's screen (`:ui[…]`, `:msg[…]`:
 * the product's own words), and a variant in brackets right after a chosen
 * word — the gloss on first use, «журнал (лог)», «админка (панель
 * администратора WordPress)».
 */
export function checkTerminology(doc: Doc, terms: readonly Term[]): string[] {
  let text = stripMarks(prose(doc.body))
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>\n]+>/g, ' ');
  const chosen = terms.flatMap((term) => term.chosen).map(formPattern);
  if (chosen.length > 0) {
    const gloss = new RegExp(
      `((?<![\\p{L}])(?:${chosen.join('|')}))\\s*\\([^)\\n]*\\)`,
      'giu',
    );
    text = text.replace(gloss, '$1');
  }
  const problems: string[] = [];
  for (const term of terms) {
    if (term.avoid.length === 0) continue;
    const pattern = wordBounded(term.avoid.map(formPattern).join('|'));
    const found = new Set(
      [...text.matchAll(pattern)].map(([match]) => match.toLowerCase()),
    );
    for (const variant of found) {
      problems.push(
        `terminology: «${variant}» — write «${term.chosen[0]}» (CONTRIBUTING.md, «Термины»)`,
      );
    }
  }
  return problems;
}

/**
 * Russian numbers take a decimal comma: «1,5 ГБ», not «1.5 ГБ». Versions
 * (PHP 8.2, WordPress 7.1) have no unit after them and are not counted.
 */
export function checkDecimalPoints(doc: Doc): string[] {
  const unit =
    /(?<![\p{L}\p{N}.])(\d+\.\d+)(?:\s|\u00a0)?(ГБ|МБ|КБ|ТБ|Гбайт|Мбайт|ГГц|МГц|с|мс|сек|секунд[а-яё]*|минут[а-яё]*|час[а-яё]*|раз[а-яё]*|млн|тыс|%)(?![\p{L}])/gu;
  return [...prose(doc.body).matchAll(unit)].map(
    ([match, number]) =>
      `decimal point in «${match}»: write ${number!.replace('.', ',')} (a decimal comma)`,
  );
}

/**
 * An article says what it knows. Hedges like «может отличаться» or
 * «по-видимому» mean a claim nothing supports: drop the claim, or check it
 * in the product (shared/CONTENT-GUIDE.md, «Facts»).
 */
const HEDGES = [
  /(?<!\p{L})мо(?:жет|гут) отличаться(?!\p{L})/iu,
  /(?<!\p{L})по-видимому(?!\p{L})/iu,
  /(?<!\p{L})подтвердить не (?:удалось|смогли)(?!\p{L})/iu,
  /(?<!\p{L})не смогли подтвердить(?!\p{L})/iu,
  /(?<!\p{L})вероятно, называется(?!\p{L})/iu,
];

export function checkHedges(doc: Doc): string[] {
  const text = prose(doc.body);
  return HEDGES.filter((pattern) => pattern.test(text)).map(
    (pattern) =>
      `hedge matching ${pattern}: drop the claim nothing supports, or check it in the product`,
  );
}
