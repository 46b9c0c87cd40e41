/**
 * The reader the YAML data (src/data/*.yml, an article's front matter)
 * shares: a document with line positions, errors that name the file and
 * the line (`src/data/glossary.yml:12: …`), the data file found from the
 * site's folder. What a file must hold each reader checks itself
 * (./releasesFile.ts, ./coveredErrors.ts, src/plugins/glossary/data.ts,
 * src/plugins/search/synonyms.ts). Node only.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {LineCounter, isMap, isScalar, isSeq, parseDocument} from 'yaml';
import type {Document, Node, Scalar, YAMLMap} from 'yaml';

/** A parsed YAML text and how its errors name the place. */
export interface YamlText {
  doc: Document.Parsed;
  /** Where `node` starts, `file:line`; `file` for a node with no place. */
  at(node: unknown): string;
  /** Stops with `where: message`. */
  fail(where: string, message: string): never;
}

/** One field of a mapping. */
export interface YamlField {
  key: string;
  value: unknown;
  /** Where its value is, or its key where the value is empty. */
  at: string;
}

export interface YamlTextOptions {
  /**
   * Lines of `file` before the text: a front matter starts on its file's
   * second line, after «---».
   */
  lineOffset?: number;
  /** Put before every message of `fail`: the field the text is (`errors: `). */
  prefix?: string;
}

/**
 * Parses `text`, the contents of `file` (or a part of it: `lineOffset`),
 * keeping syntax errors in `doc.errors` for the caller to judge. Keys must
 * be unique (a repeated key is a syntax error).
 */
export function parseYamlText(
  text: string,
  file: string,
  {lineOffset = 0, prefix = ''}: YamlTextOptions = {},
): YamlText {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, uniqueKeys: true});
  const at = (node: unknown): string => {
    const offset = (node as Node | null | undefined)?.range?.[0];
    return offset === undefined
      ? file
      : `${file}:${lineCounter.linePos(offset).line + lineOffset}`;
  };
  const fail = (where: string, message: string): never => {
    throw new Error(`${where}: ${prefix}${message}`);
  };
  return {doc, at, fail};
}

/**
 * Parses a data file's text as parseYamlText does; a syntax error stops
 * with «not valid YAML» and its line.
 */
export function parseDataFile(text: string, file: string): YamlText {
  const yaml = parseYamlText(text, file);
  const [error] = yaml.doc.errors;
  if (error) {
    yaml.fail(
      error.linePos ? `${file}:${error.linePos[0].line}` : file,
      `not valid YAML: ${error.message.split('\n')[0]}`,
    );
  }
  return yaml;
}

/**
 * Reads `file` (`src/data/glossary.yml`) of the site at `root`, or of the
 * nearest folder above it that has one (the node tests run compiled into
 * .cache/tests), and parses it with `parse`; its errors name `file` as
 * given.
 */
export function readDataFile<T>(
  root: string,
  file: string,
  parse: (text: string, file: string) => T,
): T {
  let dir = path.resolve(root);
  while (!existsSync(path.join(dir, file))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`${file}: not found in ${root} or above`);
    }
    dir = parent;
  }
  return parse(readFileSync(path.join(dir, file), 'utf8'), file);
}

/**
 * The entries of a data file's list `node`, each a mapping with its line:
 * a node that is no list or an empty list stops at its line with
 * `notAList`, an entry that is no mapping with `notAMapping`. One at a
 * time, as fieldsOf(), so that the first problem is the one reported.
 */
export function* entriesOf(
  {at, fail}: YamlText,
  node: unknown,
  notAList: string,
  notAMapping: string,
): Generator<{item: YAMLMap; at: string}> {
  if (!isSeq(node) || node.items.length === 0) {
    fail(at(node), notAList);
  }
  for (const item of (node as {items: unknown[]}).items) {
    const where = at(item);
    if (!isMap(item)) {
      fail(where, notAMapping);
    }
    yield {item: item as YAMLMap, at: where};
  }
}

/**
 * The fields of the mapping `map`, in order; a field not in `allowed`
 * stops at its line, naming the fields there are. One at a time, so that
 * the first problem in the file is the one reported.
 */
export function* fieldsOf(
  {at, fail}: YamlText,
  map: unknown,
  allowed: ReadonlySet<string>,
): Generator<YamlField> {
  if (!isMap(map)) return;
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!allowed.has(key)) {
      fail(
        at(pair.key),
        `unknown field «${key}» (allowed: ${[...allowed].join(', ')})`,
      );
    }
    yield {key, value: pair.value, at: at(pair.value ?? pair.key)};
  }
}

/** A mapping's fields by key, each with its value and its line. */
export type YamlFields = Map<string, {value: unknown; at: string}>;

/** fieldsOf() of a whole mapping, looked up by key. */
export function fieldMap(
  yaml: YamlText,
  map: unknown,
  allowed: ReadonlySet<string>,
): YamlFields {
  const fields: YamlFields = new Map();
  for (const {key, value, at} of fieldsOf(yaml, map, allowed)) {
    fields.set(key, {value, at});
  }
  return fields;
}

/** A plain text value: a scalar holding a string. */
export function isText(value: unknown): value is Scalar<string> {
  return isScalar(value) && typeof value.value === 'string';
}

/** A data file entry's id: Latin, lower case, with hyphens. */
const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Checks an entry's `id` (written at `at`): its form, and that `seen` (the
 * ids of the entries before it) does not have it yet; then adds it.
 */
export function checkEntryId(
  {fail}: YamlText,
  id: string,
  at: string,
  seen: Set<string>,
): void {
  if (!ENTRY_ID.test(id))
    fail(at, 'id must be Latin, lower case, with hyphens');
  if (seen.has(id)) fail(at, `the id ${id} is used twice`);
  seen.add(id);
}
