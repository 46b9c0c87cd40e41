/**
 * Lists in each page's <head> the script chunks its route needs, so the
 * browser fetches them together with the main bundle.
 *
 * Upstream Docusaurus learns a page's chunks only when main.js runs: the
 * route chunks are requested after it has downloaded and parsed (a second
 * round trip on a slow connection), and creating their <script> elements
 * is part of main.js's first, longest task. After the pages are rendered,
 * the build writes, per page, `<meta name="route-chunks" content="…">`
 * with the chunks of the routes that page matches; the script loader
 * (./ssrTemplate.ts) inserts them before runtime and main, so webpack
 * finds them installed and loads nothing.
 *
 * The chunks of a route are found as core's client finds them (docusaurus.js
 * getChunkNamesToLoad): the chunk names of routesChunkNames.json for each
 * route the page matches, and webpack's named chunk groups for their files.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {RouteConfig} from '@docusaurus/types';
import type {Stats} from 'webpack';

import type {PostBuildProps} from '../build-output';
import {chunkNamesByPath} from './routeChunkNames';

/** The routes a path renders, outermost first (react-router-config's matchRoutes). */
export function matchChain(
  routes: RouteConfig[],
  pathname: string,
): RouteConfig[] {
  for (const route of routes) {
    const prefix = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const matches =
      route.path === '*' ||
      pathname === route.path ||
      (!route.exact && pathname.startsWith(prefix));
    if (matches) {
      return [route, ...matchChain(route.routes ?? [], pathname)];
    }
  }
  return [];
}

/** The HTML file of a route path (trailingSlash: false). */
export function htmlFile(
  outDir: string,
  baseUrl: string,
  routePath: string,
): string {
  const relative = decodeURI(routePath.slice(baseUrl.length));
  return path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
}

/**
 * The list for the loader: a <meta>, not preload links. Preloads of a dozen
 * scripts in the head compete with the stylesheet on a slow connection
 * (Lighthouse: LCP of doc pages 1.0 → 1.4–1.6 s); the chunks are fetched
 * when the loader starts them, together with runtime and main.
 */
export function routeChunksMeta(files: string[], baseUrl: string): string {
  return `<meta name="route-chunks" content="${files.map((file) => `${baseUrl}${file}`).join(' ')}">`;
}

/** webpack chunk group name → its JS files, from the client build. */
export type ChunkGroups = Map<string, string[]>;

/**
 * The chunk groups of a finished client compilation, read through webpack's
 * public stats API.
 */
export function chunkGroupsOf(stats: Stats): ChunkGroups {
  const {namedChunkGroups = {}} = stats.toJson({all: false, chunkGroups: true});
  return new Map(
    Object.entries(namedChunkGroups).map(([name, group]) => [
      name,
      (group.assets ?? [])
        .map((asset) => asset.name)
        .filter((file) => file.endsWith('.js')),
    ]),
  );
}

/**
 * Writes each page's list of route chunks into its <head>; returns what it
 * did, for the build's log.
 */
export async function writeRouteChunks(
  {outDir, routes, routesPaths, baseUrl}: PostBuildProps,
  generatedFilesDir: string,
  groups: ChunkGroups,
): Promise<string> {
  const byPath = chunkNamesByPath(
    JSON.parse(
      await readFile(
        path.join(generatedFilesDir, 'routesChunkNames.json'),
        'utf8',
      ),
    ),
  );
  let pages = 0;
  for (const routePath of routesPaths) {
    const names = matchChain(routes, routePath).flatMap(
      (route) => byPath.get(route.path) ?? [],
    );
    const files = [...new Set(names.flatMap((name) => groups.get(name) ?? []))];
    if (files.length === 0) {
      continue;
    }
    const file = htmlFile(outDir, baseUrl, routePath);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      continue; // A route without a page of its own (e.g. the 404 route).
    }
    await writeFile(
      file,
      html.replace('</head>', `${routeChunksMeta(files, baseUrl)}</head>`),
    );
    pages += 1;
  }
  return `route chunk lists written into ${pages} pages`;
}
