/**
 * The production build does not depend on the folder it was built in: no
 * file of it names that folder. Core writes every route module's path into
 * the main bundle that every page loads, and hashes chunk names from those
 * paths; an absolute one (a plugin's createData result, a component by
 * __dirname) made CI's clone carry 62 B more on every page than a local
 * one, over the article budget (src/plugins/modulePath.ts).
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {it} from 'node:test';

import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const TEXT = /\.(html|js|css|json|xml|txt|md|conf|webmanifest|svg)$/;

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return TEXT.test(entry.name) ? [file] : [];
  });
}

it('no file of the build names the folder it was built in', () => {
  const folders = [...new Set([root, realpathSync(root)])];
  const all = files(build);
  assert.ok(
    all.some((file) => file.endsWith('.js')),
    `no scripts under ${build}: was the site built?`,
  );
  const naming = all.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return folders.flatMap((folder) => {
      const at = text.indexOf(folder);
      return at === -1
        ? []
        : [
            `${path.relative(build, file)}: …${text.slice(Math.max(0, at - 60), at + folder.length + 60)}…`,
          ];
    });
  });
  assert.deepEqual(naming, []);
});
