/**
 * The shape of the modules ./split.ts writes for the browser: the table and
 * list of sections (`@first-load/sections`), and each section's module.
 */
import type {RouteConfig as RRRouteConfig} from 'react-router-config';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {RouteChunkNames} from '@docusaurus/types';

export type SectionModule = {
  registry: Record<string, [() => Promise<unknown>, string, unknown]>;
  chunkNames: RouteChunkNames;
  routes: () => RRRouteConfig[];
  items: PropSidebarItem[];
  docs: Record<string, unknown>;
  globalDocs: {id: string; path: string; sidebar?: string}[];
  /** Its chunks' files, which the bundler's runtime does not list. */
  chunkFiles: {files: Record<string, string>; ids: Record<string, string>};
};

/** A section at the top of a sidebar. */
export type TopSectionEntry = {
  load: () => Promise<SectionModule>;
  /** The DocRoot route's `routes`, which the section's routes join. */
  docRoot: RRRouteConfig[];
  /** The chunk of the docs version's props, and where the items go. */
  propsChunk: string;
  sidebar: string;
  /** Index path of its category in the sidebar. */
  path: number[];
  /** Global data: plugin name, plugin id, version path. */
  global: [string, string, string];
};

/** A section inside another: its category is in the parent's items. */
export type NestedSectionEntry = {
  load: () => Promise<SectionModule>;
  parent: number;
  /** Index path of its category in the parent's items. */
  path: number[];
};

export type SectionEntry = TopSectionEntry | NestedSectionEntry;
