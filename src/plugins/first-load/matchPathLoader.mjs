// A loader of the bundler for react-router 5.3.4 (esm/react-router.js,
// which both the browser and the server bundle use): its `matchPath` asks
// ./shims/staticMatch.ts first, which answers the exact match of a plain
// path without a regular expression (why: that file). Wired in ./index.ts.
// If react-router no longer has the function as written here, the build
// stops and says so, rather than losing the gain without a word.
const MARKER = 'function matchPath(pathname, options) {';

export default function matchPathLoader(source) {
  const {helper} = this.getOptions();
  if (source.split(MARKER).length !== 2) {
    throw new Error(
      `first-load: ${this.resourcePath} no longer has «${MARKER}» once; see src/plugins/first-load/matchPathLoader.mjs and PATCHES.md`,
    );
  }
  const load = /^\s*import\s/m.test(source)
    ? `import {staticMatch as __staticMatch} from ${JSON.stringify(helper)};\n`
    : `var __staticMatch = require(${JSON.stringify(helper)}).staticMatch;\n`;
  return (
    load +
    source.replace(
      MARKER,
      `${MARKER}\n  var __static = __staticMatch(pathname, options);\n  if (__static !== undefined) return __static;\n`,
    )
  );
}
