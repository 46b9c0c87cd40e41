import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';

import styles from './styles.module.css';

/**
 * Wrapper: the table of contents becomes a navigation landmark, «На этой
 * странице», so screen-reader users can jump to it; on blog posts it
 * otherwise stood outside every landmark (axe: region). The <nav> takes
 * no box of its own (display: contents), so the list stays sticky.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav className={styles.landmark} aria-label="На этой странице">
      <TOC {...props} />
    </nav>
  );
}
