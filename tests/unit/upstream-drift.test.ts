/**
 * The upstream files the patches of PATCHES.md copy, stand in for or read
 * are the ones they were written against: PATCHES.upstream.json records
 * each with its sha256, and this hashes the installed file. After an
 * upgrade of Docusaurus (or of react-router, prism-react-renderer) a
 * changed original fails here with the file to compare, so that no copy
 * silently keeps an old version of its original. Also: every ejected
 * theme component (its header says «Ejected from») is recorded.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);

type Entry = {
  /** The site's file that copies, stands in for or reads the original. */
  local: string;
  kind: 'copy' | 'stand-in' | 'reads';
  /** Relative to the site's folder: `node_modules/<package>/…`. */
  original: string;
  sha256: string;
};

const {files} = JSON.parse(
  readFileSync(path.join(root, 'PATCHES.upstream.json'), 'utf8'),
) as {files: Entry[]};

const sha256 = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** Every file under `dir` (relative to the site), recursively. */
function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    );
}

describe('upstream originals of the patches', () => {
  it('are unchanged since the copies were made', () => {
    const changed = files.flatMap(({local, original, sha256: recorded}) => {
      const file = path.join(root, original);
      if (!existsSync(file)) {
        return [`${original} is gone: re-diff ${local} against its successor`];
      }
      const now = sha256(file);
      return now === recorded
        ? []
        : [
            `re-diff ${local} against ${original} (sha256 ${now}, recorded ${recorded}), then record the new hash in PATCHES.upstream.json`,
          ];
    });
    assert.deepEqual(changed, []);
  });

  it('name files of the site that exist', () => {
    const missing = files
      .map(({local}) => local)
      .filter((local) => !existsSync(path.join(root, local)));
    assert.deepEqual(missing, []);
  });

  it('include every ejected theme component', () => {
    const themeDirs = [
      'src/theme',
      ...readdirSync(path.join(root, 'src/plugins')).map(
        (plugin) => `src/plugins/${plugin}/theme`,
      ),
    ];
    const ejected = themeDirs
      .flatMap(filesUnder)
      .filter((file) => /\.(tsx?|jsx?)$/.test(file))
      .filter((file) =>
        /^\/\*\*\s*\n\s*\*\s*Ejected from/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
      );
    assert.ok(ejected.length > 0, 'no ejected component found');
    const recorded = new Set(files.map(({local}) => local));
    assert.deepEqual(
      ejected.filter((file) => !recorded.has(file)),
      [],
      'ejected but not in PATCHES.upstream.json',
    );
  });
});
