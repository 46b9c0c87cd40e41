import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import SupportMessage from '@site/src/components/SupportMessage';
import {searchMessage} from '@site/src/components/SupportMessage/message';
import {looksLikeError} from '@site/src/components/ErrorDecoder/looksLikeError';

import {loadEngine, searchSite, type Hit, type Outcome} from './engine';
import {highlight} from './highlight';
import SearchIcon from './SearchIcon';
import {
  browserStorage,
  readRecent,
  rememberRecent,
  type Recent,
} from './recentSearches';
import styles from './styles.module.css';

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/** «Расшифровка ошибки»: its rules and code load for an error-like query only. */
const ErrorDecoder = lazy(() => import('@site/src/components/ErrorDecoder'));

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  /** Called after a result was opened (the modal closes itself). */
  onNavigate?: () => void;
  /** Called on Escape (the modal closes; the page clears the box). */
  onEscape?: () => void;
  autoFocus?: boolean;
  /** The modal links to the full results page; the page is that page. */
  showPageLink?: boolean;
};

const EXAMPLES = ['письма не приходят', 'отладка', 'HOSTS', 'Contact Form 7'];

/**
 * The search box and its results, shared by the navbar's modal and the
 * /search page. The box is a combobox that owns a listbox of results:
 * ↑/↓ move through them, Enter opens one, Escape leaves.
 */
export default function SearchPanel({
  query,
  onQueryChange,
  onNavigate,
  onEscape,
  autoFocus = false,
  showPageLink = false,
}: Props): ReactNode {
  const {
    siteConfig: {baseUrl, url: siteUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const id = useId();
  const listId = `${id}-results`;
  const engine = useRef<Engine | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(
    'loading',
  );
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<Recent[]>([]);

  useEffect(() => {
    setRecent(readRecent(browserStorage()));
  }, []);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadEngine(baseUrl).then(
      (loaded) => {
        if (live) {
          engine.current = loaded;
          setStatus('ready');
        }
      },
      (error: unknown) => {
        console.warn('Поиск: не удалось загрузить индекс', error);
        if (live) {
          setStatus('error');
        }
      },
    );
    return () => {
      live = false;
    };
  }, [baseUrl, attempt]);

  useEffect(() => {
    if (status !== 'ready' || engine.current === null) {
      return undefined;
    }
    let live = true;
    searchSite(engine.current, query).then((result) => {
      if (live) {
        setOutcome(result);
        setActive(result.hits.length > 0 ? 0 : -1);
      }
    });
    return () => {
      live = false;
    };
  }, [query, status]);

  useEffect(() => {
    if (autoFocus) {
      input.current?.focus();
    }
  }, [autoFocus]);

  const typed = query.trim();
  const showRecent = typed === '' && recent.length > 0;
  const options: Hit[] = showRecent
    ? recent.map(({title, url}) => ({
        title,
        url,
        section: null,
        excerpt: '',
        terms: [],
      }))
    : typed !== '' && outcome !== null
      ? outcome.hits
      : [];
  const current = outcome !== null && outcome.query === query;
  const searched = outcome?.searched ?? typed;

  function open(hit: Hit): void {
    if (!showRecent) {
      setRecent(
        rememberRecent(browserStorage(), {
          query: searched,
          title: hit.title,
          url: hit.url,
        }),
      );
    }
    onNavigate?.();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      const hit = options[active];
      if (hit) {
        event.preventDefault();
        open(hit);
        history.push(hit.url);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (onEscape) {
        onEscape();
      } else {
        onQueryChange('');
      }
    }
  }

  useEffect(() => {
    if (active >= 0) {
      document
        .getElementById(`${listId}-${active}`)
        ?.scrollIntoView({block: 'nearest'});
    }
  }, [active, listId]);

  const activeId = active >= 0 ? `${listId}-${active}` : undefined;
  let message: ReactNode = null;
  if (status === 'error') {
    message = (
      <div className={styles.message}>
        <p>Не удалось загрузить поиск. Проверьте подключение к интернету.</p>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => setAttempt((count) => count + 1)}>
          Повторить
        </button>
      </div>
    );
  } else if (typed === '' && !showRecent) {
    message = (
      <p className={styles.message}>
        Введите вопрос или текст ошибки, например:{' '}
        {EXAMPLES.map((example, index) => (
          <span key={example}>
            {index > 0 && ', '}
            <button
              type="button"
              className={styles.example}
              onClick={() => onQueryChange(example)}>
              {example}
            </button>
          </span>
        ))}
        .
      </p>
    );
  } else if (typed !== '' && current && options.length === 0) {
    message = (
      <div className={styles.message}>
        <p className={styles.empty}>Ничего не найдено по запросу «{typed}».</p>
        <p>
          Проверьте написание или сократите запрос до одного-двух главных слов,
          например «плагин» вместо «как установить новый плагин».
        </p>
        {/* The same prepared message as «Статья помогла? — Нет». */}
        <SupportMessage
          message={searchMessage({
            query: typed,
            url: `${siteUrl}${baseUrl}search?q=${encodeURIComponent(typed)}`,
          })}>
          Не нашли ответ? Напишите в службу поддержки — текст с вашим запросом
          уже готов:
        </SupportMessage>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.box}>
        <SearchIcon className={styles.icon} />
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Поиск по базе знаний"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Например: письма не приходят"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {status === 'loading' && (
          <span className={styles.loading}>Загрузка…</span>
        )}
      </div>

      <p className={styles.srOnly} aria-live="polite" role="status">
        {typed === ''
          ? ''
          : current
            ? options.length > 0
              ? `Найдено результатов: ${options.length}`
              : 'Ничего не найдено'
            : ''}
      </p>

      {typed !== '' && looksLikeError(typed) && (
        <Suspense fallback={null}>
          <ErrorDecoder text={typed} onNavigate={onNavigate} />
        </Suspense>
      )}

      {showRecent && <p className={styles.heading}>Недавние</p>}
      {outcome?.partial && typed !== '' && current && (
        <p className={styles.switched}>
          Ни на одной странице нет всех слов запроса. Показаны страницы, где
          есть большинство из них.
        </p>
      )}
      {outcome?.switched && typed !== '' && current && (
        <p className={styles.switched}>
          Показаны результаты для «{outcome.searched}»: похоже, запрос набран в
          другой раскладке клавиатуры.
        </p>
      )}

      <ul
        id={listId}
        role="listbox"
        aria-label={showRecent ? 'Недавние запросы' : 'Результаты поиска'}
        className={styles.results}
        data-search-results=""
        data-query={current ? query : undefined}>
        {options.map((hit, index) => (
          // The link itself is the option: an option may not hold a
          // focusable element (axe: nested-interactive), and a link may take
          // the option role.
          <li
            key={hit.url}
            role="presentation"
            className={clsx(
              styles.result,
              index === active && styles.resultActive,
            )}
            onMouseMove={() => setActive(index)}>
            <Link
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              to={hit.url}
              // The index stores full paths, base URL included (/kb/docs/…).
              autoAddBaseUrl={false}
              tabIndex={-1}
              className={styles.link}
              onClick={() => open(hit)}>
              <span className={styles.title}>
                {highlight(hit.title, hit.terms)}
              </span>
              {hit.section && (
                <span className={styles.section}>
                  {highlight(hit.section, hit.terms)}
                </span>
              )}
              {hit.excerpt && (
                <span
                  className={styles.excerpt}
                  // The engine's excerpt: escaped page text with <mark> tags.
                  dangerouslySetInnerHTML={{__html: hit.excerpt}}
                />
              )}
            </Link>
          </li>
        ))}
      </ul>

      {message}

      {showPageLink && typed !== '' && (
        <p className={styles.pageLink}>
          <Link
            to={`/search?q=${encodeURIComponent(typed)}`}
            onClick={() => onNavigate?.()}>
            Открыть результаты на отдельной странице
          </Link>
        </p>
      )}
    </div>
  );
}
