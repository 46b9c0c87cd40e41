/**
 * Remark plugin: renders the two marks an article quotes a product's screen
 * with (./README.md).
 *
 * - `:ui[Плагины → Установленные]` — a label (menu path, button, tab, field)
 *   — becomes bold text, as readers of Timeweb and Beget expect a control.
 * - `:msg[Ошибка установки соединения с базой данных]` — a message — becomes
 *   the text in «ёлочки».
 *
 * Text without Cyrillic letters gets `lang="en"`, so that a screen reader
 * pronounces «Error establishing a database connection» as English.
 *
 * The marks are remark text directives (Docusaurus parses directives for
 * its admonitions); any other text directive is left to Docusaurus, which
 * warns about it.
 */
import type {Feature} from '../features';

/** What of an mdast node this plugin reads and writes. */
interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  children?: MdastNode[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
}

function textOf(node: MdastNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function transform(node: MdastNode): MdastNode {
  const children = node.children ?? [];
  const text = textOf(node);
  const english = !/[а-яё]/i.test(text);
  if (node.name === 'ui') {
    return english
      ? {type: 'strong', children, data: {hProperties: {lang: 'en'}}}
      : {type: 'strong', children};
  }
  // One text node where the message is plain text, so that React renders
  // «…» without comment markers between the quotes and the words.
  const plain = children.every((child) => child.type === 'text');
  const quoted: MdastNode[] = plain
    ? [{type: 'text', value: `«${text}»`}]
    : [{type: 'text', value: '«'}, ...children, {type: 'text', value: '»'}];
  if (!english) {
    return plain
      ? quoted[0]!
      : {type: 'emphasis', children: quoted, data: {hName: 'span'}};
  }
  // A span, not <em>: a message is quoted, not stressed.
  return {
    type: 'emphasis',
    children: quoted,
    data: {hName: 'span', hProperties: {lang: 'en'}},
  };
}

function walk(node: MdastNode): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (
      child.type === 'textDirective' &&
      (child.name === 'ui' || child.name === 'msg')
    ) {
      children[i] = transform(child);
    } else {
      walk(child);
    }
  }
}

export default function remarkUiLabels() {
  return (tree: MdastNode): void => {
    walk(tree);
  };
}

/** `:ui[…]` and `:msg[…]`: quotes of a product's screen. */
export const uiLabelsFeature: Feature = {
  name: 'ui-labels',
  remarkPlugins: [remarkUiLabels],
};
