/**
 * Bundle trimming: fewer bytes in the main bundle every page loads first
 * (README.md here). Each change is measured on this site (`npm run bench`)
 * and listed with its gain in PATCHES.md (the patch ledger):
 *
 * - @docusaurus/utils-common is CommonJS that pulls in all of tslib
 *   (3.4 KiB brotli) for one helper; ./utilsCommon.ts re-exports the same
 *   functions as an ES module.
 * - Docusaurus's SWC minifier writes scripts in ASCII only, so every
 *   Cyrillic letter of the pages' data and of the translations becomes a
 *   six-character \uXXXX escape (−1.4 KiB brotli on /docs/intro, more on
 *   long articles). The scripts are served as UTF-8 (charset_types in
 *   deploy/nginx/kb-site.conf; GitHub Pages does the same), so the client
 *   build keeps the letters as they are.
 * - Docusaurus puts the whole site config into every page's main bundle;
 *   the browser gets it without what only the build reads
 *   (BUILD_ONLY_CONFIG).
 * - ./theme/NavbarItem/ComponentTypes.tsx: only the navbar item kinds the
 *   site uses (this plugin's theme path).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {ledgerPatch, patchError, patchTarget} from '../../patches';
import {firstLoadPlugin} from '../plugin';

/** ./utilsCommon.ts, for every import of the package in the browser. */
const UTILS_COMMON = path.join(__dirname, 'utilsCommon.ts');
const UTILS_COMMON_PATCH = ledgerPatch(
  'first-load',
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

const MINIFIER_PATCH = ledgerPatch(
  'first-load',
  'SWC minimizer without ascii_only',
  'SWC minifier without `ascii_only`',
);
const CONFIG_PATCH = ledgerPatch(
  'first-load',
  'browser @generated/docusaurus.config',
  'Site config without build-only fields',
);

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

/** One of the three plugins named first-load (../README.md). */
export default function bundleTrimPlugin(context: LoadContext): Plugin {
  for (const request of UTILS_COMMON_IMPORTS) {
    patchTarget(UTILS_COMMON_PATCH, request);
  }
  return firstLoadPlugin(
    __dirname,
    (applied, config, isServer, {currentBundler}) => {
      // The server bundle keeps upstream's config, package and minifier
      // (it is not minified).
      if (isServer) return undefined;
      const bundler = currentBundler.instance;
      const minimizer = config.optimization?.minimizer;
      const {SwcJsMinimizerRspackPlugin} = bundler as {
        SwcJsMinimizerRspackPlugin?: new (
          options: object,
        ) => NonNullable<typeof minimizer>[number];
      };
      let unicode = {};
      // A minified browser bundle: its SWC minimizer is replaced.
      if (minimizer) {
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
      return {
        ...unicode,
        resolve: {alias: {'@docusaurus/utils-common$': UTILS_COMMON}},
        plugins: [configModule, utilsCommon],
      };
    },
  );
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
