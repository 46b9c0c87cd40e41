/**
 * Reads src/data/glossary.yml, the glossary's data (README.md here; the
 * rules of each field are in the file's own comments, for authors). Node
 * only: the build (./index.ts, ./remark.ts, the Markdown copies) and the
 * tests read it. A malformed file stops the build with the file, the line
 * and the fix; ./check.ts then checks what the entries say.
 */
import {isSeq} from 'yaml';

import {
  entriesOf,
  fieldsOf,
  isText,
  parseDataFile,
  readDataFile,
} from '../../data/yamlFile';

export const GLOSSARY_FILE = 'src/data/glossary.yml';

export interface GlossaryEntry {
  /** Latin, lower case, hyphens: the anchor of the term in the glossary. */
  id: string;
  /** The term as the glossary lists it. */
  term: string;
  /** The word forms that count as a use of the term in an article. */
  forms: string[];
  /** One or two plain Russian sentences. */
  definition: string;
  /** The article that explains more: `wordpress/rabota-pochty.md#spf-dkim-dmarc`. */
  article: string;
  /** Only these sections of docs/ count a use. */
  sections?: string[];
  /** Where the entry starts: `src/data/glossary.yml:12` (not in tests' own data). */
  at?: string;
}

const REQUIRED = ['id', 'term', 'forms', 'definition', 'article'] as const;
const LISTS = new Set(['forms', 'sections']);
const KEYS = new Set([...REQUIRED, 'sections']);

/** Parses the data file; an error names `file`, the line and the fix. */
export function parseGlossary(
  text: string,
  file = GLOSSARY_FILE,
): GlossaryEntry[] {
  const yaml = parseDataFile(text, file);
  const {doc, at, fail} = yaml;
  const entries: GlossaryEntry[] = [];
  for (const {item, at: where} of entriesOf(
    yaml,
    doc.contents,
    'expected a list of terms, each starting «- id: …» (see the comments at the top)',
    `each term is a mapping with ${REQUIRED.join(', ')}`,
  )) {
    const fields: Record<string, string | string[]> = {};
    for (const {key, value, at: valueAt} of fieldsOf(yaml, item, KEYS)) {
      if (LISTS.has(key)) {
        if (!isSeq(value)) {
          fail(valueAt, `${key} must be a list, one «- …» per line`);
        }
        fields[key] = (value as {items: unknown[]}).items.map((form) => {
          if (!isText(form)) {
            return fail(at(form), `each of ${key} must be text`);
          }
          return form.value;
        });
      } else {
        if (!isText(value)) {
          fail(valueAt, `${key} must be text`);
        }
        fields[key] = (value as {value: string}).value.trim();
      }
    }
    for (const key of REQUIRED) {
      if (fields[key] === undefined) fail(where, `${key} is missing`);
    }
    entries.push({
      ...(fields as unknown as GlossaryEntry),
      at: where,
    });
  }
  return entries;
}

/**
 * Reads and parses src/data/glossary.yml of the site at `root`, or of the
 * nearest folder above it that has one (the node tests run compiled into
 * .cache/tests).
 */
export function readGlossary(root: string = process.cwd()): GlossaryEntry[] {
  return readDataFile(root, GLOSSARY_FILE, parseGlossary);
}
