import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

import styles from './styles.module.css';

/** `SECTION_PDFS=true` at build time (../../index.ts): the PDFs will exist. */
declare const __SECTION_PDFS__: boolean;

type Props = {
  /** The section's items, as its generated index lists them. */
  items: PropSidebarItem[];
};

/** The docs folder of a section: the first part of its first doc's id. */
export function sectionFolder(items: PropSidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === 'link' && item.docId) {
      return item.docId.split('/')[0] ?? null;
    }
    if (item.type === 'category') {
      const folder = sectionFolder(item.items);
      if (folder) return folder;
    }
  }
  return null;
}

/**
 * «Скачать раздел в PDF» on a section's index: the whole section as one
 * file, written by `npm run pdf` (../../pdf.mjs) to `pdf/<folder>.pdf`
 * after the build. A plain link, not <Link>: the file is no page of the
 * site, so neither the router nor the build's link check should see it.
 * The size is not shown: the PDF does not exist yet when this renders.
 * Only in a build made with SECTION_PDFS=true, the one `npm run pdf` follows.
 */
export default function SectionPdf({items}: Props): ReactNode {
  const folder = sectionFolder(items);
  const href = useBaseUrl(`/pdf/${folder ?? ''}.pdf`);
  if (!__SECTION_PDFS__ || !folder) return null;
  return (
    <p className={styles.pdf} data-noprint="">
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file made after the build, not a route (see above) */}
      <a href={href} download={`${folder}.pdf`} type="application/pdf">
        Скачать раздел в PDF
      </a>
    </p>
  );
}
