/**
 * A copy of the site in a temporary folder, for node tests that change
 * content and build it (tests/integration/broken-link.test.ts,
 * tests/integration/new-content.test.ts). The dependencies are linked, not
 * copied; outputs, caches and git history are left out.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {cpSync, mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Top-level entries of the repository a copy leaves out. */
const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.cache',
  'test-results',
]);

/** Copies the site at `root` to a new temporary folder and returns it. */
export function copySite(root: string, prefix: string): string {
  const site = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(root, site, {
    recursive: true,
    filter: (source) => {
      const top = path.relative(root, source).split(path.sep)[0]!;
      return !SKIP.has(top) && !/^build-/.test(top);
    },
  });
  symlinkSync(
    path.join(root, 'node_modules'),
    path.join(site, 'node_modules'),
    'dir',
  );
  return site;
}

/** Runs `docusaurus build` in a copy, output captured; `env`: more variables. */
export function buildSite(
  root: string,
  site: string,
  args: string[] = [],
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      ...args,
    ],
    {cwd: site, encoding: 'utf8', env: {...process.env, CI: 'true', ...env}},
  );
}
