import type {ReactNode} from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import MDXContent from '@theme-init/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MDXContentType>;

/**
 * Wrapper: Markdown pages of src/pages (e.g. /markdown-page) are searchable.
 * Docs and blog posts are marked by their own components; this marks only
 * the pages plugin's content for src/plugins/search.
 */
export default function MDXContentWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  if (plugin.name !== 'docusaurus-plugin-content-pages') {
    return <MDXContent {...props} />;
  }
  return (
    <div data-search-body="">
      <MDXContent {...props} />
    </div>
  );
}
