/**
 * Rehype plugin: every image of a Markdown page (screenshots and diagrams)
 * is wrapped in a button that opens it full size (./zoom.ts). The button is
 * in the HTML the build writes, so it is focusable, and Enter and Space open
 * it, before any script runs; no React component is added to the bundle.
 *
 * Images reach this plugin as MDX JSX `<img>` nodes: Docusaurus' image
 * transform turns each Markdown image into one (hashed URL, width, height).
 */
interface HastNode {
  type: string;
  name?: string | null;
  tagName?: string;
  children?: HastNode[];
  [key: string]: unknown;
}

export const ZOOM_CLASS = 'zoom';

function isImage(node: HastNode): boolean {
  return (
    ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
      node.name === 'img') ||
    (node.type === 'element' && node.tagName === 'img')
  );
}

function wrap(node: HastNode): void {
  if (!node.children) return;
  // A page may already have its own button around an image: leave it.
  if (node.type === 'element' && node.tagName === 'button') return;
  node.children = node.children.map((child) => {
    if (!isImage(child)) {
      wrap(child);
      return child;
    }
    return {
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        className: [ZOOM_CLASS],
        title: 'Открыть в полном размере',
        ariaHaspopup: 'dialog',
      },
      children: [child],
    };
  });
}

export default function rehypeImageZoom() {
  return (tree: HastNode) => wrap(tree);
}
