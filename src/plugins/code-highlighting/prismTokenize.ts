/**
 * Tokenizes code exactly as prism-react-renderer's <Highlight> does (its
 * useTokenize, 2.4.1): the same Prism hooks, the same line splitting. Used
 * by the build for every fenced block, and in the browser only for a code
 * block the build did not see (a <CodeBlock> written in JSX).
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
