/**
 * Rspack's memory allocator gives back what it frees at once.
 *
 * Rspack (`@rspack/binding`) allocates with mimalloc, which reads its
 * options from the environment once, when the binding loads.
 * `docusaurus.config.ts` imports this module first, before any module that
 * loads Rspack (`@docusaurus/faster` in src/plugins/first-load), so the
 * setting below is in place in time. A value the caller set is kept.
 *
 * `MIMALLOC_PURGE_DELAY=0`: freed memory goes back to the system at once.
 * With mimalloc's default (10 ms, carried out only when the thread that
 * owns the memory allocates again), what the finished bundling freed stayed
 * resident while the pages were rendered: the build of 5,000 articles
 * (`npm run bench:scale -- 5000`) peaked at 7.3 GB, with this at 5.4 GB
 * (PATCHES.md, «Budget: the build at 5,000 articles»).
 */
process.env.MIMALLOC_PURGE_DELAY ??= '0';

export {};
