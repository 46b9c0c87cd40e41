/**
 * Reads src/data/releases.yml, the newest release of each product the
 * articles are checked on. docusaurus.config.ts reads it once per build;
 * `npm run sources` and `npm run recheck` read the plugin slugs from it. A
 * malformed file stops the build with the file, the line and the fix.
 */

import type {Release} from './releases';
import {
  entriesOf,
  fieldsOf,
  isText,
  parseDataFile,
  readDataFile,
} from './yamlFile';

export const RELEASES_FILE = 'src/data/releases.yml';

const VERSION = /^\d+(\.\d+)*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEYS = new Set(['product', 'version', 'plugin']);

/** Parses the data file; an error names `file`, the line and the fix. */
export function parseReleases(text: string, file = RELEASES_FILE): Release[] {
  const yaml = parseDataFile(text, file);
  const {doc, fail} = yaml;
  const releases: Release[] = [];
  const seen = new Map<string, string>();
  for (const {item, at: where} of entriesOf(
    yaml,
    doc.contents,
    "expected a list of releases: «- product: WordPress» and «version: '7.1'»",
    'each release is a mapping with product and version',
  )) {
    const fields: Record<string, string> = {};
    for (const {key, value, at: valueAt} of fieldsOf(yaml, item, KEYS)) {
      if (!isText(value)) {
        fail(
          valueAt,
          key === 'version'
            ? `version must be a quoted string, e.g. version: '7.1' (unquoted, 7.10 would read as 7.1)`
            : `${key} must be a string`,
        );
      }
      fields[key] = (value as {value: string}).value.trim();
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
  return readDataFile(root, RELEASES_FILE, parseReleases);
}
