/**
 * Shows the announcement bar at once when its id is new.
 *
 * The classic theme hides a dismissed bar before hydration with an inline
 * script that reads only `docusaurus.announcement.dismiss`, never the id
 * (theme-classic 3.10.2, lib/inlineScripts.js). After the id changes, React
 * resets the stored dismissal, but the `data-announcement-bar-initially-
 * dismissed="true"` attribute the script set keeps the new message hidden
 * until the next page load. This script runs right after the theme's and
 * clears the attribute when the stored id is not the current one, so a new
 * message is seen on the first page a reader opens.
 *
 * It relies on names the theme keeps private: the attribute (set by the
 * inline script, read by the bar's CSS) and the storage keys of the inline
 * script and of theme-common's announcement bar context. If an upgrade renames one, the
 * build stops (../patches.ts) rather than leave a script that does nothing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import type {Feature} from '../features';
import {patchError, patchTarget, type Patch} from '../patches';

const PATCH: Patch = {
  plugin: 'announcement-reset',
  name: "reset of theme-classic's announcement-bar dismissal",
  see: 'PATCHES.md «Announcement bar reset for a new id»',
};

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
const ID_KEY = 'docusaurus.announcement.id';

/** Each upstream file (package, file in its lib/) and what is taken from it. */
const TARGETS: [pkg: string, file: string, names: string[]][] = [
  [
    '@docusaurus/theme-classic',
    'inlineScripts.js',
    [ATTRIBUTE, 'docusaurus.announcement.dismiss'],
  ],
  [
    '@docusaurus/theme-classic',
    'theme/AnnouncementBar/styles.module.css',
    [`${ATTRIBUTE}='true'`],
  ],
  [
    '@docusaurus/theme-common',
    'contexts/announcementBar.js',
    [ID_KEY, 'docusaurus.announcement.dismiss'],
  ],
];

function checkTargets(): void {
  for (const [pkg, file, names] of TARGETS) {
    // The package's main file is in its lib/ (theme-common's exports map
    // hides the rest).
    const lib = path.dirname(patchTarget(PATCH, pkg));
    let code: string;
    try {
      code = readFileSync(path.join(lib, file), 'utf8');
    } catch {
      throw patchError(PATCH, `target not found (${pkg}/lib/${file})`);
    }
    for (const expected of names) {
      if (!code.includes(expected)) {
        throw patchError(
          PATCH,
          `${pkg}/lib/${file} no longer has «${expected}»`,
        );
      }
    }
  }
}

export default function announcementResetPlugin(
  announcementId: string,
): Plugin {
  checkTargets();
  const script = `(function(){try{if(localStorage.getItem('${ID_KEY}')!==${JSON.stringify(
    announcementId,
  )}){document.documentElement.setAttribute('${ATTRIBUTE}','false')}}catch(e){}})();`;
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}

/** The bar shown at once for the announcement `announcementId`. */
export function announcementResetFeature(announcementId: string): Feature {
  return {
    name: 'announcement-reset',
    plugins: [() => announcementResetPlugin(announcementId)],
  };
}
