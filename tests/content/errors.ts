/**
 * The covered errors of every article: the `errors` lists of the docs'
 * front matter (src/data/coveredErrors.ts reads one file; CONTRIBUTING.md
 * says how to add one). ./errors.test.ts checks that each article has its
 * texts under «Если что-то пошло не так» and that product messages are real;
 * ./search-queries.ts pastes each into the site search.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {coveredErrorsOf, type CoveredError} from '../../src/data/coveredErrors';
import {findSiteRoot} from '../site-root';

import {filesUnder} from './pages';

export type {CoveredError};

/** The knowledge base's promise: at least this many errors are covered. */
export const MIN_COVERED_ERRORS = 40;

/** Every covered error of the docs of the site at `root`, file by file. */
export function coveredErrors(
  root: string = findSiteRoot(__dirname),
): CoveredError[] {
  return filesUnder(root, 'docs')
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      coveredErrorsOf(
        readFileSync(path.join(root, file), 'utf8'),
        file.split(path.sep).join('/'),
      ),
    );
}

export const COVERED_ERRORS: CoveredError[] = coveredErrors();
