/**
 * Remark plugin of the generators (README.md here): `<Generator kind="…" />`
 * in an article gets the import of src/components/Generator (only pages
 * with a generator carry it) and, as its children, the output for the
 * sample values as a fenced code block, which the build colours like any
 * other: what a reader without JavaScript and a printout get. An unknown
 * kind, a kind that is not a plain string, or another attribute stops the
 * build at the file's line. `<SiteHealthCheck />` (the requirements
 * article's check of a Site Health export) gets its import the same way.
 */

import {
  GENERATOR_KINDS,
  isGeneratorKind,
  sampleOutput,
  type GeneratorProvider,
} from '../../components/Generator/build';
import {mdxImport} from '../mdxImport';

interface MdastNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdastNode[];
  position?: {start: {line: number}};
}

interface VFileLike {
  path?: string;
}

export const COMPONENT = 'Generator';
const SOURCE = '@site/src/components/Generator';
/** The requirements article's check of a Site Health export: no attributes. */
export const CHECK = 'SiteHealthCheck';
const CHECK_SOURCE = '@site/src/components/SiteHealthCheck';

function fail(file: VFileLike, node: MdastNode, message: string): never {
  const where = `${file.path ?? '<unknown file>'}:${node.position?.start.line ?? '?'}`;
  throw new Error(
    `${where}: <Generator>: ${message}; the kinds are ${GENERATOR_KINDS.join(', ')} (src/components/Generator/build.ts)`,
  );
}

/** The kind of a `<Generator … />` element, checked. */
function kindOf(node: MdastNode, file: VFileLike): string {
  const attributes = node.attributes ?? [];
  const other = attributes.find(
    (attribute) =>
      attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'kind',
  );
  if (other) {
    fail(file, node, `only kind="…" is allowed, not ${other.name ?? '{…}'}`);
  }
  const kind = attributes[0]?.value;
  if (typeof kind !== 'string') fail(file, node, 'kind="…" is missing');
  if (!isGeneratorKind(kind)) fail(file, node, `no generator kind="${kind}"`);
  if ((node.children ?? []).length > 0) {
    fail(file, node, `write it empty, as <Generator kind="${kind}" />`);
  }
  return kind;
}

/** Fills every generator under `node`; which components it found. */
function fill(
  node: MdastNode,
  file: VFileLike,
  provider: GeneratorProvider,
  found: Set<string>,
): void {
  for (const child of node.children ?? []) {
    const isJsx =
      child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    if (isJsx && child.name === CHECK) {
      if ((child.attributes ?? []).length || (child.children ?? []).length) {
        const where = `${file.path ?? '<unknown file>'}:${child.position?.start.line ?? '?'}`;
        throw new Error(
          `${where}: <${CHECK}>: write it as <${CHECK} />, without attributes or content`,
        );
      }
      found.add(CHECK);
    } else if (isJsx && child.name === COMPONENT) {
      const kind = kindOf(child, file);
      if (!isGeneratorKind(kind)) continue;
      const {title, language, text} = sampleOutput(kind, provider);
      child.children = [
        {
          type: 'code',
          lang: language,
          meta: `title=${JSON.stringify(title)}`,
          value: text,
        },
      ];
      found.add(COMPONENT);
    } else if (child.children) {
      fill(child, file, provider, found);
    }
  }
}

export default function remarkGenerators(options: {
  provider: GeneratorProvider;
}) {
  return (tree: MdastNode, file: VFileLike): void => {
    const found = new Set<string>();
    fill(tree, file, options.provider, found);
    const imports = [
      ...(found.has(COMPONENT) ? [mdxImport(COMPONENT, SOURCE)] : []),
      ...(found.has(CHECK) ? [mdxImport(CHECK, CHECK_SOURCE)] : []),
    ] as MdastNode[];
    if (imports.length) {
      tree.children = [...imports, ...(tree.children ?? [])];
    }
  };
}
