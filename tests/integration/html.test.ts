/**
 * The HTML pages of the production build (`npm test` builds before the node
 * tests) are clean text: no NUL character and no U+FFFD. React 18's
 * streaming renderer inserts NULs next to Cyrillic letters at its buffer
 * boundaries (react/react#31134); src/plugins/first-load/page-start/ssrTemplate.ts
 * drops them. In an attribute the browser reads a NUL as U+FFFD, which
 * breaks anchors such as the table of contents' links.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {findSiteRoot} from '../site-root';
import {htmlFileOf, sitemapRoutes} from '../site-routes';

const build = path.join(findSiteRoot(__dirname), 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(file);
    }
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

describe('the HTML pages of the build', () => {
  const files = htmlFiles(build);

  it('are there, one for each page of the sitemap', () => {
    const built = new Set(files);
    assert.deepEqual(
      sitemapRoutes(build)
        .map((route) => htmlFileOf(build, route))
        .filter((file) => !built.has(file)),
      [],
    );
  });

  it('hold no NUL and no replacement character', () => {
    const broken = files.filter((file) => {
      const html = readFileSync(file, 'utf8');
      return html.includes('\u0000') || html.includes('\uFFFD');
    });
    assert.deepEqual(
      broken.map((file) => path.relative(build, file)),
      [],
    );
  });
});
