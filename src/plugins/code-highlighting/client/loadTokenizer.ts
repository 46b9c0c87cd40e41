/**
 * Prism, on demand. Code blocks of Markdown pages arrive tokenized by the
 * build; only a <CodeBlock> written in JSX with its code as a string needs
 * Prism in the browser. The first such block loads it (about 30 KiB brotli,
 * a chunk of its own) after the page has hydrated, and every block shares
 * the one load; until then, and in the server's HTML, the code is plain.
 *
 * No Suspense: a block suspended while the page hydrates makes React 18
 * throw its boundary away at the first state update above it (error 421).
 * A failed load gives null (the code stays plain, readable text) and is
 * tried again by the next block that asks.
 */
import type {Token} from 'prism-react-renderer';

export type Tokenize = (code: string, language: string) => Token[][];

let loaded: Tokenize | null = null;
let loading: Promise<Tokenize | null> | undefined;

/** The tokenizer if an earlier block has loaded it, else null. */
export function loadedTokenizer(): Tokenize | null {
  return loaded;
}

export function loadTokenizer(): Promise<Tokenize | null> {
  loading ??= import('./browserTokenizer').then(
    (module) => (loaded = module.default),
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}
