/**
 * scripts/csp.mjs, run as `npm run build` runs it, on a small build made
 * here: which scripts it hashes, which it leaves alone, and the policy it
 * writes. The served header is checked against the real build in
 * tests/e2e/server.spec.ts and enforced in Chromium in tests/e2e/csp.spec.ts.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
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
import {after, describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const sha = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function runCsp(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-csp-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), html);
  }
  execFileSync(process.execPath, [path.join(root, 'scripts/csp.mjs'), dir], {
    stdio: 'pipe',
  });
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

describe('scripts/csp.mjs', () => {
  const colour = 'document.documentElement.dataset.theme="dark"';
  const module = 'import("/x.js")';
  const conf = runCsp({
    'index.html': `<html><head><script>${colour}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head></html>`,
    'docs/intro.html': `<script type=module>${module}</script><script>${colour}</script><SCRIPT>\r\nx()\r\n</SCRIPT>`,
  });
  const sources = scriptSrc(conf);

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

  it('allows no inline script but the hashed ones, and no eval', () => {
    assert.ok(sources.includes("'self'"));
    assert.ok(sources.includes("'wasm-unsafe-eval'"));
    assert.ok(!sources.includes("'unsafe-inline'"));
    assert.ok(!sources.includes("'unsafe-eval'"));
    assert.match(conf, /frame-ancestors 'none'/);
    assert.match(conf, /object-src 'none'/);
  });

  it('refuses a folder without pages', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'kb-csp-'));
    after(() => rmSync(empty, {recursive: true}));
    assert.throws(() =>
      execFileSync(
        process.execPath,
        [path.join(root, 'scripts/csp.mjs'), empty],
        {
          stdio: 'pipe',
        },
      ),
    );
  });
});
