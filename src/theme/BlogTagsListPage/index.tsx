import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

/**
 * Wrapper: upstream gives the tag list no description, so search engines
 * and link previews had none. The later PageMetadata wins in react-helmet.
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata description="Все темы блога базы знаний: выберите тег, чтобы прочитать только записи о нём — для новичков, о базе знаний и о сообществе клиентов." />
    </>
  );
}
