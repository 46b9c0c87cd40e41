// Where the lab, the scenarios, the screenshot script and the dictionary
// builder find WordPress when none of WP_CORE_DIR, WP_LANG_DIR and
// WP_PLUGINS_DIR is set: the folder `npm run sources` filled last
// (.cache/sources/current).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const CURRENT = path.join(ROOT, '.cache/sources/current');

const FOLDERS = {
  WP_CORE_DIR: 'wordpress',
  WP_LANG_DIR: 'languages',
  WP_PLUGINS_DIR: 'plugins',
};

/**
 * The folder for `variable` from `env`; when none of the three is set, from
 * the cache; else null. Setting one but not the others is a mistake the
 * caller names, not a mix of two releases.
 */
export function sourceFolder(variable, env = process.env) {
  if (env[variable]) return env[variable];
  if (Object.keys(FOLDERS).some((name) => env[name])) return null;
  const folder = FOLDERS[variable] && path.join(CURRENT, FOLDERS[variable]);
  return folder && existsSync(folder) ? folder : null;
}
