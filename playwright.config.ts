import {readFileSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

import {BASE_PATH, PORTS} from './tests/e2e/servers';

/**
 * The browser suite runs against production builds served on loopback by
 * nginx with the shipped config, the way production serves them; the
 * servers and their ports are listed in tests/e2e/servers.ts.
 *
 * Chromium is Debian's (`/usr/bin/chromium`, or CHROMIUM_PATH): this machine
 * cannot download Playwright's own browser builds.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `npm run test:full`: every page in both themes (tests/e2e/full.spec.ts). */
const full = process.env.KB_TEST_FULL === 'true';
if (![undefined, '', 'true', 'false'].includes(process.env.KB_TEST_FULL)) {
  throw new Error(
    `KB_TEST_FULL must be true or false, not «${process.env.KB_TEST_FULL}»`,
  );
}
const chromiumFlags = JSON.parse(
  readFileSync(`${__dirname}/scripts/chromium-flags.json`, 'utf8'),
) as string[];

/** A build served by scripts/serve-nginx.sh; `env` picks the variant. */
function serve(dir: string, port: number, env: Record<string, string> = {}) {
  const https = env.KB_CONF === 'kb-https.conf';
  return {
    command: `bash scripts/serve-nginx.sh ${dir}`,
    env: {PORT: String(port), ...env},
    url: `${https ? 'https' : 'http'}://127.0.0.1:${port}${env.BASE_PATH ?? '/'}`,
    ignoreHTTPSErrors: https,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // SIGTERM, not Playwright's default SIGKILL: serve-nginx.sh then stops
    // nginx and removes its temporary folder.
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      // The flags this machine needs (scripts/chromium-flags.json, shared
      // with the bench): no sandbox as root, and no background traffic to
      // Google's services, which the closed network refuses.
      args: chromiumFlags,
    },
    locale: 'ru-RU',
    trace: 'off',
  },
  projects: [
    {
      name: 'site',
      // full.spec.ts: the full matrices, only in `npm run test:full`.
      testIgnore: full
        ? /(crash|base-url|jsx-code-block)\.spec\.ts/
        : /(crash|base-url|jsx-code-block|full)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${PORTS.site}`},
    },
    {
      name: 'crash',
      testMatch: /(crash|jsx-code-block)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${PORTS.crash}`},
    },
    {
      name: 'base',
      testMatch: /base-url\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${PORTS.base}`},
    },
  ],
  webServer: [
    serve('build', PORTS.site),
    serve('build-crashtest', PORTS.crash),
    serve('build', PORTS.https, {
      KB_CONF: 'kb-https.conf',
      HTTP_PORT: String(PORTS.httpsRedirect),
    }),
    serve('build-base', PORTS.base, {BASE_PATH}),
  ],
});
