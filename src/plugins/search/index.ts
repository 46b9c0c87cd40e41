/**
 * The site's offline search: one folder (see ./README.md).
 *
 * This plugin is present unless the build is for Algolia DocSearch
 * (./algolia.ts). It adds the /search page (./SearchPage.tsx), gives the
 * theme its search components (./theme: the navbar's SearchBar and the
 * wrappers that mark what is indexed), and its build step writes the
 * index once the pages exist (run by src/plugins/build-output).
 *
 * The index: Pagefind, after the pages are rendered.
 *
 * Pagefind reads the built HTML, stems Russian by `<html lang="ru">` and
 * writes a chunked index and its search code to `<outDir>/pagefind/`; the
 * browser fetches only the chunks a query needs. Nothing runs on a server.
 *
 * What is indexed is decided by the pages themselves: only elements marked
 * `data-pagefind-body` are read (articles, category indexes, blog posts, the
 * Markdown page; see ./theme and src/theme/DocItem/Content). Pages without a marked element —
 * home, blog lists, tags, the search page, 404 — are left out.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {BuildStep} from '../build-output';

/** Parts of a marked element that are navigation, not content. */
export const EXCLUDE_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.hash-link',
  'nav',
  'button',
];

/** Every `.html` file under a folder, relative to it, in `/` notation. */
export function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.posix.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory()) {
      return name === 'pagefind' ? [] : htmlFiles(dir, relative);
    }
    return name.endsWith('.html') ? [relative] : [];
  });
}

/**
 * The URL a reader uses for a built file: `docs/intro.html` is served at
 * `/docs/intro` (trailingSlash: false), `index.html` at its folder. Cyrillic
 * file names give Cyrillic URLs, as the site's links write them.
 */
export function pageUrl(baseUrl: string, file: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${baseUrl}${route}`;
}

/** The pages that mark content for the index. */
export function pagesToIndex(
  outDir: string,
  baseUrl: string,
): {file: string; url: string}[] {
  return htmlFiles(outDir)
    .filter((file) =>
      readFileSync(path.join(outDir, file), 'utf8').includes(
        'data-pagefind-body',
      ),
    )
    .map((file) => ({file, url: pageUrl(baseUrl, file)}));
}

const themePath = path.join(__dirname, 'theme');

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    getThemePath() {
      return themePath;
    },
    getTypeScriptThemePath() {
      return themePath;
    },
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: path.join(__dirname, 'SearchPage.tsx'),
        exact: true,
      });
    },
  };
}

/**
 * Writes <outDir>/pagefind/: a child Node process runs ./writeIndex.mjs,
 * because Pagefind is published only as an ES module, and Docusaurus loads
 * plugins through jiti, which cannot import it.
 */
export const searchIndexStep: BuildStep = {
  name: 'search-index',
  async run({outDir, baseUrl}) {
    const pages = pagesToIndex(outDir, baseUrl);
    if (pages.length === 0) {
      throw new Error('search-index: no page marks data-pagefind-body');
    }
    return execFileSync(
      process.execPath,
      [path.join(__dirname, 'writeIndex.mjs')],
      {
        input: JSON.stringify({
          outDir,
          excludeSelectors: EXCLUDE_SELECTORS,
          pages,
        }),
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    ).trim();
  },
};
