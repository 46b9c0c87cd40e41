/**
 * `import Name from 'source';` as a node of a Markdown tree: what a remark
 * plugin adds to a page that uses a component it inserted (the glossary's
 * popups, the checklists). MDX reads the estree, not the text.
 */
export function mdxImport(
  name: string,
  source: string,
): {type: 'mdxjsEsm'; value: string; data: Record<string, unknown>} {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name},
              },
            ],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}
