import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme-init/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogPostItemType>;

/**
 * Wrapper: a post is searchable on its own page only. Lists, tag and author
 * pages repeat the posts' openings and would only crowd the results, so they
 * are not marked for src/plugins/search.
 */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) {
    return <BlogPostItem {...props} />;
  }
  return (
    <div data-search-body="">
      <BlogPostItem {...props} />
    </div>
  );
}
