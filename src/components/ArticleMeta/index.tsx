import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import CheckedWith from '@site/src/components/CheckedWith';
import PostDate from '@site/src/components/PostDate';
import {releaseNotice, type Release} from '@site/src/data/releases';

import styles from './styles.module.css';

/** A front matter string, or undefined when it is missing or blank. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The line under an article's title: «Проверено: …» (front matter
 * `checked_with`, `checked_against`; «(вышла 7.2, статья перепроверяется)»
 * when src/data/releases.yml knows a newer release) and «Обновлено: 22 ноября 2026 г.», the
 * date the article's file last changed in git (`lastUpdatedAt`, see
 * src/data/gitHistory.ts). Either may be missing: the introduction has no
 * version, a build without git history has no dates.
 */
export default function ArticleMeta(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const releases = siteConfig.customFields!.releases as Release[];
  const {checked_with: checkedWith, checked_against: checkedAgainst} =
    frontMatter as {checked_with?: unknown; checked_against?: unknown};
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
          newer={releaseNotice(version, releases)}
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
