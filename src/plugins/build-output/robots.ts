/**
 * Writes robots.txt: every page may be crawled, and the sitemap is named
 * with the address this build is published at (SITE_URL + BASE_URL), so a
 * rebranded build points to its own sitemap. Crawlers read robots.txt only
 * at the root of a host: under a base path (GitHub Pages project site) the
 * file is written too but the host's own robots.txt is what counts.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}${baseUrl}sitemap.xml`,
    '',
  ].join('\n');
}

/** Writes <outDir>/robots.txt for the site's address. */
export async function writeRobots(
  outDir: string,
  siteUrl: string,
  baseUrl: string,
): Promise<string> {
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl));
  return `robots.txt names ${siteUrl}${baseUrl}sitemap.xml`;
}
