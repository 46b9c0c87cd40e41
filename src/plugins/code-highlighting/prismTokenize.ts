/**
 * Tokenizes code exactly as prism-react-renderer's <Highlight> does: a
 * copy of the body of its useTokenize (2.4.1), a hook, which cannot run
 * outside a component. The same Prism hooks, the same line splitting, and
 * like upstream it tokenizes the code it was given, not an `env.code` a
 * hook rewrote. Used by the build for every fenced block, and in the
 * browser only for a code block the build did not see (a <CodeBlock>
 * written in JSX). A patch in PATCHES.md; tests/unit/code-tokens.test.ts
 * compares it with <Highlight>.
 */
import {
  normalizeTokens,
  type EnvConfig,
  type PrismLib,
  type Token,
} from 'prism-react-renderer';

export function prismTokenize(
  prism: PrismLib,
  code: string,
  language: string,
): Token[][] {
  const grammar = prism.languages[language];
  if (grammar == null) {
    return normalizeTokens([code]);
  }
  const env: EnvConfig = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
