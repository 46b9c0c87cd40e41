/**
 * Each term's definition by its id, as HTML (escaped text). The server
 * renders the popups and the glossary's list with it; in the browser bundle
 * ./index.ts puts ./definitions.browser.ts in its place for ./theme, so
 * that no page carries the definitions in its scripts. A page rendered in
 * the browser (after a link inside the site) gets them from this module,
 * loaded when needed by ./client.ts.
 *
 * The build writes the map from src/data/glossary.yml (./index.ts,
 * `contentLoaded`): the data file is read in Node, not bundled.
 */
import definitions from '@generated/glossary/default/definitions.json';

export default definitions;
