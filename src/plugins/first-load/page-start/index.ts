/**
 * The page's start: the main-thread work between the first paint and a
 * page the reader can use (README.md here). Each change is measured on
 * this site (`npm run bench:lighthouse`) and listed with its gain in
 * PATCHES.md (the patch ledger):
 *
 * - ./ssrTemplate.ts: the page's scripts start after the first paint.
 * - Right after hydration, core's BrowserContextProvider sets `isBrowser`
 *   and theme-common's useWindowSize moves from «ssr» to the real size
 *   (on a phone: the sidebar and the table of contents change form). Both
 *   are plain state updates, which React renders in one uninterrupted task
 *   (60–100 ms with Lighthouse's CPU slowdown); ./shims/browserContext.tsx
 *   and ./shims/useWindowSize.ts make them transitions, rendered in slices.
 * - Core's entry asks for the page's route chunks while main.js is still
 *   being evaluated, in the longest task of a page's start;
 *   ./shims/preload.ts makes that first call wait for the next task.
 * - Each <Link> that scrolls into view prefetches its page's chunks; core
 *   does it inside the IntersectionObserver callback, for every link on
 *   screen at once (40–90 ms after hydration). ./shims/docusaurus.ts
 *   defers each prefetch to idle time.
 * - ./theme/DocCard: section pages' cards without upstream's
 *   Intl.Segmenter (this plugin's theme path).
 * - ./compileHints.ts: the scripts of a page's start open with V8's
 *   compile hint, so Chromium compiles them off the main thread.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ledgerPatch, patchTarget} from '../../patches';
import {firstLoadPlugin} from '../plugin';
import {CompileHintsPlugin} from './compileHints';

export {ssrTemplate} from './ssrTemplate';

/**
 * The lib folder of a package: theme-common's main file is in it; core has
 * no main file, and no exports map to stop reading its package.json.
 */
const themeCommonLib = () =>
  path.dirname(require.resolve('@docusaurus/theme-common'));
const coreLib = () =>
  path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib',
  );

/**
 * Module → its stand-in, for imports made from inside the package's lib
 * folder (they import each other by relative paths: '../hooks/useWindowSize',
 * './browserContext', …). `target` is the file it replaces, in lib.
 */
const SHIMS = [
  {
    lib: themeCommonLib,
    module: 'useWindowSize',
    target: 'hooks/useWindowSize.js',
    name: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    shim: 'useWindowSize.ts',
    entry: '`isBrowser` and the window size as transitions',
  },
  {
    lib: coreLib,
    module: 'browserContext',
    target: 'client/browserContext.js',
    name: '@docusaurus/core/lib/client/browserContext.js',
    shim: 'browserContext.tsx',
    entry: '`isBrowser` and the window size as transitions',
  },
  // The browser's only: core's client entry, which the server has not,
  // is the one that imports it.
  {
    lib: coreLib,
    module: 'docusaurus',
    target: 'client/docusaurus.js',
    name: '@docusaurus/core/lib/client/docusaurus.js',
    shim: 'docusaurus.ts',
    entry: 'Link prefetch at idle time, each chunk file once',
    browserOnly: true,
  },
  // The browser's only: the server renders a page once, no task to split.
  {
    lib: coreLib,
    module: 'preload',
    target: 'client/preload.js',
    name: '@docusaurus/core/lib/client/preload.js',
    shim: 'preload.ts',
    entry: 'Route chunks asked for after main.js has run',
    browserOnly: true,
  },
];
const REQUEST = new RegExp(
  `(^|/)(${SHIMS.map(({module}) => module).join('|')})$`,
);

/** Private modules of core that ./shims/docusaurus.ts imports. */
const PREFETCH_IMPORTS = [
  '@docusaurus/core/lib/client/prefetch.js',
  '@docusaurus/core/lib/client/preload.js',
];

/** One of the three plugins named first-load (../README.md). */
export default function pageStartPlugin(context: LoadContext): Plugin {
  const shims = SHIMS.map(
    ({lib, module, target, name, shim, entry, browserOnly}) => {
      const libDir = lib();
      const standIn = ledgerPatch('first-load', `stand-in for ${name}`, entry);
      // The file it replaces must be there.
      patchTarget(standIn, path.join(libDir, target));
      return {
        lib: libDir,
        module,
        browserOnly: browserOnly ?? false,
        file: path.join(__dirname, 'shims', shim),
        patch: standIn,
      };
    },
  );
  for (const request of PREFETCH_IMPORTS) {
    patchTarget(
      shims.find(({module}) => module === 'docusaurus')!.patch,
      request,
    );
  }
  // The server renders with the same stand-ins (those it imports), so
  // that hydration finds what it rendered.
  return firstLoadPlugin(
    __dirname,
    (applied, config, isServer, {currentBundler}) => {
      const active = shims.filter(
        ({browserOnly}) => !(isServer && browserOnly),
      );
      const replacements = applied.replacement(
        currentBundler.instance,
        REQUEST,
        active.map((shim) => shim.patch),
        (resolveData) => {
          const shim = active.find(
            ({module, lib}) =>
              resolveData.context.startsWith(lib) &&
              resolveData.request.endsWith(module),
          );
          return shim && {patch: shim.patch, request: shim.file};
        },
      );
      // V8's compile hint on the scripts of a page's start
      // (./compileHints.ts): the browser's production bundle only.
      const hints =
        !isServer && config.mode === 'production'
          ? [new CompileHintsPlugin(context.generatedFilesDir)]
          : [];
      return {plugins: [replacements, ...hints]};
    },
  );
}
