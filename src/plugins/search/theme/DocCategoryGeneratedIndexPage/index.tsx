import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/**
 * Wrapper: a section's index (its title, description and article cards) is
 * searchable, so a reader who types a section's topic finds its index.
 * `data-search-body` marks it for src/plugins/search.
 */
export default function DocCategoryGeneratedIndexPageWrapper(
  props: Props,
): ReactNode {
  return (
    // A section index repeats the titles and descriptions of all its
    // articles; at full weight it would outrank the articles themselves.
    <div data-search-body="" data-search-weight="0.3">
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
