import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Content from '@theme-init/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const Suggestions = lazy(
  () => import('../../../components/NotFoundSuggestions'),
);

/**
 * Wrapper: the not-found page keeps its texts (i18n/ru/code.json,
 * theme.NotFound.*) and gets, below them, the articles found from the words
 * of the dead address (../../../components/NotFoundSuggestions). The docs'
 * layout renders this component for a path under /docs/ that matches no
 * article, so it is in the scripts of every doc page: it stays this small,
 * and the suggestions with the search engine they use are a chunk of their
 * own, loaded only where a not-found page is rendered, after hydration; the
 * room they take is kept from the first paint.
 * Part of the offline search: with Algolia this folder is not in the build.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  // The suggestions mount after hydration, never into it: a lazy component
  // whose chunk is still loading while the docs' layout updates its
  // contexts (the window size, the sidebar) makes React drop the server's
  // HTML with error #421 in the console. Until then their room is kept.
  return (
    <>
      <Content {...props} />
      {useIsBrowser() ? (
        <Suspense fallback={<div className={styles.room} />}>
          <Suggestions />
        </Suspense>
      ) : (
        <div className={styles.room} />
      )}
    </>
  );
}
