/**
 * The answer react-router 5.3.4's `matchPath` gives for the one call that
 * runs once per route on every render: an exact match (`exact: true`, not
 * strict, not case-sensitive) of a path without parameters, such as
 * `/docs/wordpress/rabota-pochty`. `matchPath` compiles the path into a
 * regular expression (path-to-regexp 1.x: `^<path>(?:\/(?=$))?$`, flag `i`)
 * and runs it; this compares the strings instead. Anything else (params,
 * arrays, other options, two different letters above ASCII) gets
 * `undefined`, and react-router's own code answers.
 *
 * Why: core's route Switch, react-router-config's matchRoutes and the docs
 * theme (useActiveDocContext, useDocRootMetadata) each try the page's
 * pathname against every doc route, one after another. At 5,000 articles
 * that is some 12,000 calls per page, half of the time spent rendering the
 * pages at build time, and the same work in the reader's browser when the
 * page starts (PATCHES.md). ./matchPathLoader.mjs puts this in front of
 * react-router's `matchPath`.
 */

/** What matchPath returns for a match. */
export type Match = {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
};

/** path-to-regexp 1.x's token characters: `\` escapes, `:name`, `(`, `*`. */
const TOKEN = /[\\:(*]/;

/**
 * matchPath(pathname, options) for an exact match of a path without
 * tokens; null for no match; undefined where react-router must answer.
 *
 * The expression matches one code unit per character of the path, with an
 * optional slash at the end, so a pathname of another length is no match.
 * Without the `u` flag, `i` makes ASCII letters of either case equal, and
 * no character above 127 equal to one below; where two characters above
 * 127 differ, Unicode case rules decide, and react-router answers.
 */
export function staticMatch(
  pathname: unknown,
  options: unknown,
): Match | null | undefined {
  if (typeof pathname !== 'string' || typeof options !== 'object') {
    return undefined;
  }
  const {path, exact, strict, sensitive} = (options ?? {}) as Record<
    string,
    unknown
  >;
  if (exact !== true || strict || sensitive || typeof path !== 'string') {
    return undefined;
  }
  if (TOKEN.test(path)) return undefined;
  // Not strict: one slash at the end of the path is optional.
  const length = path.endsWith('/') ? path.length - 1 : path.length;
  const extra = pathname.length - length;
  if (extra < 0 || extra > 1) return null;
  if (extra === 1 && pathname.charCodeAt(length) !== 0x2f) return null;
  for (let i = 0; i < length; i += 1) {
    const x = pathname.charCodeAt(i);
    const y = path.charCodeAt(i);
    if (x === y) continue;
    if (x > 0x7f && y > 0x7f) return undefined;
    const lower = x | 0x20;
    if (lower !== (y | 0x20) || lower < 0x61 || lower > 0x7a) return null;
  }
  return {
    path,
    url: path === '/' && pathname === '' ? '/' : pathname,
    isExact: true,
    params: {},
  };
}
