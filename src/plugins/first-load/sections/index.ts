/**
 * The sections split: a page's first load does not grow with the number of
 * articles (README.md here, ./split.ts). Each change is listed with its
 * gain in PATCHES.md (the patch ledger):
 *
 * - The production browser bundle gets core's routes, chunk loaders and
 *   docs data split by docs section (./split.ts), added back by
 *   ./client.ts; the chunks only one section uses leave the bundler
 *   runtime for that section's module (./chunkFiles.ts); the sidebar asks
 *   for a section when the reader reaches for it (./theme/DocSidebarItem,
 *   this plugin's theme path).
 * - react-router tries a page's pathname against every route, one after
 *   another, in core's route switch and in the docs theme's hooks: at
 *   5,000 articles some 12,000 regular expressions per page, on the server
 *   and in the browser. ./staticMatch.ts compares plain paths as strings
 *   instead (./matchPathLoader.mjs puts it in react-router).
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ledgerPatch, type BundlerPlugin} from '../../patches';
import {firstLoadPlugin} from '../plugin';
import {SectionChunkFilesPlugin} from './chunkFiles';
import {writeSplit} from './split';

/**
 * react-router's `matchPath` answers the exact match of a plain path by
 * comparing strings (./staticMatch.ts, put in by ./matchPathLoader.mjs),
 * in the server bundle and the browser's alike. Its builds: the ES module
 * the bundler takes, the CommonJS ones (the minified one has no
 * `matchPath` to find: the build would stop).
 */
export const MATCH_PATH_PATCH = ledgerPatch(
  'first-load',
  'matchPath shortcut in react-router',
  "react-router's `matchPath` compares plain paths as strings",
);
export const MATCH_PATH = {
  test: /[\\/]react-router[\\/](esm|cjs)[\\/]react-router(\.min)?\.js$/,
  use: [
    {
      loader: path.join(__dirname, 'matchPathLoader.mjs'),
      options: {
        helper: path.join(__dirname, 'staticMatch.ts'),
        patch: MATCH_PATH_PATCH,
      },
    },
  ],
};

/** What `@first-load/sections` is where the bundle is not split. */
const NO_SECTIONS = path.join(__dirname, 'none.ts');

/** Core's generated modules that ./split.ts writes again. */
const SPLIT = /^@generated\/(routes|registry|routesChunkNames|globalData)$/;
const SPLIT_PATCHES = Object.fromEntries(
  ['routes', 'registry', 'routesChunkNames', 'globalData'].map((name) => [
    name,
    ledgerPatch(
      'first-load',
      `@generated/${name} by section`,
      'Routes, chunk loaders and docs data by section',
    ),
  ]),
);

/** One of the three plugins named first-load (../README.md). */
export default function sectionsPlugin(context: LoadContext): Plugin {
  return firstLoadPlugin(
    __dirname,
    (applied, config, isServer, {currentBundler}) => {
      applied.expect(MATCH_PATH_PATCH);
      // The server renders with core's modules unchanged (./split.ts says
      // why); `docusaurus start` regenerates them as files change, and
      // keeps them whole: only the production browser bundle is split.
      const split =
        !isServer && config.mode === 'production'
          ? writeSplit(context.generatedFilesDir)
          : undefined;
      const splitModules = split
        ? [
            new SectionChunkFilesPlugin(
              split.sectionNames,
            ) as unknown as BundlerPlugin,
            applied.replacement(
              currentBundler.instance,
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
      const alias: Record<string, string> = {
        '@first-load/sections$': split
          ? path.join(split.dir, 'sections.js')
          : NO_SECTIONS,
      };
      return {
        module: {rules: [MATCH_PATH]},
        resolve: {alias},
        plugins: splitModules,
      };
    },
  );
}
