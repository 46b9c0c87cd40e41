/**
 * The HTML pages of the production build (`npm test` builds before the node
 * tests) are clean text: no NUL character and no U+FFFD. React 18's
 * streaming renderer inserts NULs next to Cyrillic letters at its buffer
 * boundaries (react/react#31134); src/plugins/first-load/page-start/ssrTemplate.ts
 * drops them. In an attribute the browser reads a NUL as U+FFFD, which
 * breaks anchors such as the table of contents' links.
 *
 * Nothing runs or downloads a script before the first paint but the theme's
 * inline scripts, and those come before the stylesheet: an inline script
 * after it would make the parser wait for the CSS (ssrTemplate.ts, issue 31).
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

  it('run their inline scripts before the stylesheet, and ask for no script file before the first paint', () => {
    // The pages of the template (a client redirect such as docs/index.html
    // is a few lines of its own).
    const pages = files
      .map((file) => ({
        page: path.relative(build, file),
        html: readFileSync(file, 'utf8'),
      }))
      .filter(({html}) => /<meta name=["']?generator/.test(html));
    assert.ok(pages.length >= sitemapRoutes(build).length);
    const wrong = pages.flatMap(({page, html}) => {
      const stylesheet = html.search(/<link\b[^>]*\brel=["']?stylesheet/);
      const app = html.indexOf('id=__docusaurus');
      if (stylesheet < 0 || app < 0) {
        return [`${page}: no stylesheet or no app root`];
      }
      // Scripts the browser runs (JSON-LD is data): where each one is.
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
        ([, attributes]) => !/application\/ld\+json/.test(attributes!),
      );
      const problems: string[] = [];
      if (!inline.some(({index}) => index < stylesheet)) {
        problems.push(`${page}: no inline script before the stylesheet`);
      }
      for (const {index, 0: tag} of inline) {
        if (index > stylesheet && index < app) {
          problems.push(
            `${page}: ${tag} between the stylesheet and the page (the parser waits for the CSS)`,
          );
        }
        if (/\ssrc=/.test(tag)) {
          problems.push(
            `${page}: ${tag} in the HTML (starts before the first paint)`,
          );
        }
      }
      for (const [link] of html.matchAll(
        /<link\b[^>]*\bas=["']?script["']?[^>]*>/g,
      )) {
        problems.push(
          `${page}: ${link} (downloads a script before the first paint)`,
        );
      }
      return problems;
    });
    assert.deepEqual(wrong, []);
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
