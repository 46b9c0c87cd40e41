import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The site's folder, found from a test's own location: node tests run
 * compiled from .cache/tests/tests/…, so a fixed number of `..` would break
 * whenever the output layout changes.
 */
export function findSiteRoot(dir: string): string {
  if (existsSync(path.join(dir, 'docusaurus.config.ts'))) {
    return dir;
  }
  const parent = path.dirname(dir);
  if (parent === dir) {
    throw new Error('docusaurus.config.ts not found above the test');
  }
  return findSiteRoot(parent);
}
