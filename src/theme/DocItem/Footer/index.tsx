/**
 * Wraps theme-classic's DocItem/Footer: «Статья помогла?»
 * (src/components/ArticleFeedback) after the end of every article.
 *
 * Upstream's footer stays as it is (the tags row); its edit-and-date row is
 * ../../EditMetaRow, which renders nothing: the date is shown once, under
 * the title («Обновлено», src/components/ArticleMeta), and the site sets
 * no `editUrl`. The question is asked afresh on each article, also after a
 * client-side navigation: each doc is a route of its own, so React mounts
 * the article, and this widget, anew.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';

import ArticleFeedback from '@site/src/components/ArticleFeedback';

export default function DocItemFooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <ArticleFeedback />
    </>
  );
}
