/**
 * Ejected from @docusaurus/core 3.10.2, lib/client/theme-fallback/Error.
 *
 * Why: this is the page of last resort, shown when a crash escapes the
 * theme's own error boundary (in a page component outside `<Layout>`, in the
 * navbar…). Upstream hard-codes English ("This page crashed", "Try again",
 * "Page Error") and says so ("Should we translate theme-fallback?"); no
 * config, CSS or translation file reaches it. The Russian texts reuse the
 * theme's translation ids, so they match the in-layout error page.
 *
 * Local changes are fenced with `LOCAL CHANGE` comments.
 */
import type {CSSProperties, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, {translate} from '@docusaurus/Translate';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// Not a public entry point, but the upstream component needs it: without a
// route context the classic theme's layout itself crashes here. See
// https://github.com/facebook/docusaurus/pull/9852
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

const displayStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100vh',
  width: '100%',
  maxWidth: '80ch',
  fontSize: '20px',
  margin: '0 auto',
  padding: '1rem',
};

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <div style={displayStyle} role="alert">
      {/* LOCAL CHANGE start: Russian title and button, theme's classes */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the last-resort page must not depend on theme components that may be what crashed */}
      <h1 style={{fontSize: '2.5rem'}}>
        <Translate id="theme.ErrorPageContent.title">
          На странице произошёл сбой.
        </Translate>
      </h1>
      <button
        type="button"
        className="button button--primary button--lg"
        onClick={tryAgain}>
        <Translate id="theme.ErrorPageContent.tryAgain">
          Попробуйте ещё раз
        </Translate>
      </button>
      {/* LOCAL CHANGE end */}
      <ErrorMessages error={error} />
    </div>
  );
}

function ErrorMessages({error}: {error: Error}): ReactNode {
  const causalChain = getErrorCausalChain(error);
  // LOCAL CHANGE start: Russian word for the cause
  const fullMessage = causalChain.map((e) => e.message).join('\n\nПричина:\n');
  // LOCAL CHANGE end
  return <p style={{whiteSpace: 'pre-wrap'}}>{fullMessage}</p>;
}

export default function Error({error, tryAgain}: Props): ReactNode {
  // Upstream: the layout can throw too, so it gets its own boundary, whose
  // fallback is the display alone.
  return (
    <RouteContextProvider
      value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary
        fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          {/* LOCAL CHANGE: Russian page title */}
          <title>
            {translate({
              id: 'theme.ErrorPage.title',
              message: 'Ошибка на странице',
              description: 'The title of the page shown after a crash',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
