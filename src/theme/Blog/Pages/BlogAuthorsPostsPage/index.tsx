import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

/**
 * Wrapper: upstream gives an author's page no description; it takes the
 * author's own from blog/authors.yml, or says whose posts these are.
 */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata
        description={
          author.description ??
          `Все записи автора «${author.name ?? author.key}» в блоге базы знаний.`
        }
      />
    </>
  );
}
