/**
 * Code block tokens computed at build time and carried to the page in a
 * compact form, so the browser draws highlighted code without Prism.
 *
 * The build (src/plugins/code-highlighting/rehype.ts) tokenizes each fenced
 * block's code and stores, per line, which token types cover how many
 * characters; the text itself is the block's code, which the page has
 * anyway. `decodeTokens` rebuilds the lines prism-react-renderer would have
 * produced for that code, or answers null when the data does not fit it.
 */
import type {Token} from 'prism-react-renderer';

/**
 * `[types, lines]`: `types` lists the distinct type lists (space-joined);
 * each line is a flat list of `typeIndex, length` pairs. A line that holds
 * one empty token (an empty line) is `[typeIndex]`.
 */
type Encoded = [string[], number[][]];

/** Splits code the way prism-react-renderer splits its tokens into lines. */
export function codeLines(code: string): string[] {
  return code.split(/\r\n|\r|\n/);
}

/** The compact JSON form of tokenized lines (see `Encoded`). */
export function encodeTokens(lines: Token[][]): string {
  const types: string[] = [];
  const typeIndex = (list: string[]): number => {
    const key = list.join(' ');
    let index = types.indexOf(key);
    if (index === -1) {
      index = types.push(key) - 1;
    }
    return index;
  };
  const encoded: number[][] = lines.map((line) => {
    if (line.length === 1 && line[0]!.empty) {
      return [typeIndex(line[0]!.types)];
    }
    return line.flatMap((token) => [
      typeIndex(token.types),
      token.content.length,
    ]);
  });
  return JSON.stringify([types, encoded] satisfies Encoded);
}

function isEncoded(value: unknown): value is Encoded {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    Array.isArray(value[0]) &&
    value[0].every((type) => typeof type === 'string') &&
    Array.isArray(value[1]) &&
    value[1].every(
      (line) =>
        Array.isArray(line) &&
        line.every((n) => Number.isInteger(n) && (n as number) >= 0),
    )
  );
}

/**
 * The token lines of `code` (without its final line break) from `encoded`;
 * null when `encoded` is malformed or was made for other code.
 */
export function decodeTokens(code: string, encoded: string): Token[][] | null {
  let data: unknown;
  try {
    data = JSON.parse(encoded);
  } catch {
    return null;
  }
  if (!isEncoded(data)) {
    return null;
  }
  const [types, encodedLines] = data;
  const lines = codeLines(code);
  if (encodedLines.length !== lines.length) {
    return null;
  }
  const typesAt = (index: number): string[] | null =>
    types[index] === undefined ? null : types[index]!.split(' ');
  const result: Token[][] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]!;
    const pairs = encodedLines[i]!;
    if (pairs.length === 1) {
      const tokenTypes = typesAt(pairs[0]!);
      if (!tokenTypes || text !== '') {
        return null;
      }
      result.push([{types: tokenTypes, content: '\n', empty: true}]);
      continue;
    }
    if (pairs.length % 2 !== 0) {
      return null;
    }
    const line: Token[] = [];
    let offset = 0;
    for (let j = 0; j < pairs.length; j += 2) {
      const tokenTypes = typesAt(pairs[j]!);
      if (!tokenTypes) {
        return null;
      }
      const end = offset + pairs[j + 1]!;
      line.push({types: tokenTypes, content: text.slice(offset, end)});
      offset = end;
    }
    if (offset !== text.length) {
      return null;
    }
    result.push(line);
  }
  return result;
}

/**
 * The lines of `tokens` (made for `rawLines`) that are left in `keptLines`:
 * Docusaurus removes magic-comment lines (`// highlight-next-line`) from the
 * code it shows. Null when `keptLines` is not an ordered subset of
 * `rawLines`.
 */
export function keepLines<T>(
  rawLines: string[],
  tokens: T[],
  keptLines: string[],
): T[] | null {
  const kept: T[] = [];
  let i = 0;
  for (const line of keptLines) {
    while (i < rawLines.length && rawLines[i] !== line) {
      i += 1;
    }
    if (i === rawLines.length) {
      return null;
    }
    kept.push(tokens[i]!);
    i += 1;
  }
  return kept;
}

/** The lines of unhighlighted code, shaped as tokens (one plain token each). */
export function plainTokens(code: string): Token[][] {
  return codeLines(code).map((line) =>
    line === ''
      ? [{types: ['plain'], content: '\n', empty: true}]
      : [{types: ['plain'], content: line}],
  );
}
