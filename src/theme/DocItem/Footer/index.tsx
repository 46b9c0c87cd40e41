/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/DocItem/Footer.
 *
 * Why: the end of every article asks «Статья помогла?»
 * (src/components/ArticleFeedback), and upstream's edit-and-date row
 * (`EditMetaRow`: «Последнее обновление …», «Отредактировать эту страницу»)
 * goes. The date is shown once, under the title («Обновлено»,
 * src/components/ArticleMeta), and the site sets no `editUrl`. A wrapper
 * would keep upstream's row and show the date twice. If the site ever sets
 * `editUrl`, bring `EditMetaRow` back here with `lastUpdatedAt` left out.
 *
 * Local changes are fenced with `LOCAL CHANGE` comments.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';

// LOCAL CHANGE start
import ArticleFeedback from '@site/src/components/ArticleFeedback';
// LOCAL CHANGE end

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  // LOCAL CHANGE: only the tags; no edit link, no second date.
  const {tags} = metadata;
  const canDisplayTagsRow = tags.length > 0;
  return (
    // LOCAL CHANGE: always there, for the question at its end.
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {canDisplayTagsRow && (
        <div
          className={clsx(
            'row margin-top--sm',
            ThemeClassNames.docs.docFooterTagsRow,
          )}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {/* LOCAL CHANGE: «Статья помогла?» instead of EditMetaRow; asked
          afresh on each article, also after a client-side navigation. */}
      <ArticleFeedback key={metadata.permalink} />
    </footer>
  );
}
