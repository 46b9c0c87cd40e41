/**
 * Rehype plugin: tokenizes every fenced code block at build time and hands
 * the tokens to the page's CodeBlock as the `data-prism-tokens` prop
 * (./codeTokens.ts), so the browser never loads Prism for them.
 *
 * The tokens are those Docusaurus's <Highlight> would compute in the browser:
 * the same Prism instance (prism-react-renderer's), the same extra
 * languages (`themeConfig.prism.additionalLanguages`), the same hooks.
 */
import {Prism} from 'prism-react-renderer';

import {encodeTokens} from './codeTokens';
import {prismTokenize} from './prismTokenize';

/** What of a hast node this plugin reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export interface Options {
  /** `themeConfig.prism.additionalLanguages`. */
  additionalLanguages: string[];
  /** `themeConfig.prism.defaultLanguage`, for blocks without a language. */
  defaultLanguage?: string;
}

/** The prop name MDX passes on to the CodeBlock component. */
export const TOKENS_PROP = 'data-prism-tokens';

const loaded = new Set<string>();

/**
 * Adds Prism languages to prism-react-renderer's instance, as theme-classic's
 * prism-include-languages does in the browser: the language files extend
 * whatever `globalThis.Prism` is while they run.
 */
export function loadPrismLanguages(languages: string[]): void {
  const holder = globalThis as {Prism?: unknown};
  const before = holder.Prism;
  holder.Prism = Prism;
  try {
    for (const language of languages) {
      if (loaded.has(language)) {
        continue;
      }
      if (language === 'php') {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('prismjs/components/prism-markup-templating.js');
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
      if (!Prism.languages[language]) {
        throw new Error(
          `code-highlighting: Prism has no language «${language}» after loading prismjs/components/prism-${language}`,
        );
      }
      loaded.add(language);
    }
  } finally {
    if (before === undefined) {
      delete holder.Prism;
    } else {
      holder.Prism = before;
    }
  }
}

function textOf(node: HastNode): string {
  if (node.type === 'text') {
    return node.value ?? '';
  }
  return (node.children ?? []).map(textOf).join('');
}

/** The block's language as Docusaurus picks it (createCodeBlockMetadata). */
export function blockLanguage(
  className: unknown,
  defaultLanguage: string | undefined,
): string {
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(' ')
      : [];
  const fromClass = classes
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return (fromClass ?? defaultLanguage ?? 'text').toLowerCase();
}

export default function rehypeCodeTokens(options: Options) {
  loadPrismLanguages(options.additionalLanguages);
  const visit = (node: HastNode, parent: HastNode | null): void => {
    if (
      node.type === 'element' &&
      node.tagName === 'code' &&
      parent?.type === 'element' &&
      parent.tagName === 'pre'
    ) {
      const properties = (node.properties ??= {});
      const language = blockLanguage(
        properties.className,
        options.defaultLanguage,
      );
      // Docusaurus drops the final line break before highlighting.
      const code = textOf(node).replace(/\r?\n$/, '');
      properties[TOKENS_PROP] = encodeTokens(
        prismTokenize(Prism, code, language),
      );
      return;
    }
    for (const child of node.children ?? []) {
      visit(child, node);
    }
  };
  return (tree: HastNode): void => visit(tree, null);
}
