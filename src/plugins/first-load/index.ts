/**
 * The first load of a page: what it downloads, and the main-thread work
 * before the reader can use it. Everything here is a change to Docusaurus,
 * each measured on this site (`npm run bench:lighthouse`, `npm run bench`)
 * and listed with its gain in PATCHES.md (the patch ledger):
 *
 * - ./ssrTemplate.ts: the page's scripts start after the first paint.
 * - ./theme/NavbarItem/ComponentTypes.tsx: only the navbar item kinds the
 *   site uses (this plugin's theme path).
 *
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
 * - @docusaurus/utils-common is CommonJS that pulls in all of tslib
 *   (3.4 KiB brotli) for one helper; ./shims/utilsCommon.ts re-exports the
 *   same functions as an ES module.
 * - react-router tries a page's pathname against every route, one after
 *   another, in core's route switch and in the docs theme's hooks: at
 *   5,000 articles some 12,000 regular expressions per page, on the server
 *   and in the browser. ./shims/staticMatch.ts compares plain paths as
 *   strings instead (./matchPathLoader.mjs puts it in react-router).
 * - Docusaurus's SWC minifier writes scripts in ASCII only, so every
 *   Cyrillic letter of the pages' data and of the translations becomes a
 *   six-character \uXXXX escape (−1.4 KiB brotli on /docs/intro, more on
 *   long articles). The scripts are served as UTF-8 (charset_types in
 *   deploy/nginx/kb-site.conf; GitHub Pages does the same), so the client
 *   build keeps the letters as they are.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  PatchesApplied,
  patchError,
  patchTarget,
  type BundlerPlugin,
  type Patch,
} from '../patches';
import {SectionChunkFilesPlugin} from './sections/chunkFiles';
import {writeSplit} from './sections/split';

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

/** A patch of this plugin, named by its entry in PATCHES.md. */
const patch = (name: string, entry: string): Patch => ({
  plugin: 'first-load',
  name,
  see: `PATCHES.md «${entry}»`,
});

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

/**
 * react-router's `matchPath` answers the exact match of a plain path by
 * comparing strings (./shims/staticMatch.ts, put in by
 * ./matchPathLoader.mjs), in the server bundle and the browser's alike.
 * Its builds: the ES module the bundler takes, the CommonJS ones (the
 * minified one has no `matchPath` to find: the build would stop).
 */
export const MATCH_PATH_PATCH = patch(
  'matchPath shortcut in react-router',
  "react-router's `matchPath` compares plain paths as strings",
);
export const MATCH_PATH = {
  test: /[\\/]react-router[\\/](esm|cjs)[\\/]react-router(\.min)?\.js$/,
  use: [
    {
      loader: path.join(__dirname, 'matchPathLoader.mjs'),
      options: {
        helper: path.join(__dirname, 'shims', 'staticMatch.ts'),
        patch: MATCH_PATH_PATCH,
      },
    },
  ],
};

/** What `@first-load/sections` is where the bundle is not split. */
const NO_SECTIONS = path.join(__dirname, 'sections', 'none.ts');

/** Core's generated modules that ./sections/split.ts writes again. */
const SPLIT = /^@generated\/(routes|registry|routesChunkNames|globalData)$/;
const SPLIT_PATCHES = Object.fromEntries(
  ['routes', 'registry', 'routesChunkNames', 'globalData'].map((name) => [
    name,
    patch(
      `@generated/${name} by section`,
      'Routes, chunk loaders and docs data by section',
    ),
  ]),
);

/** ./shims/utilsCommon.ts, for every import of the package in the browser. */
const UTILS_COMMON = path.join(__dirname, 'shims', 'utilsCommon.ts');
const UTILS_COMMON_PATCH = patch(
  'stand-in for @docusaurus/utils-common',
  '`@docusaurus/utils-common` as an ES module',
);
/** Upstream's own files that the stand-in re-exports. */
const UTILS_COMMON_IMPORTS = [
  '@docusaurus/utils-common',
  '@docusaurus/utils-common/lib/applyTrailingSlash',
  '@docusaurus/utils-common/lib/stringUtils',
  '@docusaurus/utils-common/lib/errorUtils',
];

const MINIFIER_PATCH = patch(
  'SWC minimizer without ascii_only',
  'SWC minifier without `ascii_only`',
);
const CONFIG_PATCH = patch(
  'browser @generated/docusaurus.config',
  'Site config without build-only fields',
);

const themePath = path.join(__dirname, 'theme');

/**
 * Fields of the site config that only the build reads: the page template,
 * and the plugins' and presets' options (the blog's feed texts, remark
 * plugins as nulls). Docusaurus puts the whole config into every page's
 * main bundle; the browser gets it without these (PATCHES.md).
 */
export const BUILD_ONLY_CONFIG = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
] as const;

/**
 * Writes the site config for the browser, without BUILD_ONLY_CONFIG, and
 * returns its path. The same JSON as core's own generated
 * `@generated/docusaurus.config` (lib/server/codegen), fields removed.
 */
export function writeBrowserConfig(
  siteConfig: object,
  generatedFilesDir: string,
): string {
  const browser = Object.fromEntries(
    Object.entries(siteConfig).filter(
      ([key]) => !(BUILD_ONLY_CONFIG as readonly string[]).includes(key),
    ),
  );
  const file = path.join(
    generatedFilesDir,
    'first-load',
    'docusaurus.config.mjs',
  );
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `export default ${JSON.stringify(browser)};\n`);
  return file;
}

export default function firstLoadPlugin(context: LoadContext): Plugin {
  const shims = SHIMS.map(
    ({lib, module, target, name, shim, entry, browserOnly}) => {
      const libDir = lib();
      const standIn = patch(`stand-in for ${name}`, entry);
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
  for (const request of UTILS_COMMON_IMPORTS) {
    patchTarget(UTILS_COMMON_PATCH, request);
  }
  return {
    name: 'first-load',
    getThemePath() {
      return themePath;
    },
    getTypeScriptThemePath() {
      return themePath;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance;
      const applied = new PatchesApplied().expect(MATCH_PATH_PATCH);
      const minimizer = config.optimization?.minimizer;
      const {SwcJsMinimizerRspackPlugin} = bundler as {
        SwcJsMinimizerRspackPlugin?: new (
          options: object,
        ) => NonNullable<typeof minimizer>[number];
      };
      let unicode = {};
      // A minified browser bundle: its SWC minimizer is replaced.
      if (!isServer && minimizer) {
        const swc = SwcJsMinimizerRspackPlugin;
        if (!swc || !minimizer.some((plugin) => plugin instanceof swc)) {
          throw patchError(
            MINIFIER_PATCH,
            "target not found (no SwcJsMinimizerRspackPlugin among the bundler's minimizers)",
          );
        }
        unicode = {
          mergeStrategy: {'optimization.minimizer': 'replace' as const},
          optimization: {
            minimizer: minimizer.map((plugin) =>
              plugin instanceof swc ? new swc(unicodeMinimizer()) : plugin,
            ),
          },
        };
      }
      const active = shims.filter(
        ({browserOnly}) => !(isServer && browserOnly),
      );
      const replacements = applied.replacement(
        bundler,
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
      // The server renders with the same stand-ins, so that hydration
      // finds what it rendered.
      if (isServer) {
        const alias: Record<string, string> = {
          '@first-load/sections$': NO_SECTIONS,
        };
        return {
          module: {rules: [MATCH_PATH]},
          resolve: {alias},
          plugins: [replacements, applied.plugin()],
        };
      }
      // The production bundle is split by docs section (./sections/split.ts);
      // `docusaurus start` regenerates core's modules as files change, and
      // keeps them whole.
      const split =
        config.mode === 'production'
          ? writeSplit(context.generatedFilesDir)
          : undefined;
      const splitModules = split
        ? [
            new SectionChunkFilesPlugin(
              split.sectionNames,
            ) as unknown as BundlerPlugin,
            applied.replacement(
              bundler,
              SPLIT,
              Object.values(SPLIT_PATCHES),
              (resolveData) => {
                const name = SPLIT.exec(resolveData.request)![1]!;
                return {
                  patch: SPLIT_PATCHES[name]!,
                  request: path.join(
                    split.dir,
                    /^(routes|registry)$/.test(name)
                      ? `${name}.js`
                      : `${name}.json`,
                  ),
                };
              },
            ),
          ]
        : [];
      const browserConfig = writeBrowserConfig(
        context.siteConfig,
        context.generatedFilesDir,
      );
      const configModule = applied.replacement(
        bundler,
        /^@generated\/docusaurus\.config$/,
        [CONFIG_PATCH],
        () => ({patch: CONFIG_PATCH, request: browserConfig}),
      );
      // The alias itself cannot count: this counts the requests it takes.
      const utilsCommon = applied.replacement(
        bundler,
        /^@docusaurus\/utils-common$/,
        [UTILS_COMMON_PATCH],
        () => ({patch: UTILS_COMMON_PATCH}),
      );
      const alias: Record<string, string> = {
        '@docusaurus/utils-common$': UTILS_COMMON,
        '@first-load/sections$': split
          ? path.join(split.dir, 'sections.js')
          : NO_SECTIONS,
      };
      return {
        ...unicode,
        module: {rules: [MATCH_PATH]},
        resolve: {alias},
        plugins: [
          replacements,
          configModule,
          utilsCommon,
          ...splitModules,
          applied.plugin(),
        ],
      };
    },
  };
}

/**
 * The options @docusaurus/bundler gives Rspack's SWC minimizer, with
 * `ascii_only` off.
 */
function unicodeMinimizer() {
  const options = getSwcJsMinimizerOptions();
  return {
    minimizerOptions: {
      minify: true,
      ...options,
      format: {...options.format, ascii_only: false},
    },
  };
}
