import type {ReactNode} from 'react';
import Noop from '@docusaurus/Noop';
import SearchBar from '@theme/SearchBar';

import styles from './styles.module.css';

/**
 * The home page's search entry: the same `@theme/SearchBar` as the navbar.
 * While no search theme is installed the classic theme's SearchBar is a Noop,
 * and an empty box would only confuse the reader, so nothing is rendered.
 */
export default function HomeSearch(): ReactNode {
  if ((SearchBar as unknown) === Noop) {
    return null;
  }
  return (
    <div className={styles.search}>
      <SearchBar />
    </div>
  );
}
