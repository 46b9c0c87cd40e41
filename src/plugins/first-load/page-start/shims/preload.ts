/**
 * Stands in for @docusaurus/core 3.10.2 lib/client/preload.js in the browser
 * bundle (see ../index.ts). Upstream's, with two changes:
 *
 * - Before it matches the page's routes, it adds the docs section the page
 *   belongs to (../../sections/client.ts): the browser's route table holds the
 *   pages of no section only, so that it does not grow with every article.
 * - Its first call, the one before hydration, waits for the next task.
 *   Core's entry calls it while main.js is still being evaluated: it asks
 *   webpack for the page's route chunks, and webpack's loader scans the
 *   page's scripts and adds one <script> per chunk, all inside the task
 *   that evaluates main.js, the longest task of a page's start (40 ms on
 *   this machine; Lighthouse counts it four times as long). Waiting for
 *   the next task splits it in two. Navigations (PendingNavigation) do not
 *   wait.
 */
import upstream from '@docusaurus/core/lib/client/preload.js';

import {ensureSectionOf} from '../../sections/client';

let first = true;

export default function preload(pathname: string): Promise<unknown> {
  const wait = first
    ? new Promise<void>((resolve) => {
        setTimeout(resolve, 0);
      })
    : Promise.resolve();
  first = false;
  return wait
    .then(() => ensureSectionOf(pathname))
    .then(() => upstream(pathname));
}
