/**
 * The glossary's data as pure functions: the check of the entries of
 * src/data/glossary.yml (./data.ts reads it) and the
 * matcher that finds a use of a term in a line of text. Node only (the
 * check reads docs/); the build (./remark.ts) and the tests import it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {GlossaryEntry} from './data';

const CYRILLIC = /[а-яё]/i;

/** Every problem of the data file, each naming the entry; [] if none. */
export function glossaryProblems(
  entries: GlossaryEntry[],
  docsDir: string,
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const forms = new Map<string, string>();
  for (const entry of entries) {
    const name = `${entry.at ? `${entry.at} ` : ''}${entry.id || '(no id)'}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) {
      problems.push(`${name}: id must be Latin, lower case, with hyphens`);
    }
    if (ids.has(entry.id)) problems.push(`${name}: the id is used twice`);
    ids.add(entry.id);
    if (!entry.term.trim()) problems.push(`${name}: empty term`);
    if (entry.forms.length === 0) problems.push(`${name}: no word forms`);
    for (const form of entry.forms) {
      const key = form.toLowerCase();
      const other = forms.get(key);
      if (other && other !== entry.id) {
        problems.push(`${name}: the form «${form}» is also a form of ${other}`);
      }
      forms.set(key, entry.id);
      if (form.trim() !== form || form === '' || form === '…') {
        problems.push(`${name}: bad form «${form}»`);
      }
    }
    const definition = entry.definition.trim();
    if (!CYRILLIC.test(definition)) {
      problems.push(`${name}: the definition must be in Russian`);
    }
    if (!/[.!?»]$/.test(definition)) {
      problems.push(`${name}: the definition must end with a full stop`);
    }
    const sentences = definition
      .split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z«])/u)
      .filter(Boolean);
    if (sentences.length > 2) {
      problems.push(
        `${name}: ${sentences.length} sentences, a definition has one or two`,
      );
    }
    const [file, anchor] = entry.article.split('#') as [string, string?];
    const absolute = path.join(docsDir, file);
    if (!/\.mdx?$/.test(file) || !existsSync(absolute)) {
      problems.push(
        `${name}: article «${entry.article}» is no file of docs/ (write it with its extension, e.g. wordpress/rabota-pochty.md)`,
      );
    } else if (anchor !== undefined) {
      const text = readFileSync(absolute, 'utf8');
      if (!new RegExp(`^#{2,3} .*\\{#${anchor}\\}\\s*$`, 'm').test(text)) {
        problems.push(
          `${name}: «${entry.article}» has no heading with the id {#${anchor}}`,
        );
      }
    }
    for (const section of entry.sections ?? []) {
      if (!existsSync(path.join(docsDir, section))) {
        problems.push(`${name}: no section docs/${section}`);
      }
    }
  }
  return problems;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form as a regular expression source (the rules: src/data/glossary.yml). */
export function formSource(form: string): string {
  const prefix = form.endsWith('…');
  const word = prefix ? form.slice(0, -1) : form;
  // A lower-case letter matches either case («кеш» finds «Кеш» at the
  // start of a sentence); a capital only itself («DNS» is not «dns»).
  const body = [...word]
    .map((char) => {
      const upper = char.toUpperCase();
      return char === upper ? escape(char) : `[${char}${upper}]`;
    })
    .join('');
  // A Russian word ends at a hyphen too («хостинг-провайдер» is no use of
  // «хостинг»); a Latin one may go on with one («SMTP-сервер»).
  const end = CYRILLIC.test(word)
    ? '(?![\\p{L}\\p{N}_-])'
    : '(?![\\p{L}\\p{N}_])';
  return `${body}${prefix ? '[\\p{L}\\p{N}]*' : ''}${end}`;
}

export interface Matcher {
  /** The next use at or after `from` of an entry not in `used`. */
  next(
    text: string,
    from: number,
  ): {index: number; text: string; entry: GlossaryEntry} | null;
}

/**
 * One regular expression over every form, longest first, so that «кеш DNS»
 * wins over «кеш» where both start. A use starts a word: not after a
 * letter, digit, dot or hyphen («wp-config.php» holds no «PHP»).
 */
export function createMatcher(entries: GlossaryEntry[]): Matcher {
  const alternatives = entries
    .flatMap((entry) => entry.forms.map((form) => ({entry, form})))
    .sort((a, b) => b.form.length - a.form.length);
  const regex = new RegExp(
    `(?<![\\p{L}\\p{N}_.\\-])(?:${alternatives
      .map(({form}) => `(${formSource(form)})`)
      .join('|')})`,
    'gu',
  );
  return {
    next(text, from) {
      // No terms: the empty alternation would match everywhere.
      if (alternatives.length === 0) return null;
      regex.lastIndex = from;
      const match = regex.exec(text);
      if (!match) return null;
      const group = match.findIndex((value, i) => i > 0 && value !== undefined);
      return {
        index: match.index,
        text: match[0],
        entry: alternatives[group - 1]!.entry,
      };
    },
  };
}
