/**
 * A module path for a route (`component`, `modules`) that does not name the
 * folder the site was built in. Core writes every route module's path into
 * the registry of the main bundle, which every page loads: an absolute path
 * made the bundle's bytes, and the chunk names hashed from those paths,
 * depend on where the site was cloned (CI's checkout carried 62 B more than
 * a local one, over the article budget). Core's own plugins give `@site/…`
 * and `@generated/…`; so do ours.
 */
import path from 'node:path';

export function siteModule(
  absolutePath: string,
  {siteDir, generatedFilesDir}: {siteDir: string; generatedFilesDir: string},
): string {
  const under = (dir: string) => {
    const relative = path.relative(dir, absolutePath);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
      ? relative.split(path.sep).join('/')
      : undefined;
  };
  const generated = under(generatedFilesDir);
  if (generated) return `@generated/${generated}`;
  const site = under(siteDir);
  if (site) return `@site/${site}`;
  throw new Error(
    `${absolutePath} is outside the site (${siteDir}): a route module there would put its absolute path into every page's main bundle`,
  );
}
