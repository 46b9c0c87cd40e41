/**
 * Every patch of Docusaurus internals (PATCHES.md) checks that it applied.
 * A stand-in, alias, loader or edit whose target has moved upstream would
 * otherwise do nothing without a word, and the gain it was kept for would
 * go with it: here the build stops instead, naming the patch, e.g.
 *
 *     [first-load] stand-in for @docusaurus/core/lib/client/preload.js:
 *     target not found — re-check PATCHES.md «Route chunks asked for after
 *     main.js has run»
 *
 * - At config time, `patchTarget` resolves a file a patch replaces, aliases
 *   or imports (`require.resolve`).
 * - While the bundler runs, `PatchesApplied` counts what each patch
 *   applied to (a module replaced, a request aliased, a file a loader
 *   edited) and, once a compilation has succeeded, stops the build for
 *   any patch it expected that applied to nothing.
 */

import type {Plugin} from '@docusaurus/types';

/** A plugin of the bundler, as configureWebpack's result types it. */
export type BundlerPlugin = NonNullable<
  Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>['plugins']
>[number];

/** One patch, as its error names it. */
export type Patch = {
  /** The plugin that makes it: the message's prefix, `[first-load]`. */
  plugin: string;
  /** What it does to what: `stand-in for @docusaurus/core/lib/client/preload.js`. */
  name: string;
  /** Where it is described: `PATCHES.md «<entry>»` or a README. */
  see: string;
};

/** A patch described by its entry in PATCHES.md (the table's first column). */
export function ledgerPatch(
  plugin: string,
  name: string,
  entry: string,
): Patch {
  return {plugin, name, see: `PATCHES.md «${entry}»`};
}

/** The error that stops the build for a patch that does not apply. */
export function patchError(patch: Patch, problem: string): Error {
  return new Error(
    `[${patch.plugin}] ${patch.name}: ${problem} — re-check ${patch.see}`,
  );
}

/**
 * The file that `request` resolves to (from the folder `from`, default
 * this one), or the build stops: `target not found`.
 */
export function patchTarget(
  patch: Patch,
  request: string,
  from: string = __dirname,
): string {
  try {
    return require.resolve(request, {paths: [from]});
  } catch {
    throw patchError(patch, `target not found (${request})`);
  }
}

/** What a NormalModuleReplacementPlugin's callback gets. */
export type ResolveData = {context: string; request: string};

/**
 * The counts of one compiler, kept on it: its loaders are ES modules of
 * their own that cannot import this file, and count through
 * `this._compiler[Symbol.for('kb.patches')].applied(patch)`.
 */
type Counts = {
  applied(patch: Patch): void;
  count(patch: Patch): number;
  error: typeof patchError;
};
const COUNTS = Symbol.for('kb.patches');

function countsOf(compiler: {[COUNTS]?: Counts}): Counts {
  if (!compiler[COUNTS]) {
    const counts = new Map<string, number>();
    const key = (patch: Patch) => `${patch.plugin}\0${patch.name}`;
    compiler[COUNTS] = {
      applied: (patch) =>
        counts.set(key(patch), (counts.get(key(patch)) ?? 0) + 1),
      count: (patch) => counts.get(key(patch)) ?? 0,
      error: patchError,
    };
  }
  return compiler[COUNTS];
}

/** The parts of the bundler this uses (Rspack of Docusaurus Faster). */
type Bundler = {
  NormalModuleReplacementPlugin: new (
    test: RegExp,
    callback: (data: ResolveData) => void,
  ) => unknown;
};
type Compiler = {
  [COUNTS]?: Counts;
  hooks: {
    afterCompile: {
      tap(name: string, run: (compilation: {errors: unknown[]}) => void): void;
    };
  };
};

const NAME = 'patches-applied';

/**
 * The patches one plugin expects to apply in one compiler (its
 * configureWebpack makes one for the server and one for the browser), and
 * the bundler plugin that checks them once a compilation has succeeded.
 * Counts add up across the compilations of a compiler: a rebuild in
 * `docusaurus start` resolves only what changed.
 */
export class PatchesApplied {
  private counts: Counts | undefined;
  private readonly expected: Patch[] = [];

  /** `patch` must apply at least once in each compiler. */
  expect(...patches: Patch[]): this {
    this.expected.push(...patches);
    return this;
  }

  /**
   * A NormalModuleReplacementPlugin that counts: `replace` names the patch
   * a request is for and the request that replaces it (none: the request
   * stays, as for an alias, and only counts). Expects each of `patches`.
   */
  replacement(
    bundler: Bundler,
    test: RegExp,
    patches: Patch[],
    replace: (data: ResolveData) => {patch: Patch; request?: string} | void,
  ): BundlerPlugin {
    this.expect(...patches);
    return new bundler.NormalModuleReplacementPlugin(test, (data) => {
      const found = replace(data);
      if (!found) return;
      this.counts?.applied(found.patch);
      if (found.request !== undefined) data.request = found.request;
    }) as BundlerPlugin;
  }

  /** This, for configureWebpack's `plugins`: it must come last. */
  plugin(): BundlerPlugin {
    return this as unknown as BundlerPlugin;
  }

  apply(compiler: Compiler): void {
    const counts = countsOf(compiler);
    this.counts = counts;
    // After the compilation, not when its modules are built: a module that
    // failed to compile (an author's MDX error) applied no patch, and the
    // patch's error would hide the real one. A failed compilation reports
    // its own errors; the patches are checked on one that succeeded.
    compiler.hooks.afterCompile.tap(NAME, (compilation) => {
      if (compilation.errors.length > 0) return;
      const missing = this.expected.find((patch) => !counts.count(patch));
      if (missing) {
        throw patchError(
          missing,
          'applied to no module of this build (its target is gone or no longer matches)',
        );
      }
    });
  }
}
