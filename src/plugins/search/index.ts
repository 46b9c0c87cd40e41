/**
 * The site's offline search: one folder (see ./README.md).
 *
 * This plugin is present unless the build is for Algolia DocSearch
 * (./algolia.ts). It adds the /search page (./SearchPage.tsx), gives the
 * theme its search components (./theme: the navbar's SearchBar and the
 * wrappers that mark what is indexed), and its build step writes the
 * index once the pages exist (run by src/plugins/build-output).
 *
 * The index: ./indexer.ts reads the rendered pages and writes a chunked
 * index to `<outDir>/search-index/`; the browser fetches only the parts a
 * query needs (./components/Search/engine.ts). Nothing runs on a server.
 *
 * What is indexed is decided by the pages themselves: only elements marked
 * `data-search-body` are read (articles, category indexes, blog posts, the
 * Markdown page; see ./theme and src/theme/DocItem/Content). Pages without a
 * marked element — home, blog lists, tags, the search page, 404 — are left
 * out.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {BuildStep} from '../build-output';
import type {Feature} from '../features';
import {siteModule} from '../modulePath';
import {writeSearchIndex} from './indexer';
import {readSynonyms} from './synonyms';

/** Every `.html` file under a folder, relative to it, in `/` notation. */
export function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.posix.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory()) {
      return name === 'search-index' ? [] : htmlFiles(dir, relative);
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
        'data-search-body',
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
        component: siteModule(path.join(__dirname, 'SearchPage.tsx'), context),
        exact: true,
      });
    },
    // The articles' addresses and titles for the not-found page
    // (./notFound.ts), which imports them as
    // `@generated/search/default/articles.json` when it is shown: an old
    // address is matched against the articles' file names.
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      const articles = (docs?.loadedVersions[0]?.docs ?? [])
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({url: doc.permalink, title: doc.title}));
      await actions.createData('articles.json', JSON.stringify(articles));
    },
  };
}

/** Writes <outDir>/search-index/ once the pages exist (./indexer.ts). */
export const searchIndexStep: BuildStep = {
  name: 'search-index',
  async run({siteDir, outDir, baseUrl}) {
    const synonyms = readSynonyms(siteDir);
    const pages = pagesToIndex(outDir, baseUrl);
    if (pages.length === 0) {
      throw new Error('search-index: no page marks data-search-body');
    }
    const written = await writeSearchIndex(outDir, pages, synonyms);
    return `${written.pages} pages indexed into search-index/ (term files: ${written.termFiles}, list files: ${written.lists})`;
  },
};

/** The offline search: its page, and its index (build/search-index/). */
export const searchFeature: Feature = {
  name: 'search',
  plugins: [searchPlugin],
  buildSteps: [searchIndexStep],
};
