/**
 * «Что случилось с сайтом?» (README.md here): the tree of
 * src/data/troubleshooting.yml (read and checked by ./tree.ts), resolved
 * against the docs into two JSON modules:
 * - `symptoms.json`: each symptom with the article a reader without
 *   JavaScript opens; the home page renders it (a few hundred bytes);
 * - `tree.json`: the questions and answers, each answer with its section's
 *   address, the article's title and the heading; only the guide's chunk
 *   imports it, when the reader reaches the guide.
 * A link that leads nowhere stops the build, naming the file and line.
 */
import path from 'node:path';

import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {Feature} from '../features';
import {resolveTree} from './resolve';
import {TROUBLESHOOTING_FILE, linkProblems, readTroubleshooting} from './tree';
import type {GuideSymptom} from './types';

export default function troubleshootingPlugin({siteDir}: LoadContext): Plugin {
  const docsDir = path.join(siteDir, 'docs');
  return {
    name: 'troubleshooting',
    getPathsToWatch() {
      return [path.join(siteDir, TROUBLESHOOTING_FILE)];
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      if (!docs) {
        throw new Error(
          'troubleshooting needs the docs plugin of the classic preset',
        );
      }
      const symptoms = readTroubleshooting(siteDir);
      const problems = linkProblems(symptoms, docsDir);
      if (problems.length > 0) {
        throw new Error(
          `${TROUBLESHOOTING_FILE}: ${problems.length} link(s) lead nowhere:\n${problems.join('\n')}`,
        );
      }
      const tree = resolveTree(symptoms, docs.loadedVersions[0]!.docs, docsDir);
      const list: GuideSymptom[] = tree.map(({id, symptom, to}) => ({
        id,
        symptom,
        to,
      }));
      await actions.createData('symptoms.json', JSON.stringify(list));
      await actions.createData('tree.json', JSON.stringify(tree));
    },
  };
}

/** The guide's data; its components are in src/components/TroubleshootingGuide. */
export const troubleshootingFeature: Feature = {
  name: 'troubleshooting',
  plugins: [troubleshootingPlugin],
};
