import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Provider} from '@site/src/data/provider';

import {mailtoHref, type SupportMessage as Message} from './message';
import styles from './styles.module.css';

type Props = {
  message: Message;
  /** The sentence that leads to the two ways of writing. */
  children: ReactNode;
};

/**
 * A prepared message to support, two ways to send it, both the reader's
 * own: a `mailto:` link with the subject and text filled in, or the client
 * area's ticket page with the same text to copy (read-only, a «Скопировать
 * текст» button, «Скопировано» announced). The addresses come from the
 * provider module (`supportEmail`, `ticketUrl`). The page sends nothing and
 * stores nothing.
 */
export default function SupportMessage({message, children}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const provider = siteConfig.customFields!.provider as Provider;
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');

  // A new text has not been copied yet.
  useEffect(() => setStatus(''), [message.body]);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(message.body);
      setStatus('Скопировано');
    } catch {
      // No clipboard access (permission, an old browser): the text is
      // selected for the reader to copy.
      area.current?.select();
      setStatus('Не удалось скопировать: текст выделен, нажмите Ctrl+C');
    }
  }

  return (
    <div className={styles.message}>
      <p>{children}</p>
      <ul className={styles.ways}>
        <li>
          {/* Opens the reader's mail program, without an empty tab. */}
          <Link
            href={mailtoHref(provider.supportEmail, message)}
            target="_self">
            Написать письмо на {provider.supportEmail}
          </Link>
        </li>
        <li>
          {/* A new tab: the article and the text to copy stay open. */}
          <Link href={provider.ticketUrl}>
            Создать обращение в личном кабинете
          </Link>{' '}
          и вставить в него этот текст:
        </li>
      </ul>
      <label className={styles.label} htmlFor={id}>
        Текст обращения
      </label>
      <textarea
        ref={area}
        id={id}
        className={styles.text}
        readOnly
        rows={message.body.split('\n').length}
        value={message.body}
      />
      <p className={styles.copy}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => void copy()}>
          Скопировать текст
        </button>
        <span role="status">{status}</span>
      </p>
    </div>
  );
}
