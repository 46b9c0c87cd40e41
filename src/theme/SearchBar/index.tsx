import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

import SearchButton from '@site/src/components/Search/SearchButton';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Wrapper: the navbar's search slot. By default it is the site's offline
 * search (src/components/Search). When the build was configured for Algolia
 * DocSearch (ALGOLIA_* variables, see docusaurus.config.ts) the preset adds
 * theme-search-algolia, and this renders its SearchBar unchanged.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.themeConfig.algolia) {
    return <SearchBar {...props} />;
  }
  return <SearchButton />;
}
