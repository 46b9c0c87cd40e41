/**
 * Stands in for @docusaurus/theme-common 3.10.2 lib/utils/reactUtils.js in
 * the browser bundle (see ../index.ts). Everything is upstream's except
 * useShallowMemoObject, which sorts its keys without localeCompare.
 * Upstream's own file is imported through the alias
 * `@docusaurus-upstream/theme-common`, which ../index.ts points at
 * theme-common's lib folder (its exports map hides that file).
 */
import {useMemo} from 'react';

export {
  composeProviders,
  ReactContextError,
  useEvent,
  usePrevious,
} from '@docusaurus-upstream/theme-common/utils/reactUtils.js';

/**
 * Upstream's shallow memo of an object, its keys sorted by code unit: they
 * are property names, and String#localeCompare's first call builds an ICU
 * collator, 20–40 ms of main thread during the first render of every doc
 * page (the mobile sidebar and each code block call this).
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
