import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * «Проверено: Open Server Panel 6.x» under an article's title: the product
 * version the steps were checked against, from the `checked_with` front
 * matter (required for articles by the content checks).
 */
export default function CheckedWith({version}: {version: string}): ReactNode {
  return (
    // Not searchable text: every article has one.
    <p className={styles.badge} data-pagefind-ignore="">
      <span className={styles.label}>Проверено:</span> {version}
    </p>
  );
}
