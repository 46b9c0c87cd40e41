/**
 * Prism, on demand. Code blocks of Markdown pages arrive tokenized by the
 * build; only a <CodeBlock> written in JSX with its code as a string needs
 * Prism in the browser. The first such block loads it (about 30 KiB brotli,
 * a chunk of its own) and every block shares the one load.
 *
 * `readTokenizer()` is for rendering inside <Suspense>: it returns the
 * tokenizer once it is there and otherwise throws the pending load, which
 * suspends the block until then (React.lazy works the same way; the
 * server render waits for it too). If the load fails, it returns null and
 * the blocks stay plain, readable text until the page is loaded again.
 */
import type {Token} from 'prism-react-renderer';

export type Tokenize = (code: string, language: string) => Token[][];

type Load =
  | {status: 'pending'; promise: Promise<void>}
  | {status: 'done'; tokenize: Tokenize | null};

let current: Load | undefined;

function start(): Load {
  return {
    status: 'pending',
    promise: import('./browserTokenizer').then(
      (module) => {
        current = {status: 'done', tokenize: module.default};
      },
      () => {
        current = {status: 'done', tokenize: null};
      },
    ),
  };
}

export function readTokenizer(): Tokenize | null {
  current ??= start();
  if (current.status === 'pending') {
    throw current.promise;
  }
  return current.tokenize;
}
