import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import rules from '@generated/error-decoder/default/rules.json';

import {decode} from './decode';
import styles from './styles.module.css';

/** A meaning with its `code` parts as code, as the articles write them. */
function Meaning({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : part,
    );
}

/**
 * «Расшифровка ошибки» above the search results (src/plugins/error-decoder):
 * what the pasted text says, in one sentence per thing recognised (the
 * plugin or theme whose folder the error names among them), and the
 * section that fixes each. A chunk of its own with the rules; the search panel loads it only
 * for a query that looks like an error. Renders nothing when nothing is
 * recognised.
 */
export default function ErrorDecoder({
  text,
  onNavigate,
}: {
  text: string;
  onNavigate?: () => void;
}): ReactNode {
  const decoded = decode(text, rules);
  if (decoded.findings.length === 0) return null;
  return (
    <section
      className={styles.decoder}
      aria-labelledby="error-decoder-title"
      data-error-decoder="">
      <p id="error-decoder-title" className={styles.title}>
        Расшифровка ошибки
      </p>
      <ul className={styles.findings}>
        {decoded.findings.map(({rule, meaning, what}) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-culprit={
              rule.kind === 'plugin' ||
              rule.kind === 'theme' ||
              rule.kind === 'mu-plugin'
                ? what
                : undefined
            }>
            <Meaning text={meaning} />{' '}
            <Link
              to={rule.step.to}
              className={styles.step}
              onClick={() => onNavigate?.()}>
              Как исправить: {rule.step.section || rule.step.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
