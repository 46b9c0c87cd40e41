/**
 * The error decoder (README.md here): the rules of
 * src/data/error-decoder.yml, read and checked by ./rules.ts, resolved
 * against the docs into `rules.json`, which only the decoder's chunk
 * imports (the search loads it when a query looks like an error). A link
 * that leads nowhere stops the build, naming the file and line.
 */
import path from 'node:path';

import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {Feature} from '../features';
import {
  DECODER_FILE,
  decoderLinkProblems,
  readDecoderRules,
  resolveDecoderRules,
} from './rules';

export default function errorDecoderPlugin({siteDir}: LoadContext): Plugin {
  const docsDir = path.join(siteDir, 'docs');
  return {
    name: 'error-decoder',
    getPathsToWatch() {
      return [path.join(siteDir, DECODER_FILE)];
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      if (!docs) {
        throw new Error(
          'error-decoder needs the docs plugin of the classic preset',
        );
      }
      const rules = readDecoderRules(siteDir);
      const problems = decoderLinkProblems(rules, docsDir);
      if (problems.length > 0) {
        throw new Error(
          `${DECODER_FILE}: ${problems.length} link(s) lead nowhere:\n${problems.join('\n')}`,
        );
      }
      const resolved = resolveDecoderRules(
        rules,
        docs.loadedVersions[0]!.docs,
        docsDir,
      );
      await actions.createData('rules.json', JSON.stringify(resolved));
    },
  };
}

export const errorDecoderFeature: Feature = {
  name: 'error-decoder',
  plugins: [errorDecoderPlugin],
};
