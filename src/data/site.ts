/**
 * Where the site is published: its origin (`url`) and path (`baseUrl`).
 * Pure functions of the environment, so that the unit tests can prove the
 * defaults and the normalisation without a build.
 */

export const DEFAULT_SITE_URL = 'https://docs.hosting.example';
export const DEFAULT_BASE_URL = '/';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Parses an absolute http(s) URL read from `variable`. A malformed value
 * stops the build with a message naming the variable, rather than shipping
 * links that lead nowhere. Shared with src/data/provider.ts.
 */
export function parseHttpUrl(variable: string, value: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `${variable}="${value}" is not an absolute URL (expected e.g. https://hosting.example)`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${variable}="${value}" must use http or https`);
  }
  return parsed;
}

/**
 * `SITE_URL`: the origin only, e.g. `https://docs.hosting.example`.
 * Docusaurus wants no path here (the path is `baseUrl`), so a path is an error
 * that names the variable instead of a broken sitemap.
 */
export function readSiteUrl(env: Env = process.env): string {
  const value = env.SITE_URL?.trim();
  if (!value) {
    return DEFAULT_SITE_URL;
  }
  const parsed = parseHttpUrl('SITE_URL', value);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(
      `SITE_URL="${value}" must be an origin only; put the path in BASE_URL`,
    );
  }
  return parsed.origin;
}

/**
 * `BASE_URL`: the path the site lives under, e.g. `/` or `/kb/`. Slashes are
 * added where missing, because Docusaurus needs both and a reader's typo
 * should not cost a deploy.
 */
export function readBaseUrl(env: Env = process.env): string {
  const value = env.BASE_URL?.trim();
  if (!value) {
    return DEFAULT_BASE_URL;
  }
  if (!/^[/A-Za-z0-9._~-]+$/.test(value) || value.includes('..')) {
    throw new Error(
      `BASE_URL="${value}" may hold only Latin letters, digits, "-", "_", "." and "/"`,
    );
  }
  const trimmed = value.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  return trimmed ? `/${trimmed}/` : '/';
}
