import type {Config} from '@docusaurus/types';

/**
 * Loads docusaurus.config.ts afresh with extra environment variables, the
 * way a build with them would see it, and restores the environment after.
 */
export function loadConfig(env: Record<string, string> = {}): Config {
  const saved = {...process.env};
  Object.assign(process.env, env);
  try {
    for (const id of Object.keys(require.cache)) {
      if (!id.includes('node_modules')) {
        delete require.cache[id];
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('../docusaurus.config').default as Config;
  } finally {
    for (const key of Object.keys(env)) {
      if (saved[key] === undefined) {
        delete process.env[key];
      } else {
        process.env[key] = saved[key];
      }
    }
  }
}

/**
 * The options a plugin of the config was given, found by the name of its
 * function (e.g. `pluginContentBlog`), whether the preset holds it or, as
 * for the blog, the `plugins` list (src/plugins/build-output keeps the
 * upstream name on the plugins it defers).
 */
export function pluginOptions(
  config: Config,
  name: string,
): Record<string, unknown> | undefined {
  for (const plugin of config.plugins ?? []) {
    if (
      Array.isArray(plugin) &&
      typeof plugin[0] === 'function' &&
      plugin[0].name === name
    ) {
      return plugin[1] as Record<string, unknown>;
    }
  }
  return undefined;
}
