import {useEffect, useRef, type RefObject} from 'react';

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
