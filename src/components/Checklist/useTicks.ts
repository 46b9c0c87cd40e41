import {useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';

import {checklistKey, readTicks, writeTicks} from './storage';

export type Ticks = {
  ticks: ReadonlySet<string>;
  /** Whether the page has come to life: the boxes work from then on. */
  ready: boolean;
  /** False when the browser refuses storage: the ticks are not kept. */
  kept: boolean;
  toggle: (item: string) => void;
  reset: () => void;
};

/**
 * The ticks of one list of `items` on this page, kept in the browser
 * (./storage.ts). Read after the first render, so that the server's HTML
 * and the first render in the browser match.
 */
export function useTicks(items: readonly string[]): Ticks {
  const {pathname} = useLocation();
  const key = checklistKey(pathname, items);
  const [ticks, setTicks] = useState<ReadonlySet<string>>(new Set());
  const [ready, setReady] = useState(false);
  const [kept, setKept] = useState(true);

  useEffect(() => {
    const saved = readTicks(key, items);
    setTicks(saved ?? new Set());
    setKept(saved !== null);
    setReady(true);
    // The items are part of the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const save = useCallback(
    (next: ReadonlySet<string>) => {
      setTicks(next);
      setKept(writeTicks(key, next));
    },
    [key],
  );

  return {
    ticks,
    ready,
    kept,
    toggle: (item) => {
      const next = new Set(ticks);
      if (next.has(item)) next.delete(item);
      else next.add(item);
      save(next);
    },
    reset: () => save(new Set()),
  };
}
