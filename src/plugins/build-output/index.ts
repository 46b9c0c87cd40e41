/**
 * The one place where the build continues after Docusaurus has rendered
 * the pages, so that `docusaurus build` alone gives the complete site.
 *
 * Docusaurus runs the `postBuild` of every plugin at the same time. Steps
 * that read what others write cannot run that way: the CSP hashes the
 * inline script of the redirect pages, the compression needs the sitemap,
 * the feeds and the search index. So
 * this plugin's `postBuild` is the only one of the site, and it runs, in
 * order:
 *
 * 1. the writers that Docusaurus plugins would otherwise run by themselves
 *    (`defer()`: the blog's feeds, the sitemap, the redirect pages), at the
 *    same time as each other, and robots.txt;
 * 2. the site's steps, one after the other, in the order given (today the
 *    Markdown copies of src/plugins/markdown-copies, the search index of
 *    src/plugins/search and the route list of src/plugins/route-list), then
 *    ./csp.ts;
 * 3. all along step 2, ./precompress.ts: the compressed twins of the pages
 *    and assets from the start of step 2, of what each step writes once
 *    it ends, and of anything left at the end.
 *
 * A failing step fails the build; each step prints one line, with the
 * seconds it took (where a large build spends its time: issue 17).
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {patchError, type Patch} from '../patches';
import {writeCsp} from './csp';
import {Precompressor} from './precompress';
import {writeRobots} from './robots';

/** What Docusaurus gives a plugin's postBuild. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** A step that runs after the pages exist; returns one line for the log. */
export type BuildStep = {
  name: string;
  run(props: PostBuildProps): Promise<string>;
};

/** A plugin's function, as its package exports it (with its validation). */
type Upstream<Content> = ((
  context: LoadContext,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: any,
) => Plugin<Content> | null | Promise<Plugin<Content> | null>) &
  Pick<PluginModule, 'validateOptions'>;

/** defer() of one upstream plugin, as its errors name it. */
const deferPatch = (of: string): Patch => ({
  plugin: 'build-output',
  name: `defer() of ${of}'s postBuild`,
  see: 'PATCHES.md «`defer()` of upstream `postBuild`s»',
});

export default function buildOutput(steps: BuildStep[]): {
  plugin: () => Plugin;
  defer: <Content>(module: Upstream<Content>) => PluginModule;
} {
  const deferred: {
    name: string;
    id: string | undefined;
    postBuild: NonNullable<Plugin['postBuild']>;
  }[] = [];
  const log = (name: string, line: string, since: number) =>
    console.log(
      `[build-output] ${name}: ${line} (${((performance.now() - since) / 1000).toFixed(1)} s)`,
    );

  return {
    /**
     * The same plugin, with its postBuild taken out and run by this one
     * before the site's steps (with the props Docusaurus would give it).
     */
    defer(module) {
      // A plugin module that is no function, or a plugin without the
      // postBuild to take out, stops the build: it would write its files
      // at Docusaurus's time again, out of the build's order.
      if (typeof module !== 'function') {
        throw patchError(deferPatch(String(module)), 'target not found');
      }
      const wrapped: PluginModule = async (context, options) => {
        const plugin = (await module(context, options)) as Plugin | null;
        if (!plugin) return plugin;
        if (!plugin.postBuild) {
          throw patchError(
            deferPatch(plugin.name),
            'target not found (the plugin has no postBuild)',
          );
        }
        deferred.push({
          name: plugin.name,
          id: (options as {id?: string} | undefined)?.id,
          postBuild: plugin.postBuild,
        });
        delete plugin.postBuild;
        return plugin;
      };
      wrapped.validateOptions = module.validateOptions;
      // Its name stays the upstream function's, for whoever looks for it.
      Object.defineProperty(wrapped, 'name', {value: module.name});
      return wrapped;
    },

    plugin() {
      return {
        name: 'build-output',
        async postBuild(props) {
          let since = performance.now();
          const [robots] = await Promise.all([
            writeRobots(props.outDir, props.siteConfig.url, props.baseUrl),
            ...deferred.map(async ({name, id, postBuild}) => {
              // The content of that plugin, not of this one.
              const own = props.plugins.find(
                (plugin) => plugin.name === name && plugin.options.id === id,
              );
              if (!own) {
                throw patchError(
                  deferPatch(name),
                  `no loaded plugin ${name} with id ${id} to give its content`,
                );
              }
              await postBuild({...props, content: own.content});
            }),
          ]);
          log('robots', `${robots}; with the feeds, sitemap, redirects`, since);
          // Every page and asset is final: their compression starts now
          // and goes on while the steps run.
          const compression = performance.now();
          const twins = new Precompressor(props.outDir);
          await twins.scan();
          for (const step of steps) {
            since = performance.now();
            log(step.name, await step.run(props), since);
            await twins.scan();
          }
          since = performance.now();
          const csp = await writeCsp(props.outDir);
          log(
            'csp',
            `${csp.scripts} inline script hash(es) from ${csp.pages} pages`,
            since,
          );
          log('precompress', await twins.finish(), compression);
        },
      };
    },
  };
}
