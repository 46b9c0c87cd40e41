/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/DocItem/Content.
 *
 * Why: every article shows the product version it was checked against and
 * the date it was last updated right under its title («Проверено: …»,
 * «Обновлено: …», src/components/ArticleMeta). The title is rendered inside
 * this component, so a wrapper can only put that line above the title or
 * below the whole article.
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
import ArticleMeta from '@site/src/components/ArticleMeta';
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
  return (
    // LOCAL CHANGE: the article (title and text) is what search indexes.
    <div
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      data-search-body="">
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
          {/* LOCAL CHANGE: «Проверено», «Обновлено» and the copy button under the title */}
          <ArticleMeta />
          <CopyMarkdown />
        </header>
      )}
      {/* LOCAL CHANGE: without a synthetic title they lead the text */}
      {!syntheticTitle && <ArticleMeta />}
      {!syntheticTitle && <CopyMarkdown />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
