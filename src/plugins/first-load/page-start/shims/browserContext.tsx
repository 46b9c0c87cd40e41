/**
 * Stands in for @docusaurus/core 3.10.2 lib/client/browserContext.js in the
 * browser bundle (see ../index.ts). Upstream's, except that the switch to
 * `isBrowser = true` after hydration is a transition.
 */
import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Every user of useIsBrowser re-renders: as a transition React does it
    // in slices between frames, not in one long task after hydration.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
