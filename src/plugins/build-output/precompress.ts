/**
 * Writes `.gz` and `.br` twins of the build's text files, so that nginx
 * serves them as they are (gzip_static) instead of compressing per request.
 * The last step of the build (./index.ts): every file exists by then.
 *
 * Node compresses on its thread pool; several files are in flight at once
 * so that every core works (one at a time kept one core busy: brotli's
 * highest quality is the slow part). Scripts and styles get that quality
 * (11): every page loads them and the first-load budget counts their bytes.
 * Everything else (a page's HTML, the Markdown copies, the search index)
 * gets 10: 2.3 times faster on the pages of this site for 0.4 % more
 * bytes. `npm run bench:scale` prints the build time.
 */
import {availableParallelism} from 'node:os';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Text formats only: images and fonts are compressed already.
const TEXT = /\.(html|js|css|svg|xml|json|txt|md|map|webmanifest)$/;
// What every page loads: the bundler's scripts and styles.
const ASSET = /\.(js|css)$/;
// Below this, headers outweigh the saving.
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(file);
    } else if (TEXT.test(entry.name)) {
      yield file;
    }
  }
}

type Totals = {count: number; raw: number; gzipped: number; brotlied: number};

async function compress(file: string, totals: Totals): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) {
    return;
  }
  const [gz, br] = await Promise.all([
    gzip(content, {level: 9}),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: ASSET.test(file) ? 11 : 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  totals.count += 1;
  totals.raw += content.length;
  totals.gzipped += gz.length;
  totals.brotlied += br.length;
}

/** Compresses every text file of a build; returns what it did. */
export async function precompress(root: string): Promise<string> {
  const totals: Totals = {count: 0, raw: 0, gzipped: 0, brotlied: 0};
  const queue = files(root);
  // Each file is two jobs (gzip, brotli) for the thread pool.
  const workers = Array.from(
    {length: Math.max(2, availableParallelism())},
    async () => {
      for await (const file of queue) {
        await compress(file, totals);
      }
    },
  );
  await Promise.all(workers);
  const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
  return `${totals.count} files: ${mib(totals.raw)} → gzip ${mib(totals.gzipped)}, brotli ${mib(totals.brotlied)}`;
}
