import type {ReactNode} from 'react';

import definitions from '../../definitions';
import './styles.css';

type Props = {
  /** The id of the term in src/data/glossary.yml. */
  term: string;
  /** The word as the article writes it. */
  children: ReactNode;
};

/**
 * A term's first use in an article (src/plugins/glossary/remark.ts): the
 * word, focusable, and its definition in a popup that CSS shows on hover,
 * on focus and on a tap (WCAG 1.4.13; ../../client.ts adds Escape). The
 * popup is positioned absolutely: showing it moves no text.
 *
 * The definition is HTML of the server's page only: in the browser the
 * definitions module is empty (../../definitions.browser.ts), and React
 * keeps the server's content of an element it gets as inner HTML. Not
 * searchable text (`data-search-ignore`), and not printed. Kept small:
 * it is in the first-load script of every article (./styles.css selects
 * the word and the popup by attribute, so no class names travel).
 */
export default function GlossaryTerm({term, children}: Props): ReactNode {
  const tip = `glossary-tip-${term}`;
  return (
    <span data-glossary="">
      <span tabIndex={0} aria-describedby={tip}>
        {children}
      </span>
      <span
        id={tip}
        role="tooltip"
        data-glossary-tip={term}
        data-search-ignore=""
        data-noprint=""
        dangerouslySetInnerHTML={{__html: definitions[term] ?? ''}}
      />
    </span>
  );
}
