/**
 * Reads src/data/releases.yml, the newest release of each product the
 * articles are checked on. docusaurus.config.ts reads it once per build;
 * `npm run sources` and `npm run recheck` read the plugin slugs from it. A
 * malformed file stops the build with the file, the line and the fix.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {LineCounter, isMap, isScalar, isSeq, parseDocument} from 'yaml';
import type {Node} from 'yaml';

import type {Release} from './releases';

export const RELEASES_FILE = 'src/data/releases.yml';

const VERSION = /^\d+(\.\d+)*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEYS = new Set(['product', 'version', 'plugin']);

/** Parses the data file; an error names `file`, the line and the fix. */
export function parseReleases(text: string, file = RELEASES_FILE): Release[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, uniqueKeys: true});
  const at = (node: Node | null | undefined): string => {
    const offset = node?.range?.[0];
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
      "expected a list of releases: «- product: WordPress» and «version: '7.1'»",
    );
  }
  const releases: Release[] = [];
  const seen = new Map<string, string>();
  for (const item of (list as {items: unknown[]}).items) {
    const where = at(item as Node);
    if (!isMap(item)) {
      fail(where, 'each release is a mapping with product and version');
    }
    const fields: Record<string, string> = {};
    for (const pair of (item as {items: {key: unknown; value: unknown}[]})
      .items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const keyAt = at(pair.key as Node);
      if (!KEYS.has(key)) {
        fail(
          keyAt,
          `unknown field «${key}» (allowed: product, version, plugin)`,
        );
      }
      const value = pair.value;
      if (!isScalar(value) || typeof value.value !== 'string') {
        fail(
          at((value as Node) ?? (pair.key as Node)),
          key === 'version'
            ? `version must be a quoted string, e.g. version: '7.1' (unquoted, 7.10 would read as 7.1)`
            : `${key} must be a string`,
        );
      }
      fields[key] = ((value as {value: string}).value as string).trim();
    }
    const {product, version, plugin} = fields;
    if (!product) fail(where, 'product is missing');
    if (!version) fail(where, `${product}: version is missing`);
    if (!VERSION.test(version!)) {
      fail(
        where,
        `${product}: version «${version}» is not a release number like 7.1 or 6.1.6`,
      );
    }
    if (plugin !== undefined && !SLUG.test(plugin)) {
      fail(
        where,
        `${product}: plugin «${plugin}» is not a wordpress.org slug like contact-form-7`,
      );
    }
    const earlier = seen.get(product!);
    if (earlier)
      fail(where, `${product} is listed twice (first at ${earlier})`);
    seen.set(product!, where);
    releases.push({
      product: product!,
      version: version!,
      ...(plugin ? {plugin} : {}),
    });
  }
  return releases;
}

/**
 * Reads and parses src/data/releases.yml of the site at `root`, or of the
 * nearest folder above it that has one (the node tests load the config
 * compiled into .cache/tests).
 */
export function readReleases(root: string): Release[] {
  let dir = path.resolve(root);
  while (!existsSync(path.join(dir, RELEASES_FILE))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`${RELEASES_FILE}: not found in ${root} or above`);
    }
    dir = parent;
  }
  const file = path.join(dir, RELEASES_FILE);
  return parseReleases(readFileSync(file, 'utf8'), RELEASES_FILE);
}
