/**
 * Which section a page's path belongs to, from the small table the build
 * writes (./split.ts): exact paths first (the section pages, pages whose
 * folder several sections share), then the path's folder. Shared by the
 * browser (./client.ts) and the tests.
 */
export type SectionTable = {
  /** Path → section number, for paths whose folder does not tell. */
  readonly paths: Readonly<Record<string, number>>;
  /** Folder (path without its last segment) → section number. */
  readonly folders: Readonly<Record<string, number>>;
};

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    // A malformed escape: the path matches no route either.
    return pathname;
  }
}

export function sectionOf(
  table: SectionTable,
  pathname: string,
): number | undefined {
  const path = decoded(pathname).replace(/(.)\/+$/, '$1');
  if (Object.hasOwn(table.paths, path)) {
    return table.paths[path];
  }
  const folder = path.slice(0, path.lastIndexOf('/'));
  return Object.hasOwn(table.folders, folder)
    ? table.folders[folder]
    : undefined;
}
