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

import type {Feature} from '../features';

/**
 * The print stylesheet prints the site's address in front of an internal
 * link's path. CSS cannot know the address of a build, so each page's head
 * carries it as a custom property (a few bytes of HTML, no script).
 */
export function siteUrlStyle(siteUrl: string): string {
  return `@media print{:root{--print-site-url:${JSON.stringify(siteUrl)}}}`;
}

/**
 * `SECTION_PDFS=true`: the build links each section's PDF («Скачать раздел в
 * PDF»), which `npm run pdf` writes into it afterwards; the deploy workflow
 * does both. Without it there is no link: a build that has no PDFs has no
 * dead link to them. The value is a constant of the bundle
 * (`__SECTION_PDFS__`), so a build without PDFs carries no code for the link.
 */
export function readSectionPdfs(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SECTION_PDFS;
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(
    `SECTION_PDFS: «${value}» — нужно true (сборка ссылается на PDF разделов, после неё запускают npm run pdf) или false`,
  );
}

export default function printPlugin(context: LoadContext): Plugin {
  const sectionPdfs = readSectionPdfs();
  return {
    name: 'print',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            __SECTION_PDFS__: JSON.stringify(sectionPdfs),
          }),
        ],
      };
    },
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

/**
 * The print stylesheet; `npm run pdf` prints each section after the build.
 */
export const printFeature: Feature = {name: 'print', plugins: [printPlugin]};
