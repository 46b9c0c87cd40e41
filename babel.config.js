// Docusaurus Faster compiles with SWC, so Babel is only the fallback the
// preset reads when `future.faster.swcJsLoader` is off (and for tools that
// look for a Babel config). Kept as the template ships it.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
