/**
 * What an article's badge says when its `checked_with` names an older
 * release than the newest one in src/data/releases.yml: «Проверено:
 * WordPress 7.1 (вышла 7.2, статья перепроверяется)».
 *
 * Pure functions, run at build time: docusaurus.config.ts reads the data
 * file (releasesFile.ts) and, in `markdown.parseFrontMatter`, writes the
 * notice into the front matter of the article it concerns as
 * `release_notice`; src/components/ArticleMeta shows it. No page's scripts
 * carry the list or this code.
 */

import {compareVersions} from './versions.mjs';

/** The front matter key the build writes the notice to (never an author). */
export const RELEASE_NOTICE = 'release_notice';

export type Release = {
  /** As `checked_with` writes it: «WordPress», «Contact Form 7». */
  product: string;
  /** The newest release: «7.1», «6.1.6». */
  version: string;
  /** The plugin's slug on wordpress.org; none for WordPress itself. */
  plugin?: string;
};

/**
 * The products and versions a `checked_with` names, in its order: «Flamingo
 * 2.6.2, Contact Form 7 6.1.6, WordPress 7.1» gives three. A part that names
 * none of `products` is skipped (Open Server Panel is not tracked).
 */
export function checkedVersions(
  checkedWith: string,
  products: readonly string[],
): {product: string; version: string}[] {
  return checkedWith.split(',').flatMap((part) => {
    const match = /^(.*\S)\s+v?(\d+(?:\.\d+)*)$/.exec(part.trim());
    if (!match) return [];
    const [, product, version] = match;
    return products.includes(product!)
      ? [{product: product!, version: version!}]
      : [];
  });
}

/**
 * Whether an article checked on `checked` is current for `newest`: the same
 * release or a newer one, and a number written shorter covers the releases
 * that begin with it («7.1» covers 7.1.2, a maintenance release of the same
 * branch; «6.1.6» does not cover 6.1.7).
 */
export function covers(checked: string, newest: string): boolean {
  const parts = checked.split('.');
  if (newest.split('.').slice(0, parts.length).join('.') === checked) {
    return true;
  }
  return compareVersions(checked, newest) >= 0;
}

/** The releases newer than what `checkedWith` names, in its order. */
export function newerReleases(
  checkedWith: string,
  releases: readonly Release[],
): Release[] {
  const products = releases.map((release) => release.product);
  return checkedVersions(checkedWith, products).flatMap(
    ({product, version}) => {
      const newest = releases.find((release) => release.product === product)!;
      return covers(version, newest.version) ? [] : [newest];
    },
  );
}

/**
 * The words beside the badge, or null when every product the article names
 * is at its newest release. One product on the badge: «вышла 7.2, статья
 * перепроверяется»; several: the product is named.
 */
export function releaseNotice(
  checkedWith: string,
  releases: readonly Release[],
): string | null {
  const newer = newerReleases(checkedWith, releases);
  if (newer.length === 0) return null;
  const named = checkedWith.split(',').length > 1;
  const names = newer.map((release) =>
    named ? `${release.product} ${release.version}` : release.version,
  );
  const list =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} и ${names.at(-1)}`;
  const verb =
    names.length === 1 ? (named ? 'вышла версия' : 'вышла') : 'вышли версии';
  return `${verb} ${list}, статья перепроверяется`;
}
