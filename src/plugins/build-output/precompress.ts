/**
 * Writes `.gz` and `.br` twins of the build's text files, so that nginx
 * serves them as they are (gzip_static) instead of compressing per request.
 * The last step of the build (./index.ts): every file exists by then.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Text formats only: images and fonts are compressed already.
const TEXT = /\.(html|js|css|svg|xml|json|txt|md|map|webmanifest)$/;
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

/** Compresses every text file of a build; returns what it did. */
export async function precompress(root: string): Promise<string> {
  let count = 0;
  let raw = 0;
  let gzipped = 0;
  let brotlied = 0;
  for await (const file of files(root)) {
    if ((await stat(file)).size < MIN_BYTES) {
      continue;
    }
    const content = await readFile(file);
    const [gz, br] = await Promise.all([
      gzip(content, {level: 9}),
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ]);
    await Promise.all([
      writeFile(`${file}.gz`, gz),
      writeFile(`${file}.br`, br),
    ]);
    count += 1;
    raw += content.length;
    gzipped += gz.length;
    brotlied += br.length;
  }
  const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
  return `${count} files: ${mib(raw)} → gzip ${mib(gzipped)}, brotli ${mib(brotlied)}`;
}
