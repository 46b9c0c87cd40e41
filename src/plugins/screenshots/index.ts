/**
 * Screenshots of the products' screens and image zoom (README.md here).
 *
 * - ./manifest.ts — lab/screenshots/manifest.json, read and checked;
 * - ./remark.ts — `::screenshot{name="…"}` → a figure with caption;
 * - ./rehype.ts — every article image becomes a button;
 * - ./zoom.ts — that button opens the image in a <dialog>.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import type {Feature} from '../features';
import {patchError, patchTarget, type Patch} from '../patches';
import rehypeImageZoom from './rehype';
import remarkScreenshots from './remark';

type FileLoaders = {
  getFileLoaderUtils(isServer: boolean): {loaders: Record<string, unknown>};
};

/**
 * Docusaurus turns every Markdown image under 10 000 bytes into base64
 * inside the page's script: its image transform requires the file through
 * url-loader with that limit (`WEBPACK_URL_LOADER_LIMIT`, fixed when
 * @docusaurus/utils loads, before any config). Most screenshots and
 * diagrams are that small, so they were first-load JS of their article
 * (the heaviest doc page 116.0 → 127.3 KiB brotli) and could not load
 * lazily. Here the transform's loader becomes the plain file loader that
 * Docusaurus uses for other Markdown assets: every image is a hashed file.
 * The loaders live in a memo of @docusaurus/utils (the copy core loads),
 * read when the first page compiles, after this. If an upgrade renames
 * them, stops memoizing them, or mdx-loader reads another copy of
 * @docusaurus/utils, the build stops here (../patches.ts) instead of
 * quietly inlining again.
 */
const PATCH: Patch = {
  plugin: 'screenshots',
  name: 'Markdown images as files (@docusaurus/utils getFileLoaderUtils)',
  see: 'PATCHES.md «Markdown images as files»',
};

function keepImagesAsFiles(): void {
  // Node's own require from core's folder: the module instance core uses
  // (the config loader would give this file a copy of its own).
  const fromCore = patchTarget(PATCH, '@docusaurus/core/package.json');
  const utils = createRequire(fromCore)('@docusaurus/utils') as FileLoaders;
  // The image transform of mdx-loader reads the loaders: the same copy.
  const transform = patchTarget(
    PATCH,
    '@docusaurus/mdx-loader/lib/remark/transformImage',
    path.dirname(fromCore),
  );
  const utilsOfTransform = createRequire(transform)(
    '@docusaurus/utils',
  ) as FileLoaders;
  if (utilsOfTransform !== utils) {
    throw patchError(
      PATCH,
      "mdx-loader's image transform reads another copy of @docusaurus/utils than core",
    );
  }
  for (const isServer of [false, true]) {
    const {loaders} = utils.getFileLoaderUtils(isServer);
    const file = loaders.inlineMarkdownAssetImageFileLoader;
    if (
      typeof file !== 'string' ||
      typeof loaders.inlineMarkdownImageFileLoader !== 'string'
    ) {
      throw patchError(
        PATCH,
        'target not found (loaders.inlineMarkdownImageFileLoader, inlineMarkdownAssetImageFileLoader)',
      );
    }
    // A memo: what this sets is what mdx-loader gets later.
    if (utils.getFileLoaderUtils(isServer).loaders !== loaders) {
      throw patchError(
        PATCH,
        'getFileLoaderUtils() no longer returns the same loaders each time',
      );
    }
    loaders.inlineMarkdownImageFileLoader = file;
  }
}

export default function screenshotsPlugin(): Plugin {
  keepImagesAsFiles();
  return {
    name: 'screenshots',
    getClientModules() {
      return [path.join(__dirname, 'zoom.ts')];
    },
  };
}

export const screenshotsFeature: Feature = {
  name: 'screenshots',
  // Image zoom in articles: one small client module, no component.
  plugins: [screenshotsPlugin],
  // `::screenshot{name="…"}` before Docusaurus' image transform, which
  // then hashes the file and gives it width and height.
  docsBeforeDefaultRemarkPlugins: [remarkScreenshots],
  // Every image of a Markdown page opens full size on click, Enter or
  // Space.
  rehypePlugins: [rehypeImageZoom],
};
