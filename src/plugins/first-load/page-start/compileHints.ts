/**
 * V8's compile hint on the scripts every page runs at its start: the
 * bundler's runtime, main.js, and the chunks of the routes (the page's
 * component, content and props, its docs section). A script that opens
 * with the comment `//# allFunctionsCalledOnLoad` is compiled by Chromium
 * (136 and later) eagerly, every function at once, its parse on the
 * thread that streams the script; without it V8 pre-parses the file and
 * compiles each function the first time it is called, on the main thread,
 * inside the tasks that evaluate main.js and hydrate the page, the longest
 * of a page's start (before this, a CPU profile of
 * `/docs/wordpress/rabota-s-plaginami` at 4× slowdown put 28 of the 71 ms
 * of main.js's evaluation in `__webpack_require__`'s own time: the lazy
 * compiles of the module functions it calls). Lighthouse's script
 * evaluation on the four article pages measured fell by 3–39 %
 * (PATCHES.md). Other browsers read a comment.
 *
 * Chunks a feature loads on demand (search, the feedback form's details,
 * …) get no hint: most of their functions may never run. Nor do scripts
 * under 4 KiB (a route's props, a page's small wrappers): their compile
 * time is next to nothing, and each hint adds about 24 bytes (brotli) to
 * a page's first-load JS, whose budget is tight (README: 120 KB). A chunk
 * runs at a page's start when it is an entry chunk, or when it is imported by a
 * route registry: core's `registry.js`, or the modules the sections split
 * writes in `first-load/sections/` (../sections/split.ts).
 *
 * Applied after minification (which would drop the comment) and before
 * the real content hashes, so a file's name follows its bytes. The build
 * stops if no route chunk got the hint: the registries moved, and the gain
 * with them. Measured with `npm run bench:lighthouse -- --vs` (PATCHES.md
 * lists it with its gain; it changes no Docusaurus module).
 */
import path from 'node:path';

import type {Compiler} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Smaller scripts (minified bytes) get no hint (see above). */
export const MIN_HINTED_BYTES = 4096;

const NAME = 'first-load-compile-hints';

/** Whether a module (by its file) is a route registry of the build. */
export function isRouteRegistry(
  resource: string | undefined,
  generatedFilesDir: string,
): boolean {
  if (!resource) return false;
  const file = path.resolve(resource);
  return (
    file === path.join(generatedFilesDir, 'registry.js') ||
    file.startsWith(
      path.join(generatedFilesDir, 'first-load', 'sections') + path.sep,
    )
  );
}

type ChunkLike = {
  canBeInitial(): boolean;
  groupsIterable: Iterable<{
    // A NormalModule has its file as `resource`.
    origins: {module?: unknown}[];
  }>;
};

function resourceOf(module: unknown): string | undefined {
  const resource = (module as {resource?: unknown} | null | undefined)
    ?.resource;
  return typeof resource === 'string' ? resource : undefined;
}

/** Whether a chunk runs at the start of some page (see above). */
export function runsAtStart(
  chunk: ChunkLike,
  generatedFilesDir: string,
): 'entry' | 'route' | false {
  if (chunk.canBeInitial()) return 'entry';
  for (const group of chunk.groupsIterable) {
    if (
      group.origins.some(({module}) =>
        isRouteRegistry(resourceOf(module), generatedFilesDir),
      )
    ) {
      return 'route';
    }
  }
  return false;
}

/** The bundler plugin: the browser's production build only. */
export class CompileHintsPlugin {
  constructor(private readonly generatedFilesDir: string) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          let routeChunks = 0;
          for (const chunk of compilation.chunks) {
            const kind = runsAtStart(chunk, this.generatedFilesDir);
            if (!kind) continue;
            const scripts = [...chunk.files].filter(
              (file) =>
                file.endsWith('.js') &&
                (compilation.getAsset(file)?.source.size() ?? 0) >=
                  MIN_HINTED_BYTES,
            );
            if (kind === 'route' && scripts.length > 0) routeChunks += 1;
            for (const file of scripts) {
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
          if (routeChunks === 0 && compilation.errors.length === 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `[first-load] compile hints: no chunk of this build is imported by a route registry (${path.join(this.generatedFilesDir, 'registry.js')} or ${path.join(this.generatedFilesDir, 'first-load', 'sections')}/): the route chunks would run without their hint (src/plugins/first-load/page-start/compileHints.ts)`,
              ),
            );
          }
        },
      );
    });
  }
}
