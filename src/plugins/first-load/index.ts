/**
 * The first load of a page: what it downloads, and the main-thread work
 * before the reader can use it (README.md here). Three plugins, one folder
 * each, by mechanism: the page's start (./page-start), the sections split
 * (./sections), bundle trimming (./bundle-trim). Every change in them is
 * measured and listed with its gain in PATCHES.md (the patch ledger).
 *
 * They share the name `first-load` and differ by id: every page's main
 * bundle carries the site metadata, which lists each plugin by name
 * (`pluginVersions`); one name keeps it as it was.
 */
import type {PluginConfig} from '@docusaurus/types';

import bundleTrimPlugin from './bundle-trim';
import pageStartPlugin from './page-start';
import sectionsPlugin from './sections';

export {ssrTemplate} from './page-start';

/** For `plugins` in docusaurus.config.ts, in this order. */
export const firstLoadPlugins: PluginConfig[] = [
  [pageStartPlugin, {id: 'page-start'}],
  [sectionsPlugin, {id: 'sections'}],
  [bundleTrimPlugin, {id: 'bundle-trim'}],
];
