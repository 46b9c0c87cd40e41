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
 */
import type {Plugin} from '@docusaurus/types';

export default function announcementResetPlugin(
  announcementId: string,
): Plugin {
  const script = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
    announcementId,
  )}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
