import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

/**
 * Wrapper: upstream gives the author list no description; this one says
 * what the page offers. The later PageMetadata wins in react-helmet.
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata description="Кто пишет блог базы знаний: инженеры поддержки и редакция. Откройте автора, чтобы увидеть все его записи." />
    </>
  );
}
