/**
 * Adds a docs section to the browser's routes, chunks, sidebar and docs
 * data (./split.ts explains the split). Core's preload (../shims/preload.ts)
 * and a link's preload (../shims/docusaurus.ts) wait for the section of the
 * page they load; the sidebar asks for a section when the reader opens it
 * (../theme/DocSidebarItem). Each section is added once.
 */
import {useSyncExternalStore} from 'react';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import {sections, table} from '@first-load/sections';

import {sectionOf} from './lookup';
import type {SectionEntry} from './modules';

type VersionProp = {
  docsSidebars: Record<string, {items?: unknown}[]>;
  docs: Record<string, unknown>;
};
type GlobalVersion = {path: string; docs: unknown[]};

/**
 * The bundler's runtime finds a chunk's file with `u` (Rspack) and `gca`
 * (Docusaurus); a section's own chunks are not in their maps
 * (./chunkFiles.ts) but in the section's module, added here.
 */
declare const __webpack_require__: {
  p: string;
  u?: (id: string) => string;
  gca?: (name: string) => string;
};
const chunkFiles: Record<string, string> = {};
const chunkIds: Record<string, string> = {};
if (sections.length > 0 && typeof __webpack_require__.u === 'function') {
  const file = __webpack_require__.u;
  __webpack_require__.u = (id) => chunkFiles[id] ?? file(id);
  const asset = __webpack_require__.gca;
  if (asset) {
    __webpack_require__.gca = (name) => {
      const id = chunkIds[name];
      return id === undefined
        ? asset(name)
        : __webpack_require__.p + chunkFiles[id];
    };
  }
}

const added = new Map<number, Promise<void>>();
const listeners = new Set<() => void>();
let count = 0;

async function add(section: SectionEntry): Promise<void> {
  const [module, props] = await Promise.all([
    section.load(),
    registry[section.propsChunk]![0]() as Promise<{
      default: {version: VersionProp};
    }>,
  ]);
  Object.assign(chunkFiles, module.chunkFiles.files);
  Object.assign(chunkIds, module.chunkFiles.ids);
  Object.assign(registry, module.registry);
  Object.assign(routesChunkNames, module.chunkNames);
  section.docRoot.push(...module.routes());
  const {version} = props.default;
  version.docsSidebars[section.sidebar]![section.index]!.items = module.items;
  Object.assign(version.docs, module.docs);
  const [plugin, pluginId, versionPath] = section.global;
  const versions = (
    globalData[plugin]?.[pluginId] as {versions?: GlobalVersion[]} | undefined
  )?.versions;
  versions
    ?.find((candidate) => candidate.path === versionPath)
    ?.docs.push(...module.globalDocs);
  count += 1;
  listeners.forEach((listener) => listener());
}

/** Adds section number `id`; resolves once it is there. */
export function ensureSection(id: number): Promise<void> {
  const section = sections[id];
  if (!section) return Promise.resolve();
  let adding = added.get(id);
  if (!adding) {
    adding = add(section);
    added.set(id, adding);
    // A failed download can be tried again.
    adding.catch(() => added.delete(id));
  }
  return adding;
}

/** Adds the section of a page's path, if it is in one. */
export function ensureSectionOf(pathname: string): Promise<void> {
  const id = sectionOf(table, pathname);
  return id === undefined ? Promise.resolve() : ensureSection(id);
}

/** How many sections have been added so far. */
export function sectionsAdded(): number {
  return count;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renders again whenever a section has been added. */
export function useSectionsAdded(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
