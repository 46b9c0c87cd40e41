import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight,
  normalizeTokens,
  Prism,
  type Token,
} from 'prism-react-renderer';

import {
  darkCodeTheme,
  lightCodeTheme,
} from '../../src/plugins/code-highlighting/codeTheme';
import {prismThemeCss} from '../../src/plugins/code-highlighting';
import rehypeCodeTokens, {
  blockLanguage,
  loadPrismLanguages,
  TOKENS_PROP,
} from '../../src/plugins/code-highlighting/rehype';
import {
  codeLines,
  decodeTokens,
  encodeTokens,
  keepLines,
  plainTokens,
} from '../../src/plugins/code-highlighting/codeTokens';
import {prismTokenize} from '../../src/plugins/code-highlighting/prismTokenize';

loadPrismLanguages(['php', 'ini', 'bash', 'nginx', 'sql']);

const SAMPLES: [string, string][] = [
  [
    'bash',
    '# комментарий\nosp log php -8\n\necho "строка\nна две" > /tmp/x.txt  ',
  ],
  ['php', "<?php\ndefine( 'WP_DEBUG', true );\n/* много\nстрок */\n$x = 1;"],
  ['ini', '[PHP]\nmemory_limit = 256M\n; выкл\n\n'],
  ['nginx', 'server {\r\n  listen 80;\r\n}'],
  ['text', 'просто текст\n\nи ещё'],
  ['sql', ''],
];

describe('build-time code tokens', () => {
  for (const [language, code] of SAMPLES) {
    it(`round-trip the tokens Prism gives for ${language}`, () => {
      const tokens = prismTokenize(Prism, code, language);
      assert.deepEqual(decodeTokens(code, encodeTokens(tokens)), tokens);
    });
  }

  // prismTokenize is a copy of prism-react-renderer's useTokenize, a hook
  // that cannot run outside React (PATCHES.md): the build's tokens must be
  // what <Highlight> computes for the same code.
  it('gives the tokens prism-react-renderer’s <Highlight> gives', () => {
    // PHP inside HTML: Prism's php hook rewrites env.code and env.grammar,
    // which useTokenize ignores (it tokenizes the code it was given).
    const samples = [...SAMPLES, ['php', '<p><?php echo $a; ?></p>\n']];
    for (const [language, code] of samples) {
      let rendered: Token[][] | undefined;
      renderToStaticMarkup(
        createElement(Highlight, {
          prism: Prism,
          code,
          language,
          children: ({tokens}) => {
            rendered = tokens;
            return createElement('pre');
          },
        }),
      );
      assert.deepEqual(
        prismTokenize(Prism, code, language),
        rendered,
        language,
      );
    }
  });

  it('highlights the extra languages (not plain text)', () => {
    const types = prismTokenize(Prism, "$a = 'b';", 'php').flatMap((line) =>
      line.flatMap((token) => token.types),
    );
    assert.ok(types.includes('variable'), types.join(' '));
    assert.ok(types.includes('string'), types.join(' '));
  });

  it('refuses tokens made for other code or malformed data', () => {
    const encoded = encodeTokens(prismTokenize(Prism, 'ls -la', 'bash'));
    assert.equal(decodeTokens('ls -l', encoded), null);
    assert.equal(decodeTokens('ls -la\npwd', encoded), null);
    assert.equal(decodeTokens('ls -la', '{'), null);
    assert.equal(decodeTokens('ls -la', '[["plain"],[[5,6]]]'), null);
    assert.equal(decodeTokens('ls -la', '[["plain"],[[0,-6]]]'), null);
  });

  it('keeps the lines left after magic comments are removed', () => {
    const raw = ['a', '// highlight-next-line', 'b', 'c'];
    assert.deepEqual(keepLines(raw, [1, 2, 3, 4], ['a', 'b', 'c']), [1, 3, 4]);
    assert.equal(keepLines(raw, [1, 2, 3, 4], ['a', 'x']), null);
  });

  it('shapes plain code like prism-react-renderer does', () => {
    const code = 'one\n\ntwo';
    assert.deepEqual(plainTokens(code), normalizeTokens([code]));
    assert.deepEqual(codeLines('a\r\nb\rc\nd'), ['a', 'b', 'c', 'd']);
  });
});

describe('rehype plugin', () => {
  type Node = {
    type: string;
    tagName?: string;
    value?: string;
    properties?: Record<string, unknown>;
    children?: Node[];
  };
  const element = (
    tagName: string,
    properties: Record<string, unknown>,
    children: Node[],
  ): Node => ({type: 'element', tagName, properties, children});

  it('tokenizes fenced blocks and leaves inline code alone', () => {
    const block = element('code', {className: ['language-PHP']}, [
      {type: 'text', value: '<?php echo 1;\n'},
    ]);
    const inline = element('code', {}, [{type: 'text', value: 'ls'}]);
    const tree: Node = {
      type: 'root',
      children: [element('pre', {}, [block]), element('p', {}, [inline])],
    };
    rehypeCodeTokens({additionalLanguages: ['php']})(tree as never);
    const encoded = block.properties![TOKENS_PROP] as string;
    assert.deepEqual(
      decodeTokens('<?php echo 1;', encoded),
      prismTokenize(Prism, '<?php echo 1;', 'php'),
    );
    assert.equal(inline.properties![TOKENS_PROP], undefined);
  });

  it('picks the language as Docusaurus does', () => {
    assert.equal(blockLanguage(['language-Bash'], undefined), 'bash');
    assert.equal(blockLanguage('x language-ini', undefined), 'ini');
    assert.equal(blockLanguage(undefined, 'php'), 'php');
    assert.equal(blockLanguage(undefined, undefined), 'text');
  });

  it('fails the build on a language Prism does not have', () => {
    assert.throws(() => loadPrismLanguages(['no-such-language']));
  });
});

describe('code colours as CSS', () => {
  const css = prismThemeCss(lightCodeTheme, darkCodeTheme);

  it('sets the block colours of both modes', () => {
    assert.match(
      css,
      /:root:not\(\[data-theme='dark'\]\)\{--prism-color:#393A34;--prism-background-color:#f6f8fa\}/,
    );
    assert.match(
      css,
      /\[data-theme='dark'\]\{--prism-color:#F8F8F2;--prism-background-color:#282A36\}/,
    );
  });

  it('colours token types per mode, later theme entries winning', () => {
    assert.match(
      css,
      /:root:not\(\[data-theme='dark'\]\) \.prism-code \.token\.comment,[^{]*\{font-style:italic;color:#57606a\}/,
    );
    assert.match(
      css,
      /\[data-theme='dark'\] \.prism-code \.token\.comment\{color:#8b96c4\}/,
    );
    // github colours `tag` twice; the second entry is the one shown.
    const rules = css.split('\n');
    const tagRule = (colour: string) =>
      rules.findIndex(
        (rule) =>
          rule.startsWith(':root:not') &&
          rule.includes('.token.tag') &&
          rule.endsWith(`{color:${colour}}`),
      );
    assert.ok(tagRule('#a4202d') !== -1, css);
    assert.ok(tagRule('#00009f') > tagRule('#a4202d'), css);
  });
});
