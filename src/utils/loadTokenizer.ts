/**
 * Prism, on demand. Code blocks of Markdown pages arrive tokenized by the
 * build; only a <CodeBlock> written in JSX with its code as a string needs
 * Prism in the browser. The first such block loads it (about 30 KiB brotli,
 * a chunk of its own) and every block shares the one load.
 *
 * The promise carries React's `status`/`value` fields, so `use()` returns
 * the tokenizer at once, without suspending, once it is there. A failed
 * load resolves to null (the block stays plain text) and is retried by the
 * next block that asks.
 */
import type {Token} from 'prism-react-renderer';

export type Tokenize = (code: string, language: string) => Token[][];

type TrackedPromise = Promise<Tokenize | null> & {
  status?: 'pending' | 'fulfilled';
  value?: Tokenize | null;
};

let current: TrackedPromise | undefined;

export function loadTokenizer(): Promise<Tokenize | null> {
  if (!current) {
    const promise: TrackedPromise = import('./browserTokenizer').then(
      (module) => module.default,
      () => null,
    );
    promise.status = 'pending';
    void promise.then((tokenize) => {
      promise.status = 'fulfilled';
      promise.value = tokenize;
      if (!tokenize) {
        current = undefined;
      }
    });
    current = promise;
  }
  return current;
}
