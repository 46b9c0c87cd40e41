/**
 * Screenshots of the products' screens and image zoom (README.md here).
 *
 * - ./manifest.ts — lab/screenshots/manifest.json, read and checked;
 * - ./remark.ts — `::screenshot{name="…"}` → a figure with caption;
 * - ./rehype.ts — every article image becomes a button;
 * - ./zoom.ts — that button opens the image in a <dialog>.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function screenshotsPlugin(): Plugin {
  return {
    name: 'screenshots',
    getClientModules() {
      return [path.join(__dirname, 'zoom.ts')];
    },
  };
}
