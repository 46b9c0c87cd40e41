import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import SearchIcon from './SearchIcon';
// Its own small stylesheet: the dialog's styles load with the dialog.
import styles from './SearchButton.module.css';

// The dialog, the results and the engine loader form their own chunk: the
// pages' first-load JavaScript carries only this button.
const SearchModal = lazy(() => import('./SearchModal'));

/**
 * The buttons on the page (the navbar's, and the home page's second one) in
 * mounting order. One listener serves them all and opens the first, so the
 * shortcut never opens two dialogs.
 */
const openers: (() => void)[] = [];

function onShortcut(event: KeyboardEvent): void {
  if ((event.ctrlKey || event.metaKey) && event.code === 'KeyK') {
    event.preventDefault();
    openers[0]?.();
  }
}

function registerShortcut(opener: () => void): () => void {
  if (openers.length === 0) {
    window.addEventListener('keydown', onShortcut);
  }
  openers.push(opener);
  return () => {
    openers.splice(openers.indexOf(opener), 1);
    if (openers.length === 0) {
      window.removeEventListener('keydown', onShortcut);
    }
  };
}

/**
 * The search button of the navbar and the home page. Ctrl+K (⌘K on a Mac)
 * opens the same dialog; the K key is matched by its position, so the
 * shortcut works with the Russian layout on too (Ctrl+Л).
 */
export default function SearchButton(): ReactNode {
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    return registerShortcut(() => setOpen(true));
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label="Поиск по базе знаний"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}>
        <SearchIcon className={styles.buttonIcon} />
        <span className={styles.buttonLabel}>Поиск</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
