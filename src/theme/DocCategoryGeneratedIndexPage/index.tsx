import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';

import SectionPdf from '@site/src/plugins/print/components/SectionPdf';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/**
 * Wrapper: a section's index offers the whole section as a PDF
 * (src/plugins/print). It lives here, not in the print plugin's theme
 * folder, because src/plugins/search already wraps this component with
 * `@theme-init`; only the site's own wrapper can stack on that one
 * (`@theme-original` is the search wrapper, or upstream's in an Algolia
 * build).
 */
export default function DocCategoryGeneratedIndexPageWrapper(
  props: Props,
): ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <>
      <SectionPdf items={category.items} />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
