/**
 * Remark plugin of the glossary (README.md here), for the docs.
 *
 * - In an article, the first use of each term of src/data/glossary.yml in plain text
 *   (except the terms whose `article` is this one: it explains them)
 *   becomes `<GlossaryTerm term="id">слово</GlossaryTerm>`, which shows the
 *   term's definition on hover, focus and tap (./theme/GlossaryTerm). Only
 *   running text counts: headings, links, code, bold text (the site's menu
 *   paths), `:ui[…]`/`:msg[…]` quotes, admonition titles, tables, captions
 *   and inline JSX such as `<kbd>` are left alone.
 * - `::glossary` on a line of its own becomes the whole glossary: a
 *   definition list, each term with its definition (./theme/GlossaryDefinition)
 *   and a link to its article. A page with the glossary gets no popups.
 *
 * It runs before Docusaurus' own remark plugins (`beforeDefaultRemarkPlugins`)
 * so that Docusaurus resolves the glossary's links to `.md` files like any
 * other and the build fails on a broken one, and so that admonition titles
 * and `:ui[…]` quotes are still directives here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {mdxImport} from '../mdxImport';
import {createMatcher, glossaryProblems} from './check';
import {GLOSSARY_FILE, readGlossary, type GlossaryEntry} from './data';

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  children?: MdastNode[];
  attributes?: unknown;
  data?: Record<string, unknown>;
}

interface VFileLike {
  path?: string;
}

export interface Options {
  /** The site's folder (the build's working directory by default). */
  siteDir?: string;
  /** The glossary (src/data/glossary.yml by default; tests pass their own). */
  terms?: GlossaryEntry[];
}

/** The component a use of a term becomes; ./theme gives it to the site. */
export const COMPONENT = 'GlossaryTerm';
/** The component of a definition in the glossary's list. */
export const DEFINITION = 'GlossaryDefinition';

/** Nodes whose text is running text of the article. */
const CONTAINERS = new Set([
  'root',
  'paragraph',
  'blockquote',
  'list',
  'listItem',
  'emphasis',
  'delete',
  'containerDirective',
  'mdxJsxFlowElement',
]);

/** `import GlossaryTerm from '@theme/GlossaryTerm';` as MDX wants it. */
function importNode(name: string): MdastNode {
  return mdxImport(name, `@theme/${name}`);
}

function jsx(name: string, id: string, children: MdastNode[]): MdastNode {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: [{type: 'mdxJsxAttribute', name: 'term', value: id}],
    children,
  };
}

/** Wraps the first use of each term in the running text under `node`. */
function wrapFirstUses(
  node: MdastNode,
  next: ReturnType<typeof createMatcher>['next'],
  used: Set<string>,
): void {
  const children = node.children ?? [];
  const out: MdastNode[] = [];
  for (const child of children) {
    if (child.type === 'text' && typeof child.value === 'string') {
      const text = child.value;
      let from = 0;
      let last = 0;
      for (let m = next(text, from); m; m = next(text, from)) {
        from = m.index + m.text.length;
        if (used.has(m.entry.id)) continue;
        used.add(m.entry.id);
        if (m.index > last) {
          out.push({type: 'text', value: text.slice(last, m.index)});
        }
        out.push(jsx(COMPONENT, m.entry.id, [{type: 'text', value: m.text}]));
        last = from;
      }
      out.push(last === 0 ? child : {type: 'text', value: text.slice(last)});
      continue;
    }
    const isLabel = child.data?.directiveLabel === true;
    const isSummary =
      child.type === 'mdxJsxFlowElement' && child.name === 'summary';
    if (CONTAINERS.has(child.type) && !isLabel && !isSummary) {
      wrapFirstUses(child, next, used);
    }
    out.push(child);
  }
  node.children = out.filter(
    (child) => child.type !== 'text' || child.value !== '',
  );
}

/** The `title` of a Markdown file's front matter, else its file name. */
function titleOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  if (!title) return path.basename(file);
  return title.replace(/^(['"])(.*)\1$/, '$2').replace(/''/g, "'");
}

const collator = new Intl.Collator('ru', {sensitivity: 'base'});

/** The glossary's order: alphabetical, «.htaccess» under «h». */
export function alphabetical(entries: GlossaryEntry[]): GlossaryEntry[] {
  return [...entries].sort((a, b) =>
    collator.compare(a.term.replace(/^\./, ''), b.term.replace(/^\./, '')),
  );
}

/**
 * The whole glossary as a definition list, in alphabetical order. The
 * definitions are `<GlossaryDefinition>`, which the server renders from the
 * data (see README.md: they stay out of the page's script); the terms and
 * the links to the articles are Markdown, checked by the build.
 */
export function glossaryList(
  entries: GlossaryEntry[],
  docsDir: string,
  fromFile: string,
): MdastNode {
  const sorted = alphabetical(entries);
  return {
    type: 'glossaryList',
    data: {hName: 'dl', hProperties: {className: ['glossary']}},
    children: sorted.flatMap((entry) => {
      const [file, anchor] = entry.article.split('#') as [string, string?];
      const target = path.join(docsDir, file);
      const relative = path
        .relative(path.dirname(fromFile), target)
        .split(path.sep)
        .join('/');
      const url = `${relative.startsWith('.') ? '' : './'}${relative}${anchor ? `#${anchor}` : ''}`;
      return [
        {
          type: 'glossaryTerm',
          data: {hName: 'dt', hProperties: {id: `glossary-${entry.id}`}},
          children: [{type: 'text', value: entry.term}],
        },
        {
          type: 'glossaryDefinition',
          data: {hName: 'dd'},
          children: [
            jsx(DEFINITION, entry.id, []),
            {type: 'text', value: ' Подробнее: '},
            {
              type: 'link',
              url,
              children: [{type: 'text', value: titleOf(target)}],
            },
            {type: 'text', value: '.'},
          ],
        },
      ];
    }),
  };
}

export default function remarkGlossary(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const docsDir = path.join(siteDir, 'docs');
  const entries = options.terms ?? readGlossary(siteDir);
  const problems = glossaryProblems(entries, docsDir);
  if (problems.length > 0) {
    throw new Error(
      `The glossary (${GLOSSARY_FILE}) has problems:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  const matchers = new Map<string, ReturnType<typeof createMatcher>>();

  return (tree: MdastNode, file: VFileLike): void => {
    const filePath = file.path ?? '';
    const children = tree.children ?? [];
    const at = children.findIndex(
      (node) => node.type === 'leafDirective' && node.name === 'glossary',
    );
    if (at >= 0) {
      children[at] = glossaryList(entries, docsDir, filePath);
      tree.children = [importNode(DEFINITION), ...children];
      return;
    }
    const relative = path.relative(docsDir, filePath);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const section = relative.split(path.sep)[0]!;
    // The terms of this section, but not those this article explains: it
    // is their «Подробнее», a popup there would repeat it.
    const article = relative.split(path.sep).join('/');
    const terms = entries.filter(
      (e) =>
        (!e.sections || e.sections.includes(section)) &&
        e.article.split('#')[0] !== article,
    );
    // One matcher per set of terms, not per article: most articles of a
    // section share theirs, and each matcher is a large regular expression
    // to compile (at 5,000 articles, 5,000 of them cost seconds of the
    // bundler's one JavaScript thread).
    const key = terms.map((e) => e.id).join('\n');
    let matcher = matchers.get(key);
    if (!matcher) {
      matcher = createMatcher(terms);
      matchers.set(key, matcher);
    }
    const used = new Set<string>();
    wrapFirstUses(tree, matcher.next, used);
    if (used.size > 0) {
      tree.children = [importNode(COMPONENT), ...(tree.children ?? [])];
    }
  };
}
