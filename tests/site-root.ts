import {existsSync, statSync} from 'node:fs';
import path from 'node:path';

/** The variable that points the node tests at another copy of the site. */
export const SITE_ROOT_VARIABLE = 'KB_ROOT';

/**
 * The site's folder. `KB_ROOT`, when set, names it: the test of an author's
 * additions (tests/integration/new-content.test.ts) runs the content and
 * route checks against a copy of the site in a temporary folder. Otherwise it
 * is found from a test's own location: node tests run compiled from
 * .cache/tests/tests/…, so a fixed number of `..` would break whenever the
 * output layout changes.
 */
export function findSiteRoot(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const override = env[SITE_ROOT_VARIABLE];
  if (override !== undefined) {
    return checkedRoot(override);
  }
  return searchUp(dir);
}

/** A `KB_ROOT` that names no site stops the tests, naming the variable. */
function checkedRoot(value: string): string {
  const problem =
    value.trim() === ''
      ? 'is empty'
      : !path.isAbsolute(value)
        ? 'must be an absolute path'
        : !existsSync(value) || !statSync(value).isDirectory()
          ? 'is not a folder'
          : !existsSync(path.join(value, 'docusaurus.config.ts'))
            ? 'has no docusaurus.config.ts'
            : null;
  if (problem) {
    throw new Error(
      `${SITE_ROOT_VARIABLE}=${JSON.stringify(value)} ${problem}: set it to the folder of a copy of the site, or unset it to test this one`,
    );
  }
  return value;
}

function searchUp(dir: string): string {
  if (existsSync(path.join(dir, 'docusaurus.config.ts'))) {
    return dir;
  }
  const parent = path.dirname(dir);
  if (parent === dir) {
    throw new Error('docusaurus.config.ts not found above the test');
  }
  return searchUp(parent);
}
