import type {ReactNode} from 'react';

import styles from './styles.module.css';

type Props = {
  /** Front matter `checked_with`: the product and version, «WordPress 7.1». */
  version: string;
  /**
   * Front matter `checked_against`: what the article was checked against
   * when the product itself could not be (Bootstrap Studio's interface has
   * no public source). Without it the badge claims a check in the product.
   */
  against?: string;
  /**
   * «вышла 7.2, статья перепроверяется» when src/data/releases.yml knows a
   * newer release than the badge names (src/data/releases.ts).
   */
  newer?: string | null;
};

/**
 * The badge under an article's title (in src/components/ArticleMeta). «Проверено: WordPress 7.1» means the
 * steps were checked in the product itself: its source, its translation
 * files or a running copy. Where only other material exists, the badge says
 * «Не проверено в программе» and names that material.
 */
export default function CheckedWith({
  version,
  against,
  newer,
}: Props): ReactNode {
  return (
    <p className={styles.badge}>
      {against ? (
        <>
          <span className={styles.label}>Не проверено в программе.</span>{' '}
          Сверено с: {against} ({version})
        </>
      ) : (
        <>
          <span className={styles.label}>Проверено:</span> {version}
        </>
      )}
      {newer ? (
        <>
          {' '}
          <span className={styles.newer} data-release-notice="">
            ({newer})
          </span>
        </>
      ) : null}
    </p>
  );
}
