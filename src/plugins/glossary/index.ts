/**
 * The glossary (README.md here): the terms (src/data/glossary.yml, read by
 * ./data.ts), the remark plugin
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

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {Feature} from '../features';
import {PatchesApplied, type Patch} from '../patches';
import {readGlossary} from './data';
import remarkGlossary from './remark';

const BROWSER_DEFINITIONS: Patch = {
  plugin: 'glossary',
  name: 'browser stand-in for ./definitions',
  see: 'src/plugins/glossary/README.md «The definitions are not in the scripts»',
};

const themePath = path.join(__dirname, 'theme');
const browserDefinitions = path.join(__dirname, 'definitions.browser.ts');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default function glossaryPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'glossary',
    // The definitions by id for ./definitions.ts, which imports them as
    // `@generated/glossary/default/definitions.json`. The data's problems
    // stop the build in ./remark.ts, which names the file's lines.
    async contentLoaded({actions}) {
      const definitions = Object.fromEntries(
        readGlossary(siteDir).map(({id, definition}) => [
          id,
          escapeHtml(definition),
        ]),
      );
      await actions.createData('definitions.json', JSON.stringify(definitions));
    },
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

export const glossaryFeature: Feature = {
  name: 'glossary',
  // The glossary's popups: a term's definition at its first use in an
  // article, rendered by the server; Escape and placement in the browser.
  plugins: [glossaryPlugin],
  // Before Docusaurus' link resolution, which then resolves and checks the
  // glossary's links to articles; it marks the first use of each term in
  // an article and writes the glossary where the introduction says
  // `::glossary`.
  docsBeforeDefaultRemarkPlugins: [remarkGlossary],
};
