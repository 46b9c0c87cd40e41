import type {ReactNode} from 'react';

import SearchButton from '../../components/Search/SearchButton';

/**
 * The navbar's search slot (and the home page's, through HomeSearch): the
 * offline search. An Algolia build (ALGOLIA_* variables, see
 * docusaurus.config.ts) leaves this plugin out, and theme-search-algolia's
 * SearchBar takes the slot.
 */
export default function SearchBar(): ReactNode {
  return <SearchButton />;
}
