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
 * glossary's text. If no import is replaced (a file renamed), the build
 * stops (../patches.ts) rather than ship the definitions to every article.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {PatchesApplied, type Patch} from '../patches';

const BROWSER_DEFINITIONS: Patch = {
  plugin: 'glossary',
  name: 'browser stand-in for ./definitions',
  see: 'src/plugins/glossary/README.md «The definitions are not in the scripts»',
};

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
      const applied = new PatchesApplied();
      return {
        plugins: [
          applied.replacement(
            currentBundler.instance,
            /\/definitions$/,
            [BROWSER_DEFINITIONS],
            ({context}) =>
              context.startsWith(themePath)
                ? {patch: BROWSER_DEFINITIONS, request: browserDefinitions}
                : undefined,
          ),
          applied.plugin(),
        ],
      };
    },
  };
}
