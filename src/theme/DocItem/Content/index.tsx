/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/DocItem/Content.
 *
 * Why: every article shows the product version it was checked against right
 * under its title («Проверено: …», front matter `checked_with` and
 * `checked_against`, src/components/CheckedWith). The title is
 * rendered inside this component, so a wrapper can only put the badge above
 * the title or below the whole article.
 *
 * It also marks the article as the part the offline search indexes
 * (`data-search-body`, see src/plugins/search), and puts the
 * «Скопировать как Markdown» button beside the badge
 * (src/plugins/markdown-copies).
 *
 * Local changes are fenced with `LOCAL CHANGE` comments.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';

// LOCAL CHANGE start
import CheckedWith from '@site/src/components/CheckedWith';
import CopyMarkdown from '@site/src/plugins/markdown-copies/components/CopyMarkdown';
// LOCAL CHANGE end

/**
 * Upstream: a title from the front matter is rendered as a "synthetic" h1
 * unless the Markdown has its own h1 or the front matter hides it.
 * See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120
 */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender =
    !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // LOCAL CHANGE start
  const {frontMatter} = useDoc();
  const {checked_with: checkedWith, checked_against: checkedAgainst} =
    frontMatter as {checked_with?: unknown; checked_against?: unknown};
  const badge =
    typeof checkedWith === 'string' && checkedWith.trim() !== '' ? (
      <CheckedWith
        version={checkedWith}
        against={
          typeof checkedAgainst === 'string' && checkedAgainst.trim() !== ''
            ? checkedAgainst
            : undefined
        }
      />
    ) : null;
  // LOCAL CHANGE end
  return (
    // LOCAL CHANGE: the article (title and text) is what search indexes.
    <div
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      data-search-body="">
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
          {/* LOCAL CHANGE: the badge and the copy button under the title */}
          {badge}
          <CopyMarkdown />
        </header>
      )}
      {/* LOCAL CHANGE: without a synthetic title they lead the text */}
      {!syntheticTitle && badge}
      {!syntheticTitle && <CopyMarkdown />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
