/**
 * Stands in for @docusaurus/theme-common 3.10.2 lib/hooks/useWindowSize.js
 * in the browser bundle (see ../index.ts). Upstream's, except that the
 * first size after hydration is set in a transition.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const windowSizes = {
  desktop: 'desktop',
  mobile: 'mobile',
  ssr: 'ssr',
} as const;

type WindowSize = keyof typeof windowSizes;

// Note: this value is also hardcoded in Infima
// Both JS and CSS must have the same value
// Updating this JS value alone is not enough
// See https://github.com/facebook/docusaurus/issues/9603
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error(
      'getWindowSize() should only be called after React hydration',
    );
  }
  return window.innerWidth > desktopBreakpoint
    ? windowSizes.desktop
    : windowSizes.mobile;
}

export function useWindowSize({
  desktopBreakpoint = DesktopBreakpoint,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>(
    () =>
      // super important to return a constant value to avoid hydration mismatch
      // see https://github.com/facebook/docusaurus/issues/9379
      'ssr',
  );
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    // From «ssr» to the real size swaps the sidebar and the table of
    // contents for their mobile forms on a phone: as a transition React
    // renders that in slices, not in one long task after hydration.
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
