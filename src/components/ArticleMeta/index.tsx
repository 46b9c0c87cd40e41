import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CheckedWith from '@site/src/components/CheckedWith';
import PostDate from '@site/src/components/PostDate';

import styles from './styles.module.css';

/** A front matter string, or undefined when it is missing or blank. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The line under an article's title: «Проверено: …» (front matter
 * `checked_with`, `checked_against`; «(вышла 7.2, статья перепроверяется)»
 * from `release_notice`, which the build writes when src/data/releases.yml
 * knows a newer release, see src/data/releases.ts) and «Обновлено: 22 ноября 2026 г.», the
 * date the article's file last changed in git (`lastUpdatedAt`, see
 * src/data/gitHistory.ts). Either may be missing: the introduction has no
 * version, a build without git history has no dates.
 */
export default function ArticleMeta(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {
    checked_with: checkedWith,
    checked_against: checkedAgainst,
    release_notice: releaseNotice,
  } = frontMatter as {
    checked_with?: unknown;
    checked_against?: unknown;
    release_notice?: unknown;
  };
  const version = text(checkedWith);
  const {lastUpdatedAt} = metadata;
  if (!version && !lastUpdatedAt) {
    return null;
  }
  return (
    // Not searchable text: every article has it.
    <div className={styles.meta} data-search-ignore="">
      {version && (
        <CheckedWith
          version={version}
          against={text(checkedAgainst)}
          newer={text(releaseNotice)}
        />
      )}
      {lastUpdatedAt ? (
        <p className={styles.updated}>
          Обновлено: <PostDate date={new Date(lastUpdatedAt).toISOString()} />
        </p>
      ) : null}
    </div>
  );
}
