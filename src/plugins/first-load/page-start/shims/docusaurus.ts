/**
 * Stands in for @docusaurus/core 3.10.2 lib/client/docusaurus.js (the
 * `window.docusaurus` object) in the browser bundle (see ../index.ts).
 * `preload` is upstream's. `prefetch`, which every <Link> calls when it
 * scrolls into view, now waits for idle time: upstream runs it inside the
 * IntersectionObserver callback, for all links of the screen at once (a
 * 40–90 ms task with Lighthouse's CPU slowdown, right after hydration); and
 * it finds a route's chunks in a map built once instead of scanning every
 * route of the site for each link; and it asks for each chunk file once:
 * upstream adds a <link rel="prefetch"> per chunk per link, and the chunks
 * every article shares came again for each link (on a section page, dozens
 * of links: about 250 ms of appendChild at Lighthouse's CPU slowdown).
 * `preload`, which a link calls when the pointer rests on it, first adds
 * the docs section of its page (../../sections/client.ts); `prefetch` does
 * not: a link on screen to another section fetches that section's data
 * only when the reader points at it.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';

import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import {chunkNamesByPath} from '../routeChunkNames';
import {ensureSectionOf, sectionsAdded} from '../../sections/client';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
/** Chunk files already asked for, by any link. */
const assets = new Set<string>();

// If user is on slow or constrained connection.
const isSlowConnection = (): boolean => {
  const connection = (
    navigator as Navigator & {
      connection?: {effectiveType: string; saveData: boolean};
    }
  ).connection;
  return Boolean(
    connection?.effectiveType.includes('2g') || connection?.saveData,
  );
};

const canPrefetch = (routePath: string) =>
  !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) =>
  !isSlowConnection() && !loaded.has(routePath);

/**
 * Route path → its chunk names, built on the first prefetch and again
 * after a docs section has joined the routes.
 */
let byPath: Map<string, string[]> | undefined;
let builtWith = -1;

function chunkNamesOf(path: string): string[] {
  if (!byPath || builtWith !== sectionsAdded()) {
    builtWith = sectionsAdded();
    byPath = chunkNamesByPath(routesChunkNames);
  }
  return byPath.get(path) ?? [];
}

const whenIdle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(callback, 1);

const prefetch = (routePath: string): boolean => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  whenIdle(() => {
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);
    for (const chunkName of matches.flatMap((match) =>
      chunkNamesOf(match.route.path!),
    )) {
      // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
      // the name of the chunk you want to load and it will return its URL.
      const chunkAsset = __webpack_require__.gca(chunkName);
      // In some cases, webpack might decide to optimize further, leading to
      // the chunk assets being merged to another chunk. In this case, we can
      // safely filter it out and don't need to load it.
      if (
        chunkAsset &&
        !chunkAsset.includes('undefined') &&
        !assets.has(chunkAsset)
      ) {
        assets.add(chunkAsset);
        void prefetchHelper(chunkAsset);
      }
    }
  });
  return true;
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return ensureSectionOf(routePath).then(() => preloadHelper(routePath));
};

const docusaurus = {prefetch, preload};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
