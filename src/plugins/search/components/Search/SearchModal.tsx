import {useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import SearchPanel from './SearchPanel';
import styles from './styles.module.css';

type Props = {onClose: () => void};

const FOCUSABLE =
  'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/**
 * The search dialog the navbar button and Ctrl/⌘+K open. It is loaded only
 * then (React.lazy in src/theme/SearchBar), with the engine it starts.
 */
export default function SearchModal({onClose}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Tab stays inside the dialog while it is open.
  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Tab' || dialog.current === null) {
      return;
    }
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE),
    ].filter((element) => element.tabIndex >= 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          onClose();
        }
      }}>
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-label="Поиск по базе знаний"
        onKeyDown={onKeyDown}>
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          onNavigate={onClose}
          onEscape={onClose}
          autoFocus
          showPageLink
        />
        {/* A div, not <footer>: outside the page's sections a footer is a
            contentinfo landmark, a second one beside the site's (axe). */}
        <div className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> выбрать
          </span>
          <span>
            <kbd>Enter</kbd> открыть
          </span>
          <span>
            <kbd>Esc</kbd> закрыть
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label="Закрыть поиск"
            onClick={onClose}>
            Закрыть
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
