/**
 * The build's compressed twins (src/plugins/build-output/precompress.ts) on
 * a folder made here: every text file of 1 KiB and more gets a `.gz` and a
 * `.br` that decode to its exact bytes, files written while compression
 * runs get theirs, a file changed after it was compressed is compressed
 * again, and nothing else gets twins. The real build's twins as nginx
 * serves them: tests/e2e/server.spec.ts.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import zlib from 'node:zlib';

import {
  Precompressor,
  brotliQuality,
} from '../../src/plugins/build-output/precompress';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, {recursive: true})));

/** Text that compresses like a page: words, repeated with variation. */
/** 88 characters that barely compress. */
const digest = (seed: string) =>
  createHash('sha512').update(seed).digest('base64');

function text(bytes: number, seed: string): string {
  let out = '';
  for (let i = 0; out.length < bytes; i += 1) {
    out += `<p>${seed} строка ${i} текста статьи ${(i * 7919) % 1000}</p>\n`;
  }
  return out.slice(0, bytes);
}

function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-precompress-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    write(dir, file, content);
  }
  return dir;
}

function write(dir: string, file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), content);
}

/** Asserts the file's twins exist and decode to its bytes. */
function assertTwins(dir: string, file: string): void {
  const full = path.join(dir, file);
  const content = readFileSync(full);
  assert.ok(existsSync(`${full}.gz`), `${file}.gz`);
  assert.ok(existsSync(`${full}.br`), `${file}.br`);
  assert.deepEqual(zlib.gunzipSync(readFileSync(`${full}.gz`)), content, file);
  assert.deepEqual(
    zlib.brotliDecompressSync(readFileSync(`${full}.br`)),
    content,
    file,
  );
}

function assertNoTwins(dir: string, file: string): void {
  const full = path.join(dir, file);
  assert.ok(!existsSync(`${full}.gz`), `${file}.gz should not exist`);
  assert.ok(!existsSync(`${full}.br`), `${file}.br should not exist`);
}

describe('compressed twins', () => {
  it('for every text file they make smaller, and those written meanwhile', async () => {
    const dir = site({
      // A page's small chunk: a few hundred bytes that halve.
      'assets/js/props.js': text(600, 'данные маршрута'),
      // Over 128 bytes, but its twins would save less than their header.
      'assets/js/tiny.js': `${digest('tiny')}${digest('tiny2')}`,
      'index.html': text(5000, 'главная'),
      'docs/a.html': text(3000, 'статья'),
      'assets/js/main.js': text(70 * 1024, 'main'),
      'sitemap.xml': text(2000, 'карта'),
      'small.txt': 'короткий файл',
      'img/photo.png': Buffer.alloc(4096, 7),
    });
    const twins = new Precompressor(dir);
    await twins.scan();
    // A step writes while compression runs.
    write(dir, 'search-index/terms/0.json', text(4000, 'индекс'));
    write(dir, 'docs/a.md', text(2500, 'копия'));
    const line = await twins.finish();
    for (const file of [
      'index.html',
      'docs/a.html',
      'assets/js/main.js',
      'sitemap.xml',
      'search-index/terms/0.json',
      'docs/a.md',
      'assets/js/props.js',
    ]) {
      assertTwins(dir, file);
    }
    assertNoTwins(dir, 'small.txt');
    assertNoTwins(dir, 'assets/js/tiny.js');
    assertNoTwins(dir, 'img/photo.png');
    assert.match(line, /^7 files: /);
  });

  it('compresses again a file changed after its twins were written', async () => {
    const dir = site({
      'docs/a.html': text(3000, 'первая версия'),
      'docs/b.html': text(3000, 'страница б'),
      'assets/js/chunk.js': text(4000, 'chunk'),
    });
    const twins = new Precompressor(dir);
    await twins.finish();
    assertTwins(dir, 'docs/a.html');
    write(dir, 'docs/a.html', text(3500, 'вторая версия'));
    // Shrunk to a few bytes: its old twins would be wrong, so they go.
    write(dir, 'assets/js/chunk.js', 'var a=1;');
    const line = await twins.finish();
    assertTwins(dir, 'docs/a.html');
    assertTwins(dir, 'docs/b.html');
    assertNoTwins(dir, 'assets/js/chunk.js');
    assert.match(line, /^2 files: /);
  });

  it('stops with the name of a file it cannot read', async () => {
    const dir = site({'docs/a.html': text(3000, 'статья')});
    symlinkSync(path.join(dir, 'missing.json'), path.join(dir, 'broken.json'));
    await assert.rejects(new Precompressor(dir).finish(), /broken\.json/);
  });
});

describe('brotli quality', () => {
  it('is 11 for the shared scripts and styles of 64 KiB and more', () => {
    assert.equal(brotliQuality('assets/js/main.1234.js', 286_518), 11);
    assert.equal(brotliQuality('assets/css/styles.1234.css', 105_426), 11);
  });

  it('is 10 for small chunks and for everything else', () => {
    assert.equal(brotliQuality('assets/js/14d94024.1234.js', 13_000), 10);
    assert.equal(brotliQuality('docs/intro.html', 300_000), 10);
    assert.equal(brotliQuality('llms-full.txt', 38_000_000), 10);
  });
});
