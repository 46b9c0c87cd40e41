/**
 * The label check: every interface string an article quotes with `:ui[…]`
 * or `:msg[…]` must be a string the product really shows, in the language
 * quoted. Pure functions over a dictionary (./dictionary.json, written by
 * ./build-dictionary.mjs) and an article's text; tests/content applies them
 * to the repository and tests/unit proves they can fail.
 */

/** One interface string of ./dictionary.json. */
export type Entry = {
  product: string;
  version: string;
  en: string;
  /** Null where the translation does not cover the string. */
  ru: string | null;
  ctx?: string;
  key?: string;
  /**
   * WordPress only: "7.1" where the Russian comes from the 7.1 translation
   * files read page by page, "6.8" where a quoted string is in none of them
   * and the 6.8 text (or null) stands.
   */
  tr?: '7.1' | '6.8';
};

/** A translation file the dictionary was built from. */
export type TranslationFile = {
  file: string;
  /** Null for a script's JSON file, whose header names no project. */
  project: string | null;
  /** The script a JSON file translates. */
  script?: string;
  revised: string;
  /** Where a file that could only be read online is kept. */
  repo?: string;
  path?: string;
  commit?: string;
};

export type ProductInfo = {
  name: string;
  version: string;
  translations: TranslationFile[];
  note: string;
};

export type Dictionary = {
  products: Record<string, ProductInfo>;
  entries: Entry[];
};

/** What an article marks: a label (`ui`) or a message (`msg`). */
export type MarkKind = 'ui' | 'msg';

export type Mark = {
  kind: MarkKind;
  /** The text between the brackets, as written. */
  text: string;
  /** 1-based line in the file body. */
  line: number;
  /** Index of the paragraph (blank-line separated block) in the body. */
  paragraph: number;
  /** Paragraph index of the heading the mark sits under (-1: none). */
  heading: number;
};

/** Separator of a menu path inside one `:ui[…]`. */
export const PATH_SEPARATOR = '→';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
  bdquo: '"',
  rarr: '→',
  larr: '←',
  times: '×',
  middot: '·',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    },
  );
}

/**
 * The form two spellings of one string share: HTML tags and entities gone,
 * one kind of quote, dash, apostrophe and space, no trailing colon or
 * ellipsis («Загрузить…» on a button is quoted «Загрузить»).
 */
export function normalize(text: string): string {
  return decodeEntities(text.replace(/<[^>]*>/g, ''))
    .replace(/[«»„“”"]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/[–—]/g, '—')
    .replace(/\.\.\./g, '…')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*[:…]+$/, '')
    .trim();
}

/** printf placeholders (%s, %1$s, %d) and OSPanel/WordPress ###MARKERS###. */
const PLACEHOLDER = /%(?:\d+\$)?[sdfu]|###[A-Z_]+###/g;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Candidate = {
  entry: Entry;
  /** The normalized text in the language of the lookup. */
  text: string;
  /** Set when the text has placeholders: a quote fills them in. */
  pattern?: RegExp;
  /** Letters outside the placeholders. */
  literalLetters?: number;
};

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

export type Lookup = {
  /** The entries a label or message matches, empty if none. */
  find(kind: MarkKind, text: string): Entry[];
  /** Up to `count` real strings closest to an unknown one. */
  closest(text: string, count?: number): string[];
  /** Entries with this English text (normalized), for the English rule. */
  english(text: string): Entry[];
  /**
   * Entries with this English text, or else English strings with
   * placeholders that it fills in (by the same rule as `find`): an English
   * quote «…PHP version (8.2.32)» is the string «…PHP version (%s)».
   */
  englishFilled(text: string): Entry[];
  /** Is this text, as it is, a string of the products (no placeholders)? */
  has(text: string): boolean;
};

const hasCyrillic = (text: string) => /[а-яё]/i.test(text);

/** Edit distance, stopping early once it exceeds `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) {
      return limit + 1;
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Messages quoted in part must be at least this long to count. */
export const MIN_PARTIAL_MESSAGE = 15;

/**
 * An index of the entries of some products. Russian text is looked up among
 * Russian strings only and English among English strings only, so a quote
 * in the wrong language never passes.
 */
export function createLookup(
  dictionary: Dictionary,
  products: readonly string[],
): Lookup {
  const wanted = new Set(products);
  const exact = {
    ru: new Map<string, Entry[]>(),
    en: new Map<string, Entry[]>(),
  };
  const patterns = {ru: [] as Candidate[], en: [] as Candidate[]};
  const all = {ru: [] as Candidate[], en: [] as Candidate[]};
  const add = (language: 'ru' | 'en', raw: string, entry: Entry) => {
    const text = normalize(raw);
    if (text === '') return;
    const list = exact[language].get(text);
    if (list) list.push(entry);
    else exact[language].set(text, [entry]);
    const candidate: Candidate = {entry, text};
    if (PLACEHOLDER.test(text)) {
      // A placeholder set off by a space may be empty: the menu item
      // «Обновления %s» reads «Обновления» while there is no update count.
      const source = text
        .split(PLACEHOLDER)
        .map((part) => escapeRegExp(part))
        .join('\uE000')
        .replace(/ \uE000$/, '(?: (.+?))?')
        .replace(/^\uE000 /, '(?:(.+?) )?')
        .replace(/\uE000/g, '(.+?)');
      candidate.pattern = new RegExp(`^${source}$`);
      candidate.literalLetters = letters(text.replace(PLACEHOLDER, ''));
      patterns[language].push(candidate);
    }
    PLACEHOLDER.lastIndex = 0;
    all[language].push(candidate);
  };
  for (const entry of dictionary.entries) {
    if (!wanted.has(entry.product)) continue;
    add('en', entry.en, entry);
    if (entry.ru !== null) add('ru', entry.ru, entry);
  }

  // A filled-in placeholder counts only where the string's own words
  // outweigh what fills it: «Версия PHP 8.2» is «Версия PHP %s», but
  // «%1$s %2$s» or «Add %s» would match almost any text. A fill that is
  // itself a string of the products weighs nothing: «Плагин … был
  // деактивирован из-за ошибки: Файл плагина не найден.» is two strings.
  const filledIn = (language: 'ru' | 'en', text: string): Candidate[] =>
    patterns[language].filter(({pattern, literalLetters}) => {
      const match = pattern!.exec(text);
      if (!match || literalLetters! < 4) return false;
      const fills = match
        .slice(1)
        .filter((fill) => fill !== undefined && !exact[language].has(fill));
      return letters(fills.join('')) <= literalLetters!;
    });

  const find = (kind: MarkKind, raw: string): Entry[] => {
    const text = normalize(raw);
    const language = hasCyrillic(text) ? 'ru' : 'en';
    const found = exact[language].get(text);
    if (found) return found;
    const filled = filledIn(language, text);
    if (filled.length > 0 || kind === 'ui') {
      return filled.map(({entry}) => entry);
    }
    // A message may be quoted in part: one sentence of a longer text.
    if (text.length < MIN_PARTIAL_MESSAGE) return [];
    return all[language]
      .filter((candidate) => candidate.text.includes(text))
      .map(({entry}) => entry);
  };

  const closest = (raw: string, count = 3): string[] => {
    const text = normalize(raw);
    const language = hasCyrillic(text) ? 'ru' : 'en';
    const limit = Math.max(3, Math.ceil(text.length / 2));
    const scored = new Map<string, number>();
    for (const [candidate] of exact[language]) {
      const score = distance(
        text.toLowerCase(),
        candidate.toLowerCase(),
        limit,
      );
      if (score <= limit) scored.set(candidate, score);
    }
    return [...scored.entries()]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, count)
      .map(([candidate]) => candidate);
  };

  const english = (raw: string): Entry[] => exact.en.get(normalize(raw)) ?? [];

  const englishFilled = (raw: string): Entry[] => {
    const exactly = english(raw);
    if (exactly.length > 0) return exactly;
    return filledIn('en', normalize(raw)).map(({entry}) => entry);
  };

  const has = (raw: string): boolean => {
    const text = normalize(raw);
    return exact[hasCyrillic(text) ? 'ru' : 'en'].has(text);
  };

  return {find, closest, english, englishFilled, has};
}

// ---------------------------------------------------------------------------
// Reading an article

/**
 * `:ui[…]` and `:msg[…]`, not preceded by a letter, digit or colon. The text
 * may hold balanced brackets, as remark's directive labels do:
 * `:msg[[Пример сайта] На сайте возникли технические проблемы]`.
 */
const MARK =
  /(?<![\p{L}\p{N}:\\]):(ui|msg)\[((?:\\.|\[[^\]\n]*\]|[^\]\\\n])*)\]/gu;

/** Text with every mark replaced by a space (the product's own words). */
export function stripMarks(text: string): string {
  return text.replace(MARK, ' ');
}

/**
 * The body's lines with code blanked: fenced blocks and inline code are
 * examples, never quotes of the screen. Line numbers are kept.
 */
export function proseLines(body: string): string[] {
  const lines = body.split('\n');
  let fence: string | null = null;
  return lines.map((line) => {
    const opener = /^\s*(```+|~~~+)/.exec(line);
    if (fence !== null) {
      if (opener && opener[1]!.startsWith(fence)) fence = null;
      return '';
    }
    if (opener) {
      fence = opener[1]!;
      return '';
    }
    return line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  });
}

/**
 * For each line of a body: its paragraph (blank-line separated block; a
 * heading is a paragraph of its own) and the paragraph of the heading it
 * sits under (-1 for a heading itself or text before any heading).
 */
function lineContexts(
  lines: readonly string[],
): {paragraph: number; heading: number}[] {
  let paragraph = 0;
  let headingParagraph = -1;
  return lines.map((line) => {
    if (line.trim() === '') {
      paragraph += 1;
      return {paragraph, heading: headingParagraph};
    }
    if (/^#{1,6} /.test(line)) {
      paragraph += 1;
      headingParagraph = paragraph;
      const context = {paragraph, heading: -1};
      paragraph += 1;
      return context;
    }
    return {paragraph, heading: headingParagraph};
  });
}

/** Every mark of a body, with its line, paragraph and heading. */
export function extractMarks(body: string): Mark[] {
  const lines = proseLines(body);
  const contexts = lineContexts(lines);
  return lines.flatMap((line, index) =>
    [...line.matchAll(MARK)].map((match) => ({
      kind: match[1] as MarkKind,
      text: match[2]!.replace(/\\(.)/g, '$1'),
      line: index + 1,
      ...contexts[index]!,
    })),
  );
}

/** The items of a menu path («Плагины → Установленные»), or the one label. */
const pathParts = (text: string): string[] =>
  text.split(PATH_SEPARATOR).map((part) => part.trim());

/** The parts of a mark that are looked up: menu path items, or the whole. */
export function markParts(mark: Pick<Mark, 'kind' | 'text'>): string[] {
  return mark.kind === 'ui' ? pathParts(mark.text) : [mark.text.trim()];
}

export type Problem = {line: number; message: string};

/**
 * The label rules for one article:
 * - every marked label and message exists in its products, in the language
 *   quoted (a miss names the closest real strings);
 * - an English quote of a string that has a Russian translation comes with
 *   that Russian quote in the same paragraph (English goes in brackets, next
 *   to the Russian the reader sees);
 * - unmarked quotes that are product strings are marked: bold text and text
 *   in «ёлочки» that equal a dictionary string, and English in brackets.
 */
export function checkLabels(
  body: string,
  products: readonly string[],
  lookup: Lookup,
  productNames: string,
): Problem[] {
  const problems: Problem[] = [];
  const marks = extractMarks(body);
  if (products.length === 0) {
    for (const mark of marks) {
      problems.push({
        line: mark.line,
        message: `:${mark.kind}[${mark.text}]: this section's product has no dictionary of labels; write the label without :${mark.kind}`,
      });
    }
    return problems;
  }
  const russianInParagraph = new Map<number, Set<string>>();
  for (const mark of marks) {
    for (const part of markParts(mark)) {
      if (!hasCyrillic(part)) continue;
      const set = russianInParagraph.get(mark.paragraph) ?? new Set<string>();
      set.add(normalize(part));
      russianInParagraph.set(mark.paragraph, set);
    }
  }
  const englishOnly = (
    part: string,
    paragraph: number,
    heading: number,
  ): string | null => {
    const entries = lookup.englishFilled(part);
    // Where one of the section's products shows this English string as it
    // is — untranslated (User Registration's «Registration Form») or
    // translated without Cyrillic letters («SSL») — the English quote is
    // the screen, even if WordPress translates the same words elsewhere.
    if (entries.some(({ru}) => ru === null || !hasCyrillic(ru))) return null;
    const shown = [...new Set(entries.map(({ru}) => normalize(ru!)))];
    if (shown.length === 0) return null;
    // The Russian may stand in the same paragraph or in the heading above:
    // «### «Ошибка…»» then «(«Error…») on an English site».
    const present = new Set([
      ...(russianInParagraph.get(paragraph) ?? []),
      ...(russianInParagraph.get(heading) ?? []),
    ]);
    // A Russian string with placeholders stands there filled in, as the
    // English quote is: «…версии PHP (8.2.32)» for «…версии PHP (%s)».
    const written = (ru: string) => {
      const pattern = new RegExp(
        ru
          .split(PLACEHOLDER)
          .map((part) => escapeRegExp(part))
          .join('.+?'),
      );
      return [...present].some((p) => p.includes(ru) || pattern.test(p));
    };
    return shown.some((ru) => present.has(ru) || written(ru))
      ? null
      : shown.slice(0, 3).join('» / «');
  };

  for (const mark of marks) {
    for (const part of markParts(mark)) {
      if (part === '') {
        problems.push({
          line: mark.line,
          message: `:${mark.kind}[${mark.text}]: empty part`,
        });
        continue;
      }
      if (lookup.find(mark.kind, part).length === 0) {
        const near = lookup.closest(part);
        problems.push({
          line: mark.line,
          message:
            `:${mark.kind}[${mark.text}]: «${part}» is not a string of ${productNames}` +
            (near.length ? `; closest real: «${near.join('», «')}»` : ''),
        });
        continue;
      }
      if (!hasCyrillic(part)) {
        const russian = englishOnly(part, mark.paragraph, mark.heading);
        if (russian) {
          problems.push({
            line: mark.line,
            message: `:${mark.kind}[${mark.text}]: «${part}» is shown in Russian on a Russian site as «${russian}»; quote the Russian, with the English in brackets if at all`,
          });
        }
      }
    }
  }

  // Unmarked quotes of product strings.
  const lines = proseLines(body);
  const contexts = lineContexts(lines);
  lines.forEach((raw, index) => {
    if (raw.trim() === '') {
      return;
    }
    const {paragraph, heading} = contexts[index]!;
    const line = raw.replace(MARK, ' ').replace(/\]\([^)]*\)/g, ']');
    const spans = [
      ...[...line.matchAll(/\*\*([^*\n]+?)\*\*/g)].map((m) => m[1]!),
      ...[...line.matchAll(/«([^«»\n]+)»/g)].map((m) => m[1]!),
    ];
    for (const span of spans) {
      const known = pathParts(span).every(
        // Exact strings only: «30 дней» in bold is not «%s дней».
        (part) => part !== '' && lookup.has(part),
      );
      // Single common words («Да», «Файл») are left alone; a path or two
      // words or more that equal a product string are a quote of it.
      const worthMarking =
        span.includes(PATH_SEPARATOR) || span.trim().split(/\s+/).length >= 2;
      if (known && worthMarking) {
        problems.push({
          line: index + 1,
          message: `«${span.trim()}» is a string of ${productNames}: mark it :ui[…] (a label) or :msg[…] (a message)`,
        });
      }
    }
    // English labels in brackets: «(Plugins → Add New Plugin)».
    for (const match of line.matchAll(/\(([A-Za-z][^()а-яёА-ЯЁ]*?)\)/g)) {
      const inner = match[1]!.trim();
      for (const part of pathParts(inner)) {
        const russian = englishOnly(part, paragraph, heading);
        if (russian && /\p{L}{3}/u.test(part)) {
          problems.push({
            line: index + 1,
            message: `(${inner}): «${part}» is shown in Russian on a Russian site as «${russian}»; quote the Russian with :ui[…]`,
          });
        }
      }
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

/** What the dictionary says of English text seen on a product's screen. */
export type ScreenVerdict =
  {kind: 'russian'; ru: string} | {kind: 'unknown'} | null;

/**
 * English text on a screenshot of the Russian product: `russian` where the
 * dictionary has the string's Russian (the Russian site shows that, so the
 * screenshot is wrong), `unknown` where some product has the string in
 * English only (its Russian, if any, has not been read), null for text that is not a
 * product string in English (Russian, a name, a number, a user's text).
 */
export function screenVerdict(lookup: Lookup, text: string): ScreenVerdict {
  if (hasCyrillic(text) || !/[a-z]{2}/i.test(text)) return null;
  const entries = lookup.english(text);
  if (entries.length === 0) return null;
  // A string of several products («Email» of WordPress and of a plugin)
  // may come from the one that has no Russian for it: then it is listed,
  // not failed.
  if (entries.some((e) => e.ru === null)) return {kind: 'unknown'};
  // A translation that keeps the English («Email» → «Email») means some
  // product shows it so in Russian too.
  if (entries.some((e) => normalize(e.ru!) === normalize(e.en))) return null;
  return {kind: 'russian', ru: entries[0]!.ru!};
}
