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

/**
 * Docusaurus' image transform (3.10.2) HTML-escapes the alt text and title
 * into a JSX attribute, which React escapes again: «User Registration &
 * Membership» reached readers as «&amp;amp;». The attribute is unescaped
 * here, once, so the page carries the text as written.
 */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescapeAttributes(node: HastNode): void {
  const attributes = node.attributes as
    {type: string; name: string; value?: unknown}[] | undefined;
  for (const attribute of attributes ?? []) {
    if (
      (attribute.name === 'alt' || attribute.name === 'title') &&
      typeof attribute.value === 'string'
    ) {
      attribute.value = attribute.value.replace(
        /&(?:amp|lt|gt|quot|#39);/g,
        (entity) => ENTITIES[entity]!,
      );
    }
  }
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
    unescapeAttributes(child);
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
