/**
 * The build's CSP step (src/plugins/build-output/csp.ts) on a small build
 * made here: which scripts it hashes, which it leaves alone, and the policy it
 * writes. The served header is checked against the real build in
 * tests/e2e/server.spec.ts and enforced in Chromium in tests/e2e/csp.spec.ts.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {writeCsp} from '../../src/plugins/build-output/csp';
const sha = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

async function runCsp(pages: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-csp-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), html);
  }
  await writeCsp(dir);
  const conf = readFileSync(path.join(dir, '.nginx', 'csp.conf'), 'utf8');
  rmSync(dir, {recursive: true});
  return conf;
}

function scriptSrc(conf: string): string[] {
  const value = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
    conf,
  )![1]!;
  const directive = value
    .split('; ')
    .find((part) => part.startsWith('script-src '))!;
  return directive.split(' ').slice(1);
}

describe('the CSP step of the build', () => {
  const colour = 'document.documentElement.dataset.theme="dark"';
  const module = 'import("/x.js")';
  let conf = '';
  let sources: string[] = [];
  before(async () => {
    conf = await runCsp({
      'index.html': `<html><head><script>${colour}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head></html>`,
      'docs/intro.html': `<script type=module>${module}</script><script>${colour}</script><SCRIPT>\r\nx()\r\n</SCRIPT>`,
    });
    sources = scriptSrc(conf);
  });

  it('hashes each distinct inline script once, over the text a browser sees', () => {
    assert.ok(sources.includes(sha(colour)));
    assert.ok(sources.includes(sha(module)));
    // CR LF becomes LF before the browser hashes.
    assert.ok(sources.includes(sha('\nx()\n')));
    assert.equal(
      sources.filter((source) => source.startsWith("'sha256-")).length,
      3,
    );
  });

  it('leaves out external scripts and data blocks', () => {
    assert.ok(!sources.includes(sha('{"a":1}')));
    assert.ok(!sources.includes(sha('')));
  });

  it('allows no inline script but the hashed ones, no eval and no WebAssembly', () => {
    assert.ok(sources.includes("'self'"));
    assert.ok(!sources.some((source) => source.includes('wasm')));
    assert.ok(!sources.includes("'unsafe-inline'"));
    assert.ok(!sources.includes("'unsafe-eval'"));
    assert.match(conf, /frame-ancestors 'none'/);
    assert.match(conf, /object-src 'none'/);
  });

  it('refuses a folder without pages', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'kb-csp-'));
    after(() => rmSync(empty, {recursive: true}));
    await assert.rejects(writeCsp(empty), /No HTML in/);
  });
});
