/**
 * What the three first-load plugins share (README.md here): the name
 * `first-load`, their own `theme/` folder, and the patches of their
 * bundler config counted, so that the build stops when one applies to no
 * module (PatchesApplied).
 */
import path from 'node:path';

import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';

import {PatchesApplied} from '../patches';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type BundlerConfig = Parameters<ConfigureWebpack>[0];
type BundlerConfigChanges = Exclude<ReturnType<ConfigureWebpack>, void>;

/**
 * A first-load plugin of the folder `dir` (its `__dirname`), its theme in
 * `dir/theme`. `configure` is its configureWebpack with `applied`, to which
 * its replacements report; it returns nothing where it changes nothing.
 * The counting plugin goes last in `plugins`, where it must be.
 */
export function firstLoadPlugin(
  dir: string,
  configure: (
    applied: PatchesApplied,
    config: BundlerConfig,
    isServer: boolean,
    utils: ConfigureWebpackUtils,
  ) => BundlerConfigChanges | undefined,
): Plugin {
  const themePath = path.join(dir, 'theme');
  return {
    name: 'first-load',
    getThemePath() {
      return themePath;
    },
    getTypeScriptThemePath() {
      return themePath;
    },
    configureWebpack(config, isServer, utils) {
      const applied = new PatchesApplied();
      const result = configure(applied, config, isServer, utils);
      if (!result) return {};
      return {
        ...result,
        plugins: [...(result.plugins ?? []), applied.plugin()],
      };
    },
  };
}
