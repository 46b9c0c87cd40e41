/**
 * The error messages and symptoms an article covers: its front matter's
 * `errors` list (CONTRIBUTING.md, «Ошибки, которые разбирает статья»).
 * Each text is written exactly as the article quotes it under «Если что-то
 * пошло не так» and as the product shows it.
 *
 * The build reads the list in `markdown.parseFrontMatter` only to check its
 * shape (a malformed entry stops the build, naming the file and line) and
 * then drops it, so that no page's script carries it. The content tests
 * (tests/content/errors.test.ts) check each text against the article and
 * the dictionary of the product's strings; the search tables paste each one
 * into the site search.
 */
import {isMap} from 'yaml';

import {entriesOf, fieldsOf, isText, parseYamlText} from './yamlFile';

/** The front matter field. */
export const ERRORS_FIELD = 'errors';

/**
 * Who shows a text. Products with a dictionary of labels (WordPress, the
 * plugins, OSPanel) are checked against it; the others need a `ref`.
 */
export const ERROR_SOURCES = [
  'wordpress',
  'contact-form-7',
  'flamingo',
  'wp-mail-smtp',
  'user-registration',
  'ospanel',
  'php',
  'chromium',
  'mariadb',
  'nginx',
  'apache',
  'symptom',
] as const;

export type ErrorSource = (typeof ERROR_SOURCES)[number];

export type CoveredError = {
  /** The article, as a path from the repository root. */
  article: string;
  /** The Russian text a reader sees or types, or null. */
  ru: string | null;
  /** The English text a reader sees (English site, logs), or null. */
  en: string | null;
  source: ErrorSource;
  /** Where the text comes from: file and release, Chromium id, a command. */
  ref: string;
  /** Where the entry starts: `docs/wordpress/rabota-pochty.md:17`. */
  at: string;
};

const KEYS = new Set(['ru', 'en', 'source', 'ref']);
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The covered errors of a Markdown file's text ([] when it lists none).
 * `file` is the path from the repository root; an error names it with the
 * line of the whole file.
 */
export function coveredErrorsOf(text: string, file: string): CoveredError[] {
  const match = FRONT_MATTER.exec(text);
  if (!match || !new RegExp(`^${ERRORS_FIELD}:`, 'm').test(match[1]!)) {
    return [];
  }
  // The front matter starts on the file's second line, after «---».
  const yaml = parseYamlText(match[1]!, file, {
    lineOffset: 1,
    prefix: `${ERRORS_FIELD}: `,
  });
  const {doc, fail} = yaml;
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    // Docusaurus names a broken front matter itself.
    return [];
  }
  const list = doc.get(ERRORS_FIELD, true) as unknown;
  const entries = entriesOf(
    yaml,
    list ?? doc.contents,
    'a list of entries, each starting «- ru: …» or «- en: …»',
    'each entry is a mapping with ru and/or en, source, ref',
  );
  return Array.from(entries, ({item, at: where}) => {
    const fields: Record<string, string> = {};
    for (const {key, value, at: valueAt} of fieldsOf(yaml, item, KEYS)) {
      if (!isText(value) || !value.value.trim()) {
        fail(
          valueAt,
          `${key} must be text (leave out ru or en where the product has no text in that language)`,
        );
      }
      fields[key] = (value as {value: string}).value.trim();
    }
    if (!fields.ru && !fields.en) {
      fail(where, 'needs the Russian (ru) or the English (en) text');
    }
    if (!(ERROR_SOURCES as readonly string[]).includes(fields.source ?? '')) {
      fail(
        where,
        `source «${fields.source ?? ''}» is none of ${ERROR_SOURCES.join(', ')}`,
      );
    }
    if (!fields.ref) {
      fail(
        where,
        'ref is missing: say where the text comes from (file and release, a command)',
      );
    }
    return {
      article: file,
      ru: fields.ru ?? null,
      en: fields.en ?? null,
      source: fields.source as ErrorSource,
      ref: fields.ref!,
      at: where,
    };
  });
}
