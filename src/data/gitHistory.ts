/**
 * Whether the site is built from a git checkout with its full history.
 *
 * «Обновлено: дата» under each article is the date its file last changed in
 * git (Docusaurus' `showLastUpdateTime`, read by its `git-eager` strategy:
 * one `git log` for the whole repository). Without git history there is no
 * such date: a copy of the site outside a checkout (the broken-link and
 * author tests build one in a temporary folder) must still build, and a
 * shallow clone would give every file the date of its newest commit. Both
 * build without the date rather than with a wrong one.
 */
import {spawnSync} from 'node:child_process';

/** `full`: dates are right; `shallow`, `none`: no dates. */
export type GitHistory = 'full' | 'shallow' | 'none';

/** Asks git about the folder `dir`; `none` when git is absent too. */
export function readGitHistory(dir: string): GitHistory {
  const result = spawnSync(
    'git',
    ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'],
    {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
  );
  if (result.error || result.status !== 0) {
    return 'none';
  }
  const [inside, shallow] = result.stdout.trim().split('\n');
  if (inside !== 'true') {
    return 'none';
  }
  return shallow === 'true' ? 'shallow' : 'full';
}

/**
 * What the build says when articles get no date, or null when they get
 * one; README «Что печатается при сборке» explains both lines.
 */
export function gitHistoryNotice(history: GitHistory): string | null {
  switch (history) {
    case 'full':
      return null;
    case 'shallow':
      return 'Shallow git clone: articles are built without their «Обновлено» date, which would be wrong here. Clone with full history (actions/checkout: fetch-depth: 0).';
    case 'none':
      return 'No git history (not a git checkout): articles are built without their «Обновлено» date.';
  }
}

/**
 * Prints the notice of `gitHistoryNotice` once per process: Docusaurus
 * reads the config more than once in one build (the site, then the locale).
 */
export function printGitHistoryNotice(history: GitHistory): void {
  const notice = gitHistoryNotice(history);
  const printed = Symbol.for('kb.gitHistoryNotice');
  const flags = globalThis as {[printed]?: boolean};
  if (notice && !flags[printed]) {
    flags[printed] = true;
    console.info(`[INFO] ${notice}`);
  }
}
