import {readFileSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * The browser suite runs against production builds served on loopback by
 * nginx, the way production serves them:
 * - `site`: `build/`, the site as it ships;
 * - `crash`: `build-crashtest/`, the same site built with DOCS_CRASH_TEST=true,
 *   which adds pages that crash on purpose (see src/plugins/crash-test).
 *
 * Chromium is Debian's (`/usr/bin/chromium`, or CHROMIUM_PATH): this machine
 * cannot download Playwright's own browser builds.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = JSON.parse(
  readFileSync(`${__dirname}/scripts/chromium-flags.json`, 'utf8'),
) as string[];
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const crashPort = Number(process.env.E2E_CRASH_PORT ?? 3101);

/** Each build is served by nginx with the shipped config (deploy/nginx). */
function serve(dir: string, port: number) {
  return {
    command: `bash scripts/serve-nginx.sh ${dir}`,
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
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
      testIgnore: /crash\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${sitePort}`},
    },
    {
      name: 'crash',
      testMatch: /crash\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${crashPort}`},
    },
  ],
  webServer: [serve('build', sitePort), serve('build-crashtest', crashPort)],
});
