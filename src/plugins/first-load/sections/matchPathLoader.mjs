// A loader of the bundler for react-router 5.3.4 (esm/react-router.js,
// which both the browser and the server bundle use): its `matchPath` asks
// ./staticMatch.ts first, which answers the exact match of a plain
// path without a regular expression (why: that file). Wired in ./index.ts.
// If react-router no longer has the function as written here, the build
// stops and says so, rather than losing the gain without a word; each file
// it edits counts for ../../patches.ts, which stops the build if it edited
// none (a react-router whose file moved).
const MARKER = 'function matchPath(pathname, options) {';

export default function matchPathLoader(source) {
  const {helper, patch} = this.getOptions();
  // ../../patches.ts keeps the counts on the compiler (this loader cannot
  // import TypeScript); without a compiler (the unit test), only the check.
  const patches = this._compiler?.[Symbol.for('kb.patches')];
  if (source.split(MARKER).length !== 2) {
    const problem = `${this.resourcePath} no longer has «${MARKER}» once; see src/plugins/first-load/sections/matchPathLoader.mjs`;
    throw patches?.error(patch, problem) ?? new Error(`first-load: ${problem}`);
  }
  patches?.applied(patch);
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
