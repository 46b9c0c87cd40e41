// Headless Chromium for the lab's scripts: the scenarios that need a real
// browser, the screenshots, the re-check's picture comparison. Debian's
// /usr/bin/chromium, or the one CHROMIUM_PATH names (there are no browser
// downloads here); a fresh profile each launch, sandbox and GPU off.
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches Chromium through Playwright (loaded only when a script asks for a
 * browser).
 * - `language`: Chromium's own interface language, for its error pages and
 *   what it draws itself (the file input's «Выберите файл»): Chromium 156
 *   takes it from `--lang`, older ones from `LANGUAGE`; both are set.
 *   Russian needs Debian's chromium-l10n.
 * - `hosts`: host-resolver rules («MAP *.example 127.0.0.1»): names a page
 *   shows in its address bar, reaching the lab on loopback.
 * - `env`, `args`: more environment, more flags.
 */
export async function launchChromium({
  language,
  hosts = [],
  env = {},
  args = [],
} = {}) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `CHROMIUM_PATH: нет файла ${chromiumPath} (apt-get install chromium)`,
    );
  }
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      ...(language ? [`--lang=${language}`] : []),
      ...(hosts.length > 0
        ? [`--host-resolver-rules=${hosts.join(', ')}`]
        : []),
      ...args,
    ],
    env: {...process.env, ...(language ? {LANGUAGE: language} : {}), ...env},
  });
}
