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
import type {Feature} from '../features';
import bundleTrimPlugin from './bundle-trim';
import pageStartPlugin, {ssrTemplate} from './page-start';
import sectionsPlugin from './sections';

/**
 * Less to download and less main-thread work while a page loads: the
 * page's start, the sections split, bundle trimming.
 */
export const firstLoadFeature: Feature = {
  name: 'first-load',
  // In this order.
  plugins: [
    [pageStartPlugin, {id: 'page-start'}],
    [sectionsPlugin, {id: 'sections'}],
    [bundleTrimPlugin, {id: 'bundle-trim'}],
  ],
  // Scripts start after the first paint (./page-start).
  ssrTemplate,
};
