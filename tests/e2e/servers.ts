/**
 * The servers the browser suite runs (playwright.config.ts starts them),
 * all nginx with the shipped config (deploy/nginx), on loopback:
 * - site: `build/` with kb.conf (plain HTTP), the site as it ships;
 * - crash: `build-crashtest/`, built with DOCS_CRASH_TEST=true;
 * - https: `build/` with kb-https.conf and a throwaway certificate, plus
 *   its port-80 redirect server on the next port;
 * - base: `build-base/`, built with BASE_URL=/kb/, served under /kb/ as
 *   GitHub Pages serves a project site.
 * Ports can be moved with E2E_PORT (the first of five).
 */
const first = Number(process.env.E2E_PORT ?? 3100);

export const PORTS = {
  site: first,
  crash: first + 1,
  https: first + 2,
  httpsRedirect: first + 3,
  base: first + 4,
};

export const HTTPS_URL = `https://127.0.0.1:${PORTS.https}`;
export const HTTPS_REDIRECT_URL = `http://127.0.0.1:${PORTS.httpsRedirect}`;
/** The base URL the `base` build was made with (scripts/test.sh). */
export const BASE_PATH = '/kb/';
