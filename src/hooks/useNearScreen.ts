import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Calls `onNear` once, when the element comes within 300 px of the screen:
 * when a tool of a page (the home page's guide, an article's generator)
 * loads its own chunk. Without IntersectionObserver, never: the tool then
 * loads on the reader's first use.
 */
export default function useNearScreen(
  ref: RefObject<Element | null>,
  onNear: () => void,
): void {
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      {rootMargin: '300px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * A tool's chunk, loaded when `ref` comes near the screen (or on `load()`,
 * the reader's first use): the loaded value, or that loading failed.
 */
export function useChunkNearScreen<T>(
  ref: RefObject<Element | null>,
  loader: () => Promise<T>,
): {loaded: T | null; failed: boolean; load: () => void} {
  const [loaded, setLoaded] = useState<{value: T} | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const load = (): void => {
    if (started.current) return;
    started.current = true;
    loader().then(
      (value) => setLoaded({value}),
      () => {
        started.current = false;
        setFailed(true);
      },
    );
  };
  useNearScreen(ref, load);
  return {loaded: loaded?.value ?? null, failed, load};
}
