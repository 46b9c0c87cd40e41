/**
 * Test-only pages that fail on purpose, so that the browser suite proves the
 * error paths for real rather than with a mock (the approach of the
 * Docusaurus site's `_dogfooding/_pages tests/crashTest.tsx`); and a page
 * with a <CodeBlock> written in JSX, the one kind of code block the build
 * does not tokenize (src/plugins/code-highlighting), which no real page has.
 *
 * Loaded only when the build runs with `DOCS_CRASH_TEST=true` (see
 * docusaurus.config.ts); a real deploy never contains these routes.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {Feature} from '../features';

/** Route (under baseUrl) → component file in ./pages. */
export const CRASH_PAGES = {
  'tests/crash/layout': 'LayoutCrash',
  'tests/crash/root': 'RootCrash',
  'tests/crash/inline': 'InlineCrash',
  'tests/code-block-jsx': 'JsxCodeBlock',
} as const;

export default function crashTestPlugin(context: LoadContext): Plugin {
  return {
    name: 'crash-test',
    contentLoaded({actions}) {
      for (const [path, component] of Object.entries(CRASH_PAGES)) {
        actions.addRoute({
          path: `${context.baseUrl}${path}`,
          exact: true,
          component: `@site/src/plugins/crash-test/pages/${component}`,
        });
      }
    },
  };
}

export const crashTestFeature: Feature = {
  name: 'crash-test',
  plugins: [crashTestPlugin],
};
