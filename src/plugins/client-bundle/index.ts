/**
 * Changes to what the browser bundle runs, each measured on this site
 * (`npm run bench:lighthouse`, `npm run bench`):
 *
 * - theme-common's useShallowMemoObject sorts with String#localeCompare;
 *   its first call builds an ICU collator, 20–40 ms of main thread (80–160
 *   ms under Lighthouse's 4× CPU slowdown) inside the first render of every
 *   doc page. Its module is swapped for ./reactUtils.ts, the same but for
 *   that sort. tests/e2e/layout.spec.ts checks that loading a page calls
 *   localeCompare nowhere.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** theme-common imports it as './reactUtils', '../utils/reactUtils', … */
const REACT_UTILS_REQUEST = /(^|\/)reactUtils$/;

export default function clientBundlePlugin(): Plugin {
  const themeCommonLib = path.dirname(
    require.resolve('@docusaurus/theme-common'),
  );
  const shim = path.join(__dirname, 'reactUtils.ts');
  return {
    name: 'client-bundle',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            REACT_UTILS_REQUEST,
            (resolveData: {context: string; request: string}) => {
              if (resolveData.context.startsWith(themeCommonLib)) {
                resolveData.request = shim;
              }
            },
          ),
        ],
      };
    },
  };
}
