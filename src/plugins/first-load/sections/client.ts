/**
 * Adds a docs section to the browser's routes, chunks, sidebar and docs
 * data (./split.ts explains the split). Core's preload
 * (../page-start/shims/preload.ts) and a link's preload
 * (../page-start/shims/docusaurus.ts) wait for the section of the
 * page they load; the sidebar asks for a section when the reader opens it
 * (./theme/DocSidebarItem). Each section is added once.
 */
import {useSyncExternalStore} from 'react';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import {sections, table} from '@first-load/sections';

import {sectionOf} from './lookup';
import type {SectionEntry, SectionModule, TopSectionEntry} from './modules';

type VersionProp = {
  docsSidebars: Record<string, SidebarItem[]>;
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
/** An added section: its items, its top section and that one's version. */
const placed = new Map<
  number,
  {items: SidebarItem[]; top: TopSectionEntry; version: VersionProp}
>();
const listeners = new Set<() => void>();
let count = 0;

type SidebarItem = {items?: SidebarItem[]; [key: string]: unknown};

/** The category at index path `path` of a list of sidebar items. */
function categoryAt(list: SidebarItem[], path: number[]): SidebarItem {
  let item: SidebarItem | undefined;
  for (const index of path) {
    item = list[index];
    list = item?.items ?? [];
  }
  if (!item) throw new Error(`No sidebar category at ${path.join('.')}`);
  return item;
}

function add(
  id: number,
  section: SectionEntry,
  module: SectionModule,
  props: VersionProp | undefined,
): void {
  Object.assign(chunkFiles, module.chunkFiles.files);
  Object.assign(chunkIds, module.chunkFiles.ids);
  Object.assign(registry, module.registry);
  Object.assign(routesChunkNames, module.chunkNames);
  // A nested section's category is in its parent's items; a top one's in
  // the docs version's sidebar, whose props come with it.
  const {top, version, list} =
    'parent' in section
      ? {
          ...placed.get(section.parent)!,
          list: placed.get(section.parent)!.items,
        }
      : {
          top: section,
          version: props!,
          list: props!.docsSidebars[section.sidebar]!,
        };
  categoryAt(list, section.path).items = module.items;
  placed.set(id, {items: module.items, top, version});
  top.docRoot.push(...module.routes());
  Object.assign(version.docs, module.docs);
  const [plugin, pluginId, versionPath] = top.global;
  const versions = (
    globalData[plugin]?.[pluginId] as {versions?: GlobalVersion[]} | undefined
  )?.versions;
  versions
    ?.find((candidate) => candidate.path === versionPath)
    ?.docs.push(...module.globalDocs);
  count += 1;
  listeners.forEach((listener) => listener());
}

/**
 * Adds section number `id`, and the sections it is in first; resolves once
 * it is there. Their modules download at the same time.
 */
export function ensureSection(id: number): Promise<void> {
  const section = sections[id];
  if (!section) return Promise.resolve();
  let adding = added.get(id);
  if (!adding) {
    const module = section.load();
    const before: Promise<VersionProp | undefined> =
      'parent' in section
        ? ensureSection(section.parent).then(() => undefined)
        : (
            registry[section.propsChunk]![0]() as Promise<{
              default: {version: VersionProp};
            }>
          ).then((props) => props.default.version);
    adding = Promise.all([module, before]).then(([loaded, version]) =>
      add(id, section, loaded, version),
    );
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
