/**
 * Reads src/data/glossary.yml, the glossary's data (README.md here; the
 * rules of each field are in the file's own comments, for authors). Node
 * only: the build (./index.ts, ./remark.ts, the Markdown copies) and the
 * tests read it. A malformed file stops the build with the file, the line
 * and the fix; ./check.ts then checks what the entries say.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {LineCounter, isMap, isScalar, isSeq, parseDocument} from 'yaml';
import type {Node} from 'yaml';

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
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, uniqueKeys: true});
  const at = (node: unknown): string => {
    const offset = (node as Node | null | undefined)?.range?.[0];
    return offset === undefined
      ? file
      : `${file}:${lineCounter.linePos(offset).line}`;
  };
  const fail = (where: string, message: string): never => {
    throw new Error(`${where}: ${message}`);
  };
  const [error] = doc.errors;
  if (error) {
    fail(
      error.linePos ? `${file}:${error.linePos[0].line}` : file,
      `not valid YAML: ${error.message.split('\n')[0]}`,
    );
  }
  const list = doc.contents;
  if (!isSeq(list) || list.items.length === 0) {
    fail(
      at(list),
      'expected a list of terms, each starting «- id: …» (see the comments at the top)',
    );
  }
  const entries: GlossaryEntry[] = [];
  for (const item of (list as {items: unknown[]}).items) {
    const where = at(item);
    if (!isMap(item)) {
      fail(where, `each term is a mapping with ${REQUIRED.join(', ')}`);
    }
    const fields: Record<string, string | string[]> = {};
    for (const pair of (item as {items: {key: unknown; value: unknown}[]})
      .items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!KEYS.has(key)) {
        fail(
          at(pair.key),
          `unknown field «${key}» (allowed: ${[...KEYS].join(', ')})`,
        );
      }
      const value = pair.value;
      const valueAt = at(value ?? pair.key);
      if (LISTS.has(key)) {
        if (!isSeq(value)) {
          fail(valueAt, `${key} must be a list, one «- …» per line`);
        }
        fields[key] = (value as {items: unknown[]}).items.map((form) => {
          if (!isScalar(form) || typeof form.value !== 'string') {
            return fail(at(form), `each of ${key} must be text`);
          }
          return form.value;
        });
      } else {
        if (!isScalar(value) || typeof value.value !== 'string') {
          fail(valueAt, `${key} must be text`);
        }
        fields[key] = ((value as {value: string}).value as string).trim();
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
  let dir = path.resolve(root);
  while (!existsSync(path.join(dir, GLOSSARY_FILE))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`${GLOSSARY_FILE}: not found in ${root} or above`);
    }
    dir = parent;
  }
  return parseGlossary(
    readFileSync(path.join(dir, GLOSSARY_FILE), 'utf8'),
    GLOSSARY_FILE,
  );
}
