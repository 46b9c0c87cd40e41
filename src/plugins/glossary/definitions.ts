/**
 * Each term's definition by its id, as HTML (escaped text). The server
 * renders the popups and the glossary's list with it; in the browser bundle
 * ./index.ts puts ./definitions.browser.ts in its place for ./theme, so
 * that no page carries the definitions in its scripts. A page rendered in
 * the browser (after a link inside the site) gets them from this module,
 * loaded when needed by ./client.ts.
 */
import {terms} from './terms';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const definitions: Record<string, string> = Object.fromEntries(
  terms.map(({id, definition}) => [id, escapeHtml(definition)]),
);

export default definitions;
