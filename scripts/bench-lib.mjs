// What the bench scripts (bench.mjs, bench-lighthouse.mjs, bench-scale.mjs)
// and `npm run pdf` (src/plugins/print/pdf.mjs) share: serving a build with
// the shipped nginx config, waiting for a server, the sitemap's pages,
// folder sizes and medians.
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);

/**
 * The size of a folder. Without `twins`, the .gz/.br files of
 * `npm run build` are left out: they are other encodings, not more content.
 */
export function folderSize(dir, {twins = false} = {}) {
  return readdirSync(dir).reduce((sum, name) => {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) return sum + folderSize(file, {twins});
    return !twins && /\.(gz|br)$/.test(name) ? sum : sum + stat.size;
  }, 0);
}

/** The paths of the pages a build's sitemap lists, in its order. */
export function sitemapPaths(build) {
  const xml = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Polls a URL until it answers 2xx (up to 30 s). With `server` (from
 * serveBuild), stops as soon as that server has exited: another process
 * on the port (a server left by an interrupted run) would otherwise answer
 * in its place.
 */
export async function waitFor(url, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(
        `the server for ${url} exited (${server.exitCode ?? server.signalCode}) before it answered: is the port taken by another process?`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on ${url}`);
}

/** Stops a server from serveBuild; one that has exited already is gone. */
export function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Exited already: the error worth reporting is elsewhere.
  }
}

/**
 * Throws if something listens on 127.0.0.1:`port` already (a server left
 * by an interrupted run would answer for the build about to be served).
 */
export async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} on 127.0.0.1 is taken by another process: stop it (by its PID) or choose another port`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/**
 * Serves a build folder with scripts/serve-nginx.sh; stop it with
 * stopServer. `env` adds its variables (BASE_PATH for a build made under a
 * base URL). Check the port with assertPortFree first.
 */
export function serveBuild(dir, port, env = {}) {
  return spawn('bash', ['scripts/serve-nginx.sh', dir], {
    cwd: root,
    env: {...process.env, ...env, PORT: String(port)},
    stdio: 'ignore',
    detached: true,
  });
}
