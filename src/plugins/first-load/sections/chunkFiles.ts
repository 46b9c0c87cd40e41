/**
 * The bundler's runtime, which every page loads first, names every chunk
 * of the site: three maps with an entry per chunk (Rspack's
 * `__webpack_require__.u`, chunk id → name and id → content hash; and
 * Docusaurus's `__webpack_require__.gca`, name → id). Each article is a
 * chunk, so they grow with every article. This plugin takes the chunks
 * only one docs section uses out of them and writes them into that
 * section's module instead (./split.ts, ./client.ts): the runtime knows a
 * section's chunks once the section is added, which is before any of them
 * is asked for.
 *
 * It edits the emitted runtime before minification, where Rspack writes
 * its maps as `"<id>": "<value>",` and Docusaurus as `"<name>":"<id>"`,
 * and only the exact pairs of the chunks it moves; the section module has
 * a placeholder string for its map. Both happen before the bundler's
 * real-content-hash step, which then renames the edited files and updates
 * every hash inside them. Every pair it moves must be found in the
 * runtime, or the build stops (../../patches.ts): a runtime written
 * another way would keep the maps whole without a word.
 * `tests/integration/first-load.test.ts` checks the result in the build.
 */
import {patchError, type Patch} from '../../patches';

export const PLACEHOLDER = '__FIRST_LOAD_SECTION_FILES__';

const NAME = 'first-load-section-chunks';

export const CHUNK_FILES_PATCH: Patch = {
  plugin: 'first-load',
  name: "section chunks out of the bundler's runtime",
  see: 'PATCHES.md «Section chunks out of the bundler runtime»',
};

/** The parts of Rspack's compiler this uses (Docusaurus Faster's Rspack). */
type Chunk = {
  name?: string;
  id?: string | null;
  files: Iterable<string>;
  contentHash: Record<string, string>;
  hasRuntime(): boolean;
};
type Source = {source(): string | Buffer};
type Compilation = {
  chunks: Iterable<Chunk>;
  getAsset(file: string): {source: Source} | undefined;
  updateAsset(file: string, source: Source): void;
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, run: () => void): void;
    };
  };
};
export type BundlerCompiler = {
  rspack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE: number};
    sources: {RawSource: new (code: string) => Source};
  };
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
};

/** What a section module gets: chunk id → file, chunk name → id. */
export type ChunkFiles = {
  files: Record<string, string>;
  ids: Record<string, string>;
};

export class SectionChunkFilesPlugin {
  /**
   * @param sectionNames section number → the chunk names only it uses
   */
  constructor(private readonly sectionNames: readonly (readonly string[])[]) {}

  apply(compiler: BundlerCompiler): void {
    const {Compilation, sources} = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
        () => {
          const byName = new Map(
            [...compilation.chunks]
              .filter((chunk) => chunk.name)
              .map((chunk) => [chunk.name!, chunk]),
          );
          /** `"<key>"\0"<value>"` pairs to take out of the runtime. */
          const moved = new Set<string>();
          this.sectionNames.forEach((names, section) => {
            const files: ChunkFiles = {files: {}, ids: {}};
            for (const name of names) {
              const chunk = byName.get(name);
              const file = [...(chunk?.files ?? [])].find((f) =>
                f.endsWith('.js'),
              );
              if (!chunk?.id || !file) continue;
              files.files[chunk.id] = file;
              files.ids[name] = chunk.id;
              const hash = chunk.contentHash.javascript?.slice(0, 8);
              moved.add(`${chunk.id}\0${name}`);
              if (hash) moved.add(`${chunk.id}\0${hash}`);
              moved.add(`${name}\0${chunk.id}`);
            }
            const module = byName.get(`section-${section}`);
            const moduleFile = [...(module?.files ?? [])].find((f) =>
              f.endsWith('.js'),
            );
            if (!moduleFile) {
              throw patchError(
                CHUNK_FILES_PATCH,
                `no chunk for section ${section} (section-${section})`,
              );
            }
            const source = compilation.getAsset(moduleFile)!.source.source();
            const code = String(source);
            if (!code.includes(JSON.stringify(PLACEHOLDER))) {
              throw patchError(
                CHUNK_FILES_PATCH,
                `${moduleFile} has no ${PLACEHOLDER} to fill`,
              );
            }
            compilation.updateAsset(
              moduleFile,
              new sources.RawSource(
                code.replace(
                  JSON.stringify(PLACEHOLDER),
                  JSON.stringify(files),
                ),
              ),
            );
          });
          const removed = new Set<string>();
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const code = String(compilation.getAsset(file)!.source.source());
              let edits = 0;
              const edited = code.replace(
                /"([^"\\]+)": ?"([^"\\]+)",?/g,
                (pair, key: string, value: string) => {
                  if (!moved.has(`${key}\0${value}`)) return pair;
                  removed.add(`${key}\0${value}`);
                  edits += 1;
                  return '';
                },
              );
              if (edits > 0) {
                compilation.updateAsset(file, new sources.RawSource(edited));
              }
            }
          }
          const missing = [...moved].filter((pair) => !removed.has(pair));
          if (missing.length > 0) {
            throw patchError(
              CHUNK_FILES_PATCH,
              `${missing.length} of ${moved.size} chunk entries not found in the runtime, such as ${missing
                .slice(0, 3)
                .map((pair) => pair.replace('\0', ': '))
                .join(', ')}`,
            );
          }
        },
      );
    });
  }
}
