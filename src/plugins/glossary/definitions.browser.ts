/**
 * The browser's stand-in for ./definitions.ts in the popups (see there):
 * the definitions come with the server's HTML, not with the scripts.
 */
const definitions: Record<string, string> = {};

export default definitions;
