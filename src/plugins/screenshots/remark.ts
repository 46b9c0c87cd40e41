/**
 * Remark plugin: `::screenshot{name="plaginy-spisok"}` on a line of its own
 * places that screenshot of lab/screenshots/manifest.json in the article:
 *
 *   <figure class="screenshot"><img alt="…" width height …><figcaption>…</figcaption></figure>
 *
 * The alt text and caption come from the manifest only, so the capture script,
 * the article and the tests read one source. It runs before Docusaurus' own
 * plugins, whose image transform then gives the file a hashed URL and its
 * width and height (no layout shift). An unknown name, or a screenshot placed
 * in an article the manifest does not name, stops the build.
 */
import path from 'node:path';
import {loadManifest, type Screenshot} from './manifest';

interface MdastNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdastNode[];
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

function replaceIn(
  node: MdastNode,
  replace: (child: MdastNode) => MdastNode,
): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    const next = replace(child);
    replaceIn(next, replace);
    return next;
  });
}

export default function remarkScreenshots(options: {siteDir?: string} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  let byName: Map<string, Screenshot> | undefined;

  return (tree: MdastNode, file: VFileLike) => {
    byName ??= new Map(
      loadManifest(siteDir).screenshots.map((s) => [s.name, s]),
    );
    const article = path
      .relative(siteDir, file.path ?? '')
      .split(path.sep)
      .join('/');
    replaceIn(tree, (node) => {
      if (node.type !== 'leafDirective' || node.name !== 'screenshot')
        return node;
      const name = node.attributes?.name ?? '';
      const entry = byName!.get(name);
      if (!entry) {
        throw new Error(
          `${article}: ::screenshot{name="${name}"} — такого снимка нет в lab/screenshots/manifest.json`,
        );
      }
      if (entry.article !== article) {
        throw new Error(
          `${article}: снимок «${name}» по манифесту относится к ${entry.article}`,
        );
      }
      return {
        type: 'screenshotFigure',
        data: {hName: 'figure', hProperties: {className: ['screenshot']}},
        children: [
          {
            type: 'image',
            url: `./img/${path.posix.basename(entry.image)}`,
            alt: entry.alt,
            title: null,
          },
          {
            type: 'screenshotCaption',
            data: {hName: 'figcaption'},
            children: [{type: 'text', value: entry.caption}],
          },
        ],
      };
    });
  };
}
