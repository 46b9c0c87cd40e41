import {useRef, useState, type ComponentType, type ReactNode} from 'react';

import Heading from '@theme/Heading';

import styles from './styles.module.css';

/**
 * «Статья помогла?» at the end of every article (src/theme/DocItem/Footer).
 * «Да» thanks the reader; «Нет» asks what was wrong and offers a prepared
 * message to support (./Details, loaded on that click: every doc page
 * carries only this small part). Nothing is sent or stored: the answer
 * lives in this component's state until the reader leaves the page.
 */
export default function ArticleFeedback(): ReactNode {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [Details, setDetails] = useState<ComponentType | null>(null);
  const section = useRef<HTMLElement>(null);

  function yes(): void {
    setAnswer('yes');
    // The button goes away; the reader stays at the question, and the
    // status line below it says thanks.
    section.current?.focus();
  }

  function no(): void {
    setAnswer('no');
    import('./Details').then(
      ({default: loaded}) => setDetails(() => loaded),
      // Not loaded (offline): the question again, rather than nothing.
      () => setAnswer(null),
    );
  }

  return (
    <section
      ref={section}
      tabIndex={-1}
      className={styles.feedback}
      aria-label="Статья помогла?"
      data-noprint="">
      {/* No id: a heading of the page, not an anchor of the article. */}
      <Heading as="h2" className={styles.question}>
        Статья помогла?
      </Heading>
      {answer === null && (
        <p className={styles.answers}>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={yes}>
            Да
          </button>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={no}>
            Нет
          </button>
        </p>
      )}
      <p role="status" className={styles.thanks}>
        {answer === 'yes' ? 'Спасибо! Рады, что статья помогла.' : ''}
      </p>
      {answer === 'no' && Details && <Details />}
    </section>
  );
}
