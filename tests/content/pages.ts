/**
 * The Markdown pages of the site, read once for the content checks: docs,
 * blog posts and Markdown pages of src/pages.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {parseDoc, type Doc} from './rules';

export type Page = Doc & {
  /** 1-based line of the file where the body (after front matter) starts. */
  bodyLine: number;
};

function walk(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) {
    return [];
  }
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => {
      const relative = path.join(dir, name);
      return statSync(path.join(root, relative)).isDirectory()
        ? walk(root, relative)
        : [relative];
    });
}

/** Every file under these folders of the site, relative to the root. */
export function filesUnder(root: string, ...dirs: string[]): string[] {
  return dirs.flatMap((dir) => walk(root, dir));
}

const cache = new Map<string, Page[]>();

/**
 * The files `npm run check:content -- <files>` asks about (`CONTENT_ONLY`),
 * or null for all: checks of one page run for those pages only, and checks
 * of the whole site are left out. `npm test` never sets it.
 */
export const onlyFiles: string[] | null =
  process.env.CONTENT_ONLY?.split(/\s+/).filter(Boolean) ?? null;

/** Is this page one to check in this run? */
export const isSelected = (file: string): boolean =>
  onlyFiles === null || onlyFiles.length === 0 || onlyFiles.includes(file);

/** Every Markdown page with text, parsed. */
export function contentPages(root: string): Page[] {
  let pages = cache.get(root);
  if (!pages) {
    pages = filesUnder(root, 'docs', 'blog', 'src/pages')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        const doc = parseDoc(file, text);
        const bodyLine = text
          .slice(0, text.length - doc.body.length)
          .split('\n').length;
        return {...doc, bodyLine};
      });
    cache.set(root, pages);
  }
  return pages;
}

/**
 * The products whose screens a page quotes, from its section's
 * `_category_.json` (`customProps.products`; an empty list where no product
 * of the section has a dictionary of labels). Pages outside a section quote
 * none. Throws, naming the file, when a section does not say.
 */
export function sectionProducts(root: string, file: string): string[] {
  const section = /^docs\/([^/]+)\//.exec(file)?.[1];
  if (!section) {
    return [];
  }
  const category = path.join('docs', section, '_category_.json');
  const products = (
    JSON.parse(readFileSync(path.join(root, category), 'utf8')) as {
      customProps?: {products?: unknown};
    }
  ).customProps?.products;
  if (
    !Array.isArray(products) ||
    products.some((product) => typeof product !== 'string')
  ) {
    throw new Error(
      `${category}: customProps.products must list the products whose labels the section quotes (an empty list if none has a dictionary)`,
    );
  }
  return products as string[];
}
