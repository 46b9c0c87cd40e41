/**
 * The pages the browser suite sweeps (./pages.spec.ts, ./full.spec.ts),
 * read from the build: its sitemap, and each page's template.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {htmlFileOf} from '../site-routes';
import {NOT_FOUND, root, sitemapRoutes} from './utils';

/** The sitemap's pages, the search page with a query, the not-found page. */
export const PAGES = [...sitemapRoutes(), '/search?q=плагин', NOT_FOUND];

/**
 * The template of a built page: its `<html>` classes without the ones that
 * name the page itself (`docs-doc-id-…`).
 */
function templateOf(route: string): string {
  const build = path.join(root, 'build');
  const file =
    route === NOT_FOUND
      ? path.join(build, '404.html')
      : htmlFileOf(build, route.split('?')[0]!);
  const html = readFileSync(file, 'utf8');
  const classes = /<html[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
  return classes
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('docs-doc-id-'))
    .sort()
    .join(' ');
}

/** The first page of each template, in the order of PAGES. */
export const ONE_PER_TEMPLATE: string[] = (() => {
  const first = new Map<string, string>();
  for (const route of PAGES) {
    const template = templateOf(route);
    if (!first.has(template)) first.set(template, route);
  }
  return [...first.values()];
})();
