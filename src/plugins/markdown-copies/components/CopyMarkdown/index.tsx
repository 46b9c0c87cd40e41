import {useState, type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Fetches the page's own Markdown copy (same origin, written by the build
 * beside the page: `/docs/intro` → `/docs/intro.md`) and puts it on the
 * clipboard. The clipboard is asked at once, with the text as a promise,
 * so that browsers which want the write inside the click (Safari) allow it;
 * where ClipboardItem is missing, the text is written when it arrives.
 */
async function copyMarkdown(): Promise<boolean> {
  const text = fetch(`${location.pathname.replace(/\/$/, '')}.md`).then(
    (response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    },
  );
  try {
    await (typeof ClipboardItem === 'function'
      ? navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'})),
          }),
        ])
      : navigator.clipboard.writeText(await text));
    return true;
  } catch {
    return false;
  }
}

/**
 * «Скопировать как Markdown» beside the «Проверено» badge of every article
 * (src/theme/DocItem/Content). The result is announced by a live region
 * that is in the page from the start; hidden in print (`data-noprint`) and
 * left out of the search index.
 * Kept small on purpose: it is part of every article's first-load JS.
 */
export default function CopyMarkdown(): ReactNode {
  const [status, setStatus] = useState('');
  return (
    <span className={styles.copy} data-noprint="" data-search-ignore="">
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          // Cleared first, so that a second copy is announced again.
          setStatus('');
          void copyMarkdown().then((done) =>
            setStatus(done ? 'Скопировано' : 'Не удалось скопировать Markdown'),
          );
        }}>
        Скопировать как Markdown
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}
