import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import SearchPanel from './components/Search/SearchPanel';

/**
 * /search?q=…: the same results as the search dialog, on a page of their
 * own, so that a search can be shared as a link. The query lives in the
 * address; the page is kept out of search engines and of the site's index.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query; it is read after hydration.
  const [query, setQuery] = useState('');

  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
    // Only on arrival: afterwards the box drives the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onQueryChange(next: string): void {
    setQuery(next);
    const search = next.trim() === '' ? '' : `?q=${encodeURIComponent(next)}`;
    history.replace({pathname: location.pathname, search});
  }

  return (
    <Layout
      title="Поиск"
      description="Поиск по статьям базы знаний: WordPress, OSPanel, Bootstrap Studio и плагины для WordPress.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Поиск по базе знаний</Heading>
            <SearchPanel
              query={query}
              onQueryChange={onQueryChange}
              autoFocus
            />
          </div>
        </div>
      </main>
    </Layout>
  );
}
