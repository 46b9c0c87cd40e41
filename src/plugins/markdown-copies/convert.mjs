// Turns one article's MDX source into plain Markdown for assistants
// (src/plugins/markdown-copies, see README.md).
//
// An ES module because the parser stack Docusaurus ships (unified, remark-*)
// is published as ES modules only; ./index.ts runs ./writeCopies.mjs, which
// imports this file, in a child Node process (Docusaurus loads plugins
// through jiti, as src/plugins/search/writeIndex.mjs explains).
//
// The source is parsed the way Docusaurus parses it (MDX, front matter,
// directives, GFM, HTML comments dropped, `{#id}` heading ids escaped
// first), then every MDX construct the articles use is turned into Markdown:
//
// - `import`/`export` lines and `{/* comments */}`: removed;
// - `<Tabs>`/`<TabItem label>`: a heading per tab, one level below the
//   heading the tabs stand under, then the tab's content;
// - `:::tip[Title]` and the other admonitions: a quote that starts with the
//   title in bold (the site's Russian label when the author gave none);
// - `<ProviderValue name>`: this build's value, as code or bold like the page;
// - `<Generator kind>`: what its form asks, then its output for the sample
//   values as a code block; `<SiteHealthCheck />`: what the check does;
// - `:ui[…]`: bold; `:msg[…]`: the text in «ёлочки», like the page;
// - `::screenshot{name}`: the image (absolute URL) and its caption;
// - `::glossary` (docs/intro.md): a line per term of src/plugins/glossary,
//   «**term** — definition Подробнее: [article](URL).»;
// - `<kbd>`: inline code;
// - images and links: absolute URLs.
//
// Anything else in JSX or directive form stops the build with the file and
// the name, so that a new component never leaks into the copies unnoticed.
import utils from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

// The parse stack is a copy of @docusaurus/mdx-loader 3.10.2's
// (lib/processor.js: front matter, directives, GFM, comments;
// lib/preprocessor.js: `{#id}` escaped by @docusaurus/utils), a patch in
// PATCHES.md; tests/unit/upstream-drift.test.ts says when those files change.
const {escapeMarkdownHeadingIds} = utils;
if (typeof escapeMarkdownHeadingIds !== 'function') {
  // The message format of src/plugins/patches.ts (TypeScript: not here).
  throw new Error(
    "[markdown-copies] parse stack of @docusaurus/mdx-loader: @docusaurus/utils has no escapeMarkdownHeadingIds (target not found) — re-check PATCHES.md «The Markdown copies' parse stack»",
  );
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

/** Thrown for content the converter does not know; names the file. */
export class MarkdownCopyError extends Error {}

const text = (value) => ({type: 'text', value});
const paragraph = (children) => ({type: 'paragraph', children});
const strong = (children) => ({type: 'strong', children});

function textOf(node) {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** `table[key]` for a string key the table has, else undefined. */
function entryOf(table, key) {
  return typeof key === 'string' &&
    Object.prototype.hasOwnProperty.call(table, key)
    ? table[key]
    : undefined;
}

function attribute(node, name) {
  const found = (node.attributes ?? []).find(
    (attr) => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  if (!found) return undefined;
  // `default` without a value is `true`; a `{…}` value is an expression.
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return {expression: found.value.value};
}

// Docusaurus' magic comments in code blocks: they mark highlighted lines on
// the page and are no part of the code a reader copies.
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|;|--|\/\*|<!--|REM|::)\s*highlight-(?:next-line|start|end)\s*(?:\*\/|-->)?\s*$/i;

/**
 * @param {string} source the file's content
 * @param {object} context
 * @param {string} context.file the source path relative to the site, for messages
 * @param {string} context.title
 * @param {string} [context.description]
 * @param {string} [context.checkedWith]
 * @param {string} [context.checkedAgainst]
 * @param {string} context.url the page's absolute address
 * @param {Record<string, string>} context.admonitionLabels admonition type → Russian label
 * @param {Record<string, {value: string, kind: 'code' | 'path'}>} context.providerValues
 * @param {Record<string, {description: string, title: string, language: string, text: string}>} context.generators
 * @param {Map<string, {alt: string, caption: string}>} context.screenshots by name
 * @param {{term: string, definition: string, url: string, title: string}[]} [context.glossary] for `::glossary`
 * @param {(url: string) => string} context.link an absolute URL for a link target
 * @param {(url: string) => string} context.image an absolute URL for an image
 * @returns {string} the Markdown copy
 */
export function convertArticle(source, context) {
  const fail = (what) => {
    throw new MarkdownCopyError(`${context.file}: ${what}`);
  };
  let tree;
  try {
    tree = parser.parse(escapeMarkdownHeadingIds(source));
  } catch (error) {
    fail(`cannot be parsed as MDX: ${error.message}`);
  }

  // The heading level the next tab headings go under.
  let headingDepth = 1;

  function jsx(node, inFlow) {
    const name = node.name ?? '<>';
    if (name === 'ProviderValue') {
      const key = attribute(node, 'name');
      const entry = entryOf(context.providerValues, key);
      if (!entry) {
        fail(
          `<ProviderValue name=${JSON.stringify(key)} />: no such value; the names are ${Object.keys(context.providerValues).join(', ')} (src/data/provider.ts)`,
        );
      }
      const value =
        entry.kind === 'code'
          ? {type: 'inlineCode', value: entry.value}
          : strong([text(entry.value)]);
      return inFlow ? [paragraph([value])] : [value];
    }
    if (name === 'Generator' && inFlow) {
      const kind = attribute(node, 'kind');
      const entry = entryOf(context.generators, kind);
      if (!entry) {
        fail(
          `<Generator kind=${JSON.stringify(kind)} />: no such generator; the kinds are ${Object.keys(context.generators).join(', ')} (src/components/Generator/build.ts)`,
        );
      }
      return [
        paragraph([text(entry.description)]),
        {
          type: 'code',
          lang: entry.language,
          meta: `title=${JSON.stringify(entry.title)}`,
          value: entry.text,
        },
      ];
    }
    if (name === 'SiteHealthCheck' && inFlow) {
      return [
        paragraph([
          text(
            'На странице статьи здесь проверка: в поле вставляют текст, который копирует кнопка «Скопировать информацию в буфер обмена» на вкладке «Информация» раздела «Здоровье сайта», и она сравнивает версии PHP и СУБД, память, лимиты загрузки, расширения mysqli, curl, imagick и gd, HTTPS и отладку с числами этой статьи, со ссылкой на раздел, где исправляется каждая проблема.',
          ),
        ]),
      ];
    }
    if (name === 'kbd') {
      const value = {type: 'inlineCode', value: textOf(node)};
      return inFlow ? [paragraph([value])] : [value];
    }
    if (name === 'Tabs' && inFlow) {
      const depth = Math.min(headingDepth + 1, 6);
      return node.children.flatMap((child) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
          fail(
            `<Tabs> holds ${child.type === 'mdxJsxFlowElement' ? `<${child.name}>` : child.type}; only <TabItem> is known`,
          );
        }
        const label = attribute(child, 'label') ?? attribute(child, 'value');
        if (typeof label !== 'string' || label.trim() === '') {
          fail('<TabItem> without a label or value');
        }
        return [
          {type: 'heading', depth, children: [text(label)]},
          ...flow(child.children),
        ];
      });
    }
    return fail(
      `<${name}> is not known to the Markdown copies; teach src/plugins/markdown-copies/convert.mjs how to write it as Markdown`,
    );
  }

  function directive(node) {
    if (node.type === 'textDirective' && node.name === 'ui') {
      return [strong(phrasing(node.children))];
    }
    if (node.type === 'textDirective' && node.name === 'msg') {
      return [text('«'), ...phrasing(node.children), text('»')];
    }
    if (node.type === 'leafDirective' && node.name === 'screenshot') {
      const name = node.attributes?.name ?? '';
      const shot = context.screenshots.get(name);
      if (!shot) {
        fail(
          `::screenshot{name="${name}"} is not in lab/screenshots/manifest.json`,
        );
      }
      return [
        paragraph([
          {
            type: 'image',
            url: context.image(`./img/${name}.webp`),
            alt: shot.alt,
            title: null,
          },
        ]),
        paragraph([{type: 'emphasis', children: [text(shot.caption)]}]),
      ];
    }
    // The glossary (src/plugins/glossary): a line per term, as on the page.
    if (node.type === 'leafDirective' && node.name === 'glossary') {
      return (context.glossary ?? []).map(({term, definition, url, title}) =>
        paragraph([
          strong([text(term)]),
          text(` — ${definition} Подробнее: `),
          {type: 'link', url, title: null, children: [text(title)]},
          text('.'),
        ]),
      );
    }
    // The admonition types are the keys of admonitionLabels (./index.ts).
    if (
      node.type === 'containerDirective' &&
      Object.prototype.hasOwnProperty.call(context.admonitionLabels, node.name)
    ) {
      const [first, ...rest] = node.children;
      const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
      const title = titled
        ? phrasing(first.children)
        : [text(context.admonitionLabels[node.name])];
      return [
        {
          type: 'blockquote',
          children: [
            paragraph([strong(title)]),
            ...flow(titled ? rest : node.children),
          ],
        },
      ];
    }
    const mark = {
      textDirective: ':',
      leafDirective: '::',
      containerDirective: ':::',
    }[node.type];
    return fail(
      `${mark}${node.name} is not known to the Markdown copies; teach src/plugins/markdown-copies/convert.mjs how to write it as Markdown`,
    );
  }

  /** Inline content. */
  function phrasing(children) {
    return children.flatMap((node) => {
      switch (node.type) {
        case 'mdxJsxTextElement':
          return jsx(node, false);
        case 'mdxTextExpression':
          return expression(node);
        case 'textDirective':
          return directive(node);
        case 'link':
          return [
            {
              ...node,
              url: context.link(node.url),
              children: phrasing(node.children),
            },
          ];
        case 'image':
          return [{...node, url: context.image(node.url)}];
        default:
          return node.children
            ? [{...node, children: phrasing(node.children)}]
            : [node];
      }
    });
  }

  function expression(node) {
    // `{/* … */}` is a comment; any other expression has no Markdown form.
    if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
    return fail(`the expression {${node.value}} has no Markdown form`);
  }

  /** Block content. */
  function flow(children) {
    return children.flatMap((node) => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
          return expression(node);
        case 'mdxJsxFlowElement':
          return jsx(node, true);
        case 'leafDirective':
        case 'containerDirective':
          return directive(node);
        case 'heading': {
          headingDepth = node.depth;
          const children = phrasing(node.children);
          const last = children.at(-1);
          if (last?.type === 'text') {
            const stripped = last.value.replace(/\s*\{#[^{}]+\}\s*$/, '');
            children[children.length - 1] = {...last, value: stripped};
          }
          return [{...node, children}];
        }
        case 'code': {
          const meta = node.meta?.replace(/\{[\d,\s-]+\}/g, '').trim();
          const value = node.value
            .split('\n')
            .filter((line) => !MAGIC_COMMENT.test(line))
            .join('\n');
          return [{...node, meta: meta || null, value}];
        }
        case 'definition':
          return [{...node, url: context.link(node.url)}];
        case 'paragraph':
        case 'tableCell':
          return [{...node, children: phrasing(node.children)}];
        default:
          return node.children
            ? [{...node, children: flow(node.children)}]
            : [node];
      }
    });
  }

  const body = flow(tree.children);
  const header = [];
  // An article whose Markdown starts with its own `# title` keeps it.
  const ownTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  if (ownTitle) {
    header.push(body.shift());
  } else {
    header.push({type: 'heading', depth: 1, children: [text(context.title)]});
  }
  if (context.description) {
    header.push({
      type: 'blockquote',
      children: [paragraph([text(context.description)])],
    });
  }
  if (context.checkedWith) {
    header.push(
      paragraph([
        text(
          context.checkedAgainst
            ? `Не проверено в программе. Сверено с: ${context.checkedAgainst} (${context.checkedWith})`
            : `Проверено: ${context.checkedWith}`,
        ),
      ]),
    );
  }
  header.push(
    paragraph([
      text('Адрес: '),
      {type: 'link', url: context.url, children: [text(context.url)]},
    ]),
  );
  header.push({type: 'thematicBreak'});

  try {
    return printer.stringify({type: 'root', children: [...header, ...body]});
  } catch (error) {
    return fail(`cannot be written as Markdown: ${error.message}`);
  }
}
