/**
 * Whether a build gets «Обновлено» dates (src/data/gitHistory.ts): from a
 * checkout with full history, yes; from a folder outside git, no, and the
 * build says why.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {parse} from 'yaml';

import {gitHistoryNotice, readGitHistory} from '../../src/data/gitHistory';
import {findSiteRoot} from '../site-root';

describe('the git history a build runs in', () => {
  it('is what git says of the site folder', () => {
    const root = findSiteRoot(__dirname);
    const git = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: root,
      encoding: 'utf8',
    });
    const expected =
      git.status !== 0
        ? 'none'
        : git.stdout.trim() === 'true'
          ? 'shallow'
          : 'full';
    assert.equal(readGitHistory(root), expected);
  });

  it('is none outside a git checkout, and the build says so', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-no-git-'));
    after(() => rmSync(dir, {recursive: true, force: true}));
    assert.equal(readGitHistory(dir), 'none');
    assert.match(gitHistoryNotice('none')!, /«Обновлено»/);
  });

  it('says nothing with the full history, and names the fix for a shallow clone', () => {
    assert.equal(gitHistoryNotice('full'), null);
    assert.match(gitHistoryNotice('shallow')!, /fetch-depth: 0/);
  });
});

describe('the GitHub workflows', () => {
  it('check out the whole history wherever they check out', () => {
    const dir = path.join(findSiteRoot(__dirname), '.github/workflows');
    type Step = {uses?: string; with?: Record<string, unknown>};
    type Workflow = {jobs?: Record<string, {steps?: Step[]}>};
    const checkouts = readdirSync(dir)
      .filter((file) => /\.ya?ml$/.test(file))
      .flatMap((file) => {
        const workflow = parse(
          readFileSync(path.join(dir, file), 'utf8'),
        ) as Workflow;
        return Object.entries(workflow.jobs ?? {}).flatMap(([job, {steps}]) =>
          (steps ?? [])
            .filter((step) => step.uses?.startsWith('actions/checkout@'))
            .map((step) => ({
              where: `${file}: ${job}`,
              depth: step.with?.['fetch-depth'],
            })),
        );
      });
    assert.ok(checkouts.length > 0);
    assert.deepEqual(
      checkouts.filter(({depth}) => depth !== 0),
      [],
      'actions/checkout needs fetch-depth: 0 for the «Обновлено» dates',
    );
  });
});
