/**
 * Screenshots (lab/screenshots/manifest.json, src/plugins/screenshots):
 * the manifest and the articles agree, and every picture has what a reader
 * needs — Russian alt text and caption, its dimensions, a file within the
 * budget — and quotes in its caption are the product's real labels.
 * Everything is derived from the manifest, docs/ and the sections'
 * `_category_.json`: adding an article or a screenshot needs no change here.
 */
import assert from 'node:assert/strict';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  LAB_PRODUCTS,
  MAX_SCREENSHOT_BYTES,
  RASTER,
  loadManifest,
  screenshotNames,
  webpSize,
} from '../../src/plugins/screenshots/manifest';
import {PATH_SEPARATOR} from '../../src/plugins/ui-labels/labels';
import {findSiteRoot} from '../site-root';

import {lookupFor} from './dictionary';
import {
  contentPages,
  filesUnder,
  isSelected,
  onlyFiles,
  sectionProducts,
} from './pages';

const root = findSiteRoot(__dirname);
const manifest = loadManifest(root);
const docs = contentPages(root).filter((page) => page.path.startsWith('docs/'));
const used = new Map(
  docs.map((page) => [page.path, screenshotNames(page.body)]),
);

/** «…» quotes and a leading menu path («Плагины → Установленные: …»). */
function quotedLabels(text: string): string[] {
  const quotes = [...text.matchAll(/«([^«»]+)»/g)].map((m) => m[1]!);
  const menu = /^([^:«»]+→[^:«»]+)(:|$)/.exec(text)?.[1];
  return [...quotes, ...(menu ? [menu] : [])].flatMap((quote) =>
    quote.split(PATH_SEPARATOR).map((part) => part.trim()),
  );
}

describe('screenshots', () => {
  if (onlyFiles === null) {
    it('every manifest entry stands once in its own article', () => {
      const problems = manifest.screenshots.flatMap(({name, article}) => {
        const count = (used.get(article) ?? []).filter(
          (n) => n === name,
        ).length;
        return count === 1 ? [] : [`${name}: ${count} раз в ${article}`];
      });
      assert.deepEqual(problems, []);
    });

    it('every raster image in docs/ has a manifest entry', () => {
      const images = new Set(manifest.screenshots.map((s) => s.image));
      const strays = filesUnder(root, 'docs')
        .filter((file) => RASTER.test(file))
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => !images.has(file));
      assert.deepEqual(
        strays,
        [],
        'add them to lab/screenshots/manifest.json or delete them',
      );
    });
  }

  for (const page of docs.filter((doc) => isSelected(doc.path))) {
    const names = used.get(page.path) ?? [];
    const labProducts = sectionProducts(root, page.path).some((p) =>
      LAB_PRODUCTS.includes(p),
    );
    if (labProducts) {
      it(`${page.path}: shows the real screen at least once`, () => {
        assert.ok(
          names.length > 0,
          'no ::screenshot{name="…"}; see lab/screenshots/README.md',
        );
      });
    }
    if (names.length === 0) continue;
    it(`${page.path}: its screenshots are in the manifest`, () => {
      const known = new Set(
        manifest.screenshots
          .filter((s) => s.article === page.path)
          .map((s) => s.name),
      );
      assert.deepEqual(
        names.filter((name) => !known.has(name)),
        [],
      );
    });
  }

  for (const entry of manifest.screenshots.filter((s) =>
    isSelected(s.article),
  )) {
    it(`${entry.name}: a WebP within ${MAX_SCREENSHOT_BYTES / 1000} KB with its dimensions`, () => {
      const file = path.join(root, entry.image);
      const bytes = readFileSync(file);
      const size = webpSize(bytes);
      assert.ok(size, `${entry.image} is not a WebP file`);
      assert.ok(
        size.width >= 200 && size.height >= 100,
        `${size.width}×${size.height}`,
      );
      assert.ok(
        statSync(file).size <= MAX_SCREENSHOT_BYTES,
        `${entry.image}: ${statSync(file).size} bytes`,
      );
    });

    it(`${entry.name}: quotes in the caption and alt text are the product's labels`, () => {
      const lookup = lookupFor(sectionProducts(root, entry.article));
      const unknown = [entry.caption, entry.alt]
        .flatMap(quotedLabels)
        .filter(
          (label) =>
            lookup.find('ui', label).length === 0 &&
            lookup.find('msg', label).length === 0,
        );
      assert.deepEqual(unknown, []);
    });
  }
});
