import type {ReactNode} from 'react';
import SearchBar from '@theme/SearchBar';

import styles from './styles.module.css';

/**
 * The home page's search entry: the same `@theme/SearchBar` as the navbar
 * (the offline search, or Algolia DocSearch in an Algolia build), so both
 * open the same dialog and share the reader's recent searches.
 */
export default function HomeSearch(): ReactNode {
  return (
    <div className={styles.search}>
      <SearchBar />
    </div>
  );
}
