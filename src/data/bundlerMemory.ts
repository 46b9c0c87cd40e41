/**
 * Rspack's memory allocator gives back what it frees at once.
 *
 * Rspack (`@rspack/binding`) allocates with mimalloc, which reads its
 * options from the environment once, when the binding loads.
 * `docusaurus.config.ts` imports this module first, before any module that
 * loads Rspack (`@docusaurus/faster` in src/plugins/first-load/bundle-trim),
 * so the setting below is in place in time.
 *
 * `MIMALLOC_PURGE_DELAY`: milliseconds before mimalloc gives freed memory
 * back to the system; 0 unless the caller sets it. With mimalloc's default
 * (10), what the finished bundling freed stayed resident while the pages
 * were rendered: the build of 5,000 articles (`npm run bench:scale -- 5000`)
 * peaked at 6.20–7.42 GB; with 0, at 5.21–5.66 GB (PATCHES.md, «Budget: the
 * build of 5,000 articles»). mimalloc would ignore a value that is not a
 * whole number with a warning, so the build stops on one instead.
 */
const value = process.env.MIMALLOC_PURGE_DELAY;
if (value === undefined || value === '') {
  process.env.MIMALLOC_PURGE_DELAY = '0';
} else if (!/^-?\d+$/.test(value)) {
  throw new Error(
    `MIMALLOC_PURGE_DELAY="${value}" is not a whole number of milliseconds (the build sets 0 when it is unset)`,
  );
}

export {};
