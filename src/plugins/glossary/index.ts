/**
 * The glossary (README.md here): the terms (./terms.ts), the remark plugin
 * that marks a term's first use in an article and writes the glossary into
 * the introduction (./remark.ts), the popup (./theme/GlossaryTerm) and its
 * browser code (./client.ts).
 *
 * The definitions are rendered by the server only: in the browser bundle
 * an import of ./definitions.ts from ./theme becomes
 * ./definitions.browser.ts (empty), so an article's scripts carry the words
 * it marks, not what they mean, and the introduction's script not the
 * glossary's text.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

const themePath = path.join(__dirname, 'theme');
const browserDefinitions = path.join(__dirname, 'definitions.browser.ts');

export default function glossaryPlugin(): Plugin {
  return {
    name: 'glossary',
    getThemePath() {
      return themePath;
    },
    getTypeScriptThemePath() {
      return themePath;
    },
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /\/definitions$/,
            (resolveData: {context: string; request: string}) => {
              if (resolveData.context.startsWith(themePath)) {
                resolveData.request = browserDefinitions;
              }
            },
          ),
        ],
      };
    },
  };
}
