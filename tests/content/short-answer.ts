/**
 * «Коротко»: an article that fixes a problem (front matter
 * `troubleshooting: true`) opens, right after its first paragraph, with
 *
 *     :::tip[Коротко]
 *     Two to four sentences: the most likely cause and the fix, with a link
 *     to the step below ([…](#id)).
 *     :::
 *
 * The best Russian hosting help pages put the short answer first; a reader
 * with a broken site reads two lines before two screens. Pure functions, so
 * tests/unit can show the rule fails where it should.
 */

export const SHORT_ANSWER_OPENER = ':::tip[Коротко]';

/** Blank-line separated blocks of a body, with their first line (1-based). */
function blocks(body: string): {text: string; line: number}[] {
  const result: {text: string; line: number}[] = [];
  const lines = body.split('\n');
  let current: string[] = [];
  let start = 0;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length > 0)
        result.push({text: current.join('\n'), line: start + 1});
      current = [];
      return;
    }
    if (current.length === 0) start = index;
    current.push(line);
  });
  if (current.length > 0)
    result.push({text: current.join('\n'), line: start + 1});
  return result;
}

/** Explicit heading ids of the body: `## Шаг {#step}`. */
export function headingIds(body: string): Set<string> {
  return new Set(
    [...body.matchAll(/^#{2,6} .*\{#([A-Za-z0-9_-]+)\}\s*$/gm)].map(
      ([, id]) => id!,
    ),
  );
}

/** Sentences of a text: ends at . ! ? or … followed by a space or the end. */
export function sentences(text: string): string[] {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .split(/(?<=[.!?…])\s+(?=[^a-zа-яё])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What is wrong with an article's short answer, as messages; [] if fine. */
export function checkShortAnswer(body: string): string[] {
  const parts = blocks(body).filter(
    ({text}) => !/^import\s/.test(text) && !/^export\s/.test(text),
  );
  const first = parts[0];
  if (!first || /^(#|:::)/.test(first.text)) {
    return ['the article must start with a paragraph that says what it solves'];
  }
  const opener = parts[1];
  if (!opener || opener.text.split('\n')[0]!.trim() !== SHORT_ANSWER_OPENER) {
    return [
      `line ${opener?.line ?? first.line}: right after the first paragraph an article with troubleshooting: true opens with «${SHORT_ANSWER_OPENER}» … «:::» (the most likely cause and the fix)`,
    ];
  }
  const lines = body.split('\n');
  const startIndex = opener.line - 1;
  const endIndex = lines.findIndex(
    (line, index) => index > startIndex && line.trim() === ':::',
  );
  if (endIndex < 0) {
    return [`line ${opener.line}: the «Коротко» box is not closed with «:::»`];
  }
  const text = lines
    .slice(startIndex + 1, endIndex)
    .join(' ')
    .trim();
  const problems: string[] = [];
  const count = sentences(text).length;
  if (count < 2 || count > 4) {
    problems.push(
      `line ${opener.line}: the «Коротко» box has ${count} sentences; it needs two to four`,
    );
  }
  const links = [...text.matchAll(/\]\(#([^)\s]+)\)/g)].map(([, id]) => id!);
  if (links.length === 0) {
    problems.push(
      `line ${opener.line}: the «Коротко» box links to no step below: add [текст](#id) to a heading with {#id}`,
    );
  }
  const ids = headingIds(body);
  for (const id of links.filter((id) => !ids.has(id))) {
    problems.push(
      `line ${opener.line}: the «Коротко» box links to #${id}, but no heading of the article has {#${id}}`,
    );
  }
  return problems;
}
