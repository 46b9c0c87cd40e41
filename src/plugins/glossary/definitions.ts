/**
 * Each term's definition by its id. The server renders the popups with it;
 * in the browser bundle ./index.ts puts ./definitions.browser.ts in its
 * place, so that no page carries the definitions in its scripts. A page
 * rendered in the browser (after a link inside the site) gets them from
 * this module, loaded when needed by ./client.ts.
 */
import {terms} from './terms';

const definitions: Record<string, string> = Object.fromEntries(
  terms.map(({id, definition}) => [id, definition]),
);

export default definitions;
