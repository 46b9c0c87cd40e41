/**
 * The answer react-router 5.3.4's `matchPath` gives for the one call that
 * runs once per route on every render: an exact match (`exact: true`, not
 * strict, not case-sensitive) of a path without parameters, such as
 * `/docs/wordpress/rabota-pochty`. `matchPath` compiles the path into a
 * regular expression (path-to-regexp 1.x: `^<path>(?:\/(?=$))?$`, flag `i`)
 * and runs it; this compares the strings instead. Anything else (params,
 * arrays, other options, a character outside printable ASCII) gets
 * `undefined`, and react-router's own code answers.
 *
 * Why: core's route Switch, react-router-config's matchRoutes and the docs
 * theme (useActiveDocContext, useDocRootMetadata) each try the page's
 * pathname against every doc route, one after another. At 5,000 articles
 * that is some 12,000 calls per page, half of the time spent rendering the
 * pages at build time, and the same work in the reader's browser when the
 * page starts (PATCHES.md). ../matchPathLoader.mjs puts this in front of
 * react-router's `matchPath`.
 */

/** What matchPath returns for a match. */
export type Match = {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
};

/**
 * Paths that are plain text to path-to-regexp 1.x: printable ASCII without
 * its token characters (`\` escapes, `:name`, `(group)`, `*`).
 */
const PLAIN = /^[\x20-\x7e]*$/;
const TOKEN = /[\\:(*]/;
const plainPaths = new Map<string, boolean>();

function isPlain(path: string): boolean {
  let plain = plainPaths.get(path);
  if (plain === undefined) {
    plain = PLAIN.test(path) && !TOKEN.test(path);
    plainPaths.set(path, plain);
  }
  return plain;
}

/**
 * ASCII letters equal whatever their case; any other code unit only
 * itself. This is what the `i` flag does without `u` for a pattern of
 * ASCII characters: no character above 127 matches one below.
 */
function sameText(a: string, b: string, length: number): boolean {
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const lower = x | 0x20;
    if (lower !== (y | 0x20) || lower < 0x61 || lower > 0x7a) return false;
  }
  return true;
}

/**
 * matchPath(pathname, options) for an exact match of a plain path; null
 * for no match; undefined where react-router must answer.
 */
export function staticMatch(
  pathname: unknown,
  options: unknown,
): Match | null | undefined {
  if (typeof pathname !== 'string' || typeof options !== 'object') {
    return undefined;
  }
  if (options === null || Array.isArray(options)) return undefined;
  const {path, exact, strict, sensitive} = options as Record<string, unknown>;
  if (exact !== true || strict || sensitive || typeof path !== 'string') {
    return undefined;
  }
  if (!isPlain(path)) return undefined;
  // Not strict: one trailing slash of the path is optional in the pathname.
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const {length} = base;
  if (pathname.length === length + 1) {
    if (pathname.charCodeAt(length) !== 0x2f) return null;
  } else if (pathname.length !== length) {
    return null;
  }
  if (!sameText(pathname, base, length)) return null;
  return {
    path,
    url: path === '/' && pathname === '' ? '/' : pathname,
    isExact: true,
    params: {},
  };
}
