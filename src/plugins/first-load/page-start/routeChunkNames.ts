/**
 * Route path → the webpack chunk names of that route, from Docusaurus's
 * generated routesChunkNames (keys are the route path, `-` and a hash).
 * Read by the prefetch stand-in (./shims/docusaurus.ts), which builds this
 * map once instead of scanning every route for each link.
 */
export type ChunkNames = string | {[key: string]: ChunkNames} | ChunkNames[];

/** Every chunk name in a route's tree of names (core's flat(), values only). */
export function flatNames(value: ChunkNames): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return Object.values(value).flatMap(flatNames);
}

/** Every chunk name of each route path. */
export function chunkNamesByPath(routesChunkNames: {
  [routeNameWithHash: string]: ChunkNames;
}): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, value] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    byPath.set(routePath, [
      ...(byPath.get(routePath) ?? []),
      ...flatNames(value),
    ]);
  }
  return byPath;
}
