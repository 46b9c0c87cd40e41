/**
 * Print and PDF: one folder (see ./README.md).
 *
 * - ./print.css — the print stylesheet, a client module of every page;
 * - ./components/SectionPdf — the «Скачать раздел в PDF» link of a
 *   section's index (rendered by src/theme/DocCategoryGeneratedIndexPage);
 * - ./pdf.mjs — `npm run pdf`: one PDF per docs section, after the build.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The print stylesheet prints the site's address in front of an internal
 * link's path. CSS cannot know the address of a build, so each page's head
 * carries it as a custom property (a few bytes of HTML, no script).
 */
export function siteUrlStyle(siteUrl: string): string {
  return `@media print{:root{--print-site-url:${JSON.stringify(siteUrl)}}}`;
}

export default function printPlugin(context: LoadContext): Plugin {
  return {
    name: 'print',
    getClientModules() {
      return [path.join(__dirname, 'print.css')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'style', innerHTML: siteUrlStyle(context.siteConfig.url)},
        ],
      };
    },
  };
}
