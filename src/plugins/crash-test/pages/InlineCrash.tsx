import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {crashOnce} from './crash';

function Part(): ReactNode {
  crashOnce('inline', useIsBrowser());
  return <p>Блок загрузился.</p>;
}

/**
 * A part of a page fails: the theme's inline fallback (the red box with the
 * error text and a retry button) replaces that part only.
 */
export default function InlineCrash(): ReactNode {
  return (
    <Layout title="Проверка: сбой части страницы">
      <main className="container margin-vert--lg">
        <Heading as="h1">Проверка: сбой части страницы</Heading>
        <p>Этот абзац остаётся на месте, даже когда блок ниже падает.</p>
        <ErrorBoundary
          fallback={(params) => (
            <ErrorBoundaryErrorMessageFallback {...params} />
          )}>
          <Part />
        </ErrorBoundary>
      </main>
    </Layout>
  );
}
