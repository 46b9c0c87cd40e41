import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import articles from '@generated/search/default/articles.json';

import {
  addressWords,
  matchArticles,
  notFoundQueries,
  pickSuggestions,
  type Suggestion,
} from '../../notFound';
import {loadEngine, searchSite} from '../Search/engine';
import styles from './styles.module.css';

/**
 * Below the not-found page's texts: up to three articles found from the
 * words of the dead address, transliteration undone (../../notFound.ts):
 * first those whose file name has the words, then the site search's.
 * Loaded by the not-found page (../../theme/NotFound/Content) when it is
 * shown. Nothing found, or the index cannot be read: nothing is shown.
 */
export default function NotFoundSuggestions(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [found, setFound] = useState<Suggestion[]>([]);

  useEffect(() => {
    const {baseUrl} = siteConfig;
    const words = addressWords(window.location.pathname, baseUrl);
    const queries = notFoundQueries(words);
    if (queries.length === 0) return undefined;
    let live = true;
    // An article whose file name has the address's words first (a moved
    // article), then what the site search finds for them.
    const named = matchArticles(words, articles, baseUrl);
    const bySearch = loadEngine(baseUrl)
      .then((engine) =>
        Promise.all(queries.map((query) => searchSite(engine, query))),
      )
      .then(
        (outcomes) => outcomes.map((outcome) => outcome.hits),
        () => [],
      );
    void bySearch.then((searched) => {
      if (live) setFound(pickSuggestions([named, ...searched], baseUrl));
    });
    return () => {
      live = false;
    };
  }, [siteConfig]);

  return (
    <div className="container">
      <div className="row">
        <div className={clsx('col col--6 col--offset-3', styles.place)}>
          {found.length > 0 && (
            <section aria-labelledby="not-found-suggestions">
              <Heading
                as="h2"
                id="not-found-suggestions"
                className={styles.title}>
                Возможно, вы искали
              </Heading>
              <ul>
                {found.map(({url, title}) => (
                  <li key={url}>
                    <Link to={url}>{title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
