/**
 * Remark plugin of the checklists (README.md here): a Markdown task list
 * (`- [ ] …`, `- [x] …`) becomes `<Checklist>` around the list, which keeps
 * the reader's ticks (src/components/Checklist); the page imports the
 * component only when it has such a list, so no other page carries it.
 * Any other list is left alone.
 */

import {mdxImport} from '../mdxImport';

interface MdastNode {
  type: string;
  checked?: boolean | null;
  value?: string;
  children?: MdastNode[];
  data?: Record<string, unknown>;
}

export const COMPONENT = 'Checklist';
const SOURCE = '@site/src/components/Checklist';

const isTaskList = (node: MdastNode): boolean =>
  node.type === 'list' &&
  (node.children ?? []).some((item) => typeof item.checked === 'boolean');

/** Wraps every task list under `node`; true if there was one. */
function wrap(node: MdastNode): boolean {
  let found = false;
  node.children = (node.children ?? []).map((child) => {
    if (isTaskList(child)) {
      found = true;
      return {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [],
        children: [child],
      } as MdastNode;
    }
    if (child.children && wrap(child)) found = true;
    return child;
  });
  return found;
}

export default function remarkChecklists() {
  return (tree: MdastNode): void => {
    if (wrap(tree)) {
      tree.children = [
        mdxImport(COMPONENT, SOURCE) as MdastNode,
        ...(tree.children ?? []),
      ];
    }
  };
}
