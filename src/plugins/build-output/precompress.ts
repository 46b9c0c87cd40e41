/**
 * Writes `.gz` and `.br` twins of the build's text files, so that nginx
 * serves them as they are (gzip_static) instead of compressing per request.
 *
 * Compression is most of the build's last part (at 5,000 articles, 280 s
 * of 340, issue 17), so it does not wait for the other steps: ./index.ts
 * starts it as soon as the pages, assets, feeds and sitemap are final, and
 * the search index and the Markdown copies are written meanwhile. After
 * each step `scan()` queues what the step wrote; `finish()` scans a last
 * time and waits. A file that changed after it was compressed (its size or
 * time differs) is compressed again, so no twin is ever older than its file.
 *
 * Node compresses on its thread pool; several files are in flight at once
 * so that every core works, largest first, so that the longest file (at
 * scale llms-full.txt, tens of MiB) does not run alone at the end. Shared
 * scripts and styles of 64 KiB and more (the bundle every page loads, the
 * common chunk, the stylesheet) get brotli's highest quality (11): the
 * first-load budget counts their bytes, and 11 saves 1.5 % on them.
 * Everything else gets 10: on the small chunks of one page each, 11 takes
 * 2.4 times as long and its output is no smaller (at 5,000 articles 0.9 %
 * larger), and on HTML, the Markdown copies and the search index 10 is 2.3
 * times faster for 0.4 % more bytes. `npm run bench:scale` prints the build
 * time.
 */
import {availableParallelism} from 'node:os';
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Text formats only: images and fonts are compressed already.
const TEXT = /\.(html|js|css|svg|xml|json|txt|md|map|webmanifest)$/;
// What the bundler emits: scripts and styles.
const ASSET = /\.(js|css)$/;
// From this size a script or style gets quality 11 (see above).
const SHARED_ASSET_BYTES = 64 * 1024;
// Below this no file gets twins: nothing left to save.
const MIN_BYTES = 128;
// A twin is written only when it saves at least this much: its response
// carries a `Content-Encoding` header of about this size. Small chunks of
// a page (a route's props, a few hundred bytes) still halve: on the
// heaviest article 601 B of its first-load JS (issue 30).
const MIN_SAVING = 32;

async function textFiles(dir: string, found: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await textFiles(file, found);
    } else if (TEXT.test(entry.name)) {
      found.push(file);
    }
  }
  return found;
}

/** A file's identity for "has it changed": size and modification time. */
const versionOf = (size: number, mtimeMs: number) => `${size}:${mtimeMs}`;

/** Brotli's quality for a file of that name and size (see above). */
export function brotliQuality(file: string, bytes: number): number {
  return ASSET.test(file) && bytes >= SHARED_ASSET_BYTES ? 11 : 10;
}

/** The build's compression, run alongside the steps that write files. */
export class Precompressor {
  private readonly root: string;
  /** Waiting files, largest last (taken with pop()). */
  private queue: {file: string; size: number}[] = [];
  private readonly queued = new Set<string>();
  /** Each compressed file: its version when read, and the three sizes. */
  private readonly done = new Map<
    string,
    {version: string; raw: number; gzipped: number; brotlied: number}
  >();
  /** Files compressed whose twins saved too little to be written. */
  private readonly skipped = new Set<string>();
  private readonly lanes = new Set<Promise<void>>();
  private readonly width = Math.max(4, 2 * availableParallelism());
  private failure: unknown;

  constructor(root: string) {
    this.root = root;
  }

  /** Queues every text file that has no up-to-date twins yet. */
  async scan(): Promise<void> {
    for (const file of await textFiles(this.root)) {
      if (this.queued.has(file)) continue;
      const {size, mtimeMs} = await stat(file);
      if (size < MIN_BYTES) {
        // Too small now: twins of an earlier, larger version go.
        if (this.done.delete(file)) {
          await Promise.all([rm(`${file}.gz`), rm(`${file}.br`)]);
        }
        continue;
      }
      if (this.done.get(file)?.version === versionOf(size, mtimeMs)) continue;
      this.queued.add(file);
      this.queue.push({file, size});
    }
    this.queue.sort((a, b) => a.size - b.size);
    while (this.lanes.size < this.width && this.queue.length > 0) {
      const lane: Promise<void> = this.drain().finally(() =>
        this.lanes.delete(lane),
      );
      this.lanes.add(lane);
    }
  }

  /** Scans once more, waits for every file; returns what was done. */
  async finish(): Promise<string> {
    await this.scan();
    while (this.lanes.size > 0) {
      await Promise.all(this.lanes);
    }
    if (this.failure) throw this.failure;
    let [raw, gzipped, brotlied] = [0, 0, 0];
    let files = 0;
    for (const [file, twins] of this.done) {
      if (this.skipped.has(file)) continue;
      files += 1;
      raw += twins.raw;
      gzipped += twins.gzipped;
      brotlied += twins.brotlied;
    }
    const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
    return `${files} files: ${mib(raw)} → gzip ${mib(gzipped)}, brotli ${mib(brotlied)}`;
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.pop(); next; next = this.queue.pop()) {
      this.queued.delete(next.file);
      try {
        await this.compress(next.file);
      } catch (error) {
        // finish() reports it; the other lanes stop at their next file.
        this.failure ??= error;
        this.queue = [];
      }
    }
  }

  private async compress(file: string): Promise<void> {
    // Taken before the file is read, so that a write during the read shows.
    const {size, mtimeMs} = await stat(file);
    const content = await readFile(file);
    const [gz, br] = await Promise.all([
      gzip(content, {level: 9}),
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(
            file,
            content.length,
          ),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ]);
    // A twin that saves too little is not written, and an older one goes.
    const pays = (bytes: Buffer) => content.length - bytes.length >= MIN_SAVING;
    const twin = (name: string, bytes: Buffer) =>
      pays(bytes) ? writeFile(name, bytes) : rm(name, {force: true});
    await Promise.all([twin(`${file}.gz`, gz), twin(`${file}.br`, br)]);
    if (pays(gz) || pays(br)) this.skipped.delete(file);
    else this.skipped.add(file);
    this.done.set(file, {
      version: versionOf(size, mtimeMs),
      raw: content.length,
      gzipped: gz.length,
      brotlied: br.length,
    });
  }
}
