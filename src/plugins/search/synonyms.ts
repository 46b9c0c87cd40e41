/**
 * The synonym table, src/data/synonyms.yml (its comments say what a group
 * is, for authors): the words readers type, joined with the words the
 * articles use. A query with one phrase of a group also finds the others.
 * The indexer stems the phrases and writes them beside the index
 * (search-index/index.json), so word forms count too.
 *
 * Node only (the indexer). A malformed file stops the build with the file,
 * the line and the fix.
 */
import {isSeq} from 'yaml';

import {isText, parseDataFile, readDataFile} from '../../data/yamlFile';

export const SYNONYMS_FILE = 'src/data/synonyms.yml';

/** Parses the data file; an error names `file`, the line and the fix. */
export function parseSynonyms(text: string, file = SYNONYMS_FILE): string[][] {
  const {doc, at, fail} = parseDataFile(text, file);
  const list = doc.contents;
  if (!isSeq(list)) {
    fail(at(list), 'expected a list of groups, one per line: «- [кэш, кеш]»');
  }
  const groupOf = new Map<string, string>();
  return (list as {items: unknown[]}).items.map((group) => {
    const where = at(group);
    if (!isSeq(group) || group.items.length < 2) {
      fail(where, 'a group is a list of two phrases or more: «- [кэш, кеш]»');
    }
    return (group as {items: unknown[]}).items.map((phrase) => {
      if (!isText(phrase) || !phrase.value.trim()) {
        return fail(at(phrase), 'each phrase is text');
      }
      const text = phrase.value.trim();
      const key = text.toLowerCase();
      const other = groupOf.get(key);
      if (other) {
        fail(where, `«${text}» is also in the group at ${other}`);
      }
      groupOf.set(key, where);
      return text;
    });
  });
}

/**
 * Reads src/data/synonyms.yml of the site at `root`, or of the nearest
 * folder above it that has one (the node tests run compiled into
 * .cache/tests).
 */
export function readSynonyms(root: string = process.cwd()): string[][] {
  return readDataFile(root, SYNONYMS_FILE, parseSynonyms);
}
