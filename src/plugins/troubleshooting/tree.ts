/**
 * The tree of «Что случилось с сайтом?» (src/data/troubleshooting.yml):
 * its reader (each problem stops with the file and line), the check of its
 * links against docs/, and the walk over every path from a symptom to its
 * end. Node only: the build (./index.ts) and the tests import it; the
 * browser gets the resolved tree as JSON.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {isMap} from 'yaml';

import {
  checkEntryId,
  entriesOf,
  fieldMap,
  isText,
  parseDataFile,
  readDataFile,
  type YamlFields,
  type YamlText,
} from '../../data/yamlFile';

export const TROUBLESHOOTING_FILE = 'src/data/troubleshooting.yml';

/** Where a node starts: `src/data/troubleshooting.yml:12`. */
type Place = {at: string};

/** A yes/no question and the step after each answer. */
export type Question = Place & {ask: string; yes: Step; no: Step};
/** The likely cause and the article section that fixes it. */
export type Answer = Place & {
  answer: string;
  /** From docs/, with extension and `#id`: `wordpress/rabota-pochty.md#spam`. */
  article: string;
  /** Where `article` is written. */
  articleAt: string;
};
/** No answer in the knowledge base: the support message, with the answers. */
export type Support = Place & {support: string};
export type Step = Question | Answer | Support;

export type Symptom = Place & {
  id: string;
  symptom: string;
  /** The article for a reader without JavaScript (docs/ path, maybe `#id`). */
  article: string;
  articleAt: string;
  step: Step;
};

const STEP_KEYS = ['ask', 'yes', 'no', 'answer', 'article', 'support'];
const SYMPTOM_KEYS = new Set(['id', 'symptom', ...STEP_KEYS]);
const NODE_KEYS = new Set(STEP_KEYS);

type Fields = YamlFields;

function text(
  yaml: YamlText,
  fields: Fields,
  key: string,
  where: string,
): string {
  const field = fields.get(key);
  if (!field) return yaml.fail(where, `${key} is missing`);
  if (!isText(field.value) || !field.value.value.trim()) {
    return yaml.fail(field.at, `${key} must be text`);
  }
  return field.value.value.trim();
}

function step(
  yaml: YamlText,
  fields: Fields,
  where: string,
  /** A symptom's own `article` is its link without JavaScript too. */
  symptom: boolean,
): Step {
  const kinds = ['ask', 'answer', 'support'].filter((key) => fields.has(key));
  if (kinds.length !== 1) {
    return yaml.fail(
      where,
      kinds.length === 0
        ? 'a step needs ask (a question, with yes and no), answer (with article) or support'
        : `a step is one of ask, answer, support, not ${kinds.join(' and ')}`,
    );
  }
  const kind = kinds[0]!;
  const only = (allowed: string[]): void => {
    for (const [key, {at}] of fields) {
      if (
        !allowed.includes(key) &&
        !(symptom && ['id', 'symptom', 'article'].includes(key))
      ) {
        yaml.fail(at, `«${key}» does not belong to a step with ${kind}`);
      }
    }
  };
  if (kind === 'ask') {
    only(['ask', 'yes', 'no']);
    const ask = text(yaml, fields, 'ask', where);
    if (!/\?$/.test(ask)) {
      yaml.fail(fields.get('ask')!.at, 'a question ends with «?»');
    }
    return {
      at: where,
      ask,
      yes: child(yaml, fields, 'yes', where),
      no: child(yaml, fields, 'no', where),
    };
  }
  if (kind === 'answer') {
    only(['answer', 'article']);
    return {
      at: where,
      answer: sentences(yaml, fields, 'answer', where),
      article: text(yaml, fields, 'article', where),
      articleAt: fields.get('article')!.at,
    };
  }
  only(['support']);
  return {at: where, support: sentences(yaml, fields, 'support', where)};
}

/** One or two Russian sentences, ending with a full stop. */
function sentences(
  yaml: YamlText,
  fields: Fields,
  key: string,
  where: string,
): string {
  const value = text(yaml, fields, key, where);
  const at = fields.get(key)!.at;
  if (!/[а-яё]/i.test(value)) yaml.fail(at, `${key} must be in Russian`);
  if (!/[.!»]$/.test(value)) yaml.fail(at, `${key} must end with a full stop`);
  const count = value.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z«])/u).length;
  if (count > 2) {
    yaml.fail(at, `${key} has ${count} sentences; write one or two`);
  }
  return value;
}

function child(
  yaml: YamlText,
  fields: Fields,
  key: 'yes' | 'no',
  where: string,
): Step {
  const field = fields.get(key);
  if (!field) {
    return yaml.fail(
      where,
      `the question needs ${key}: the step after «${key === 'yes' ? 'Да' : 'Нет'}»`,
    );
  }
  if (!isMap(field.value)) {
    return yaml.fail(
      field.at,
      `${key} must be a step: ask, answer or support on the lines below it`,
    );
  }
  return step(
    yaml,
    fieldMap(yaml, field.value, NODE_KEYS),
    yaml.at(field.value),
    false,
  );
}

/** Parses the data file; an error names `file`, the line and the fix. */
export function parseTroubleshooting(
  source: string,
  file = TROUBLESHOOTING_FILE,
): Symptom[] {
  const yaml = parseDataFile(source, file);
  const ids = new Set<string>();
  const symptoms: Symptom[] = [];
  for (const {item, at} of entriesOf(
    yaml,
    yaml.doc.contents,
    'expected a list of symptoms, each starting «- id: …» (see the comments at the top)',
    'each symptom is a mapping with id, symptom, article and a step',
  )) {
    const fields = fieldMap(yaml, item, SYMPTOM_KEYS);
    const id = text(yaml, fields, 'id', at);
    checkEntryId(yaml, id, fields.get('id')!.at, ids);
    symptoms.push({
      at,
      id,
      symptom: text(yaml, fields, 'symptom', at),
      article: text(yaml, fields, 'article', at),
      articleAt: fields.get('article')!.at,
      step: step(yaml, fields, at, true),
    });
  }
  return symptoms;
}

export function readTroubleshooting(root: string = process.cwd()): Symptom[] {
  return readDataFile(root, TROUBLESHOOTING_FILE, parseTroubleshooting);
}

/** One answer on the way: the question and «Да» (true) or «Нет». */
export type Turn = {ask: string; yes: boolean};
/** A path from a symptom to the step that ends it. */
export type Walk = {symptom: Symptom; turns: Turn[]; end: Answer | Support};

/** Every path of every symptom, depth first, «Да» before «Нет». */
export function* walks(symptoms: readonly Symptom[]): Generator<Walk> {
  function* from(symptom: Symptom, node: Step, turns: Turn[]): Generator<Walk> {
    if ('ask' in node) {
      yield* from(symptom, node.yes, [...turns, {ask: node.ask, yes: true}]);
      yield* from(symptom, node.no, [...turns, {ask: node.ask, yes: false}]);
    } else {
      yield {symptom, turns, end: node};
    }
  }
  for (const symptom of symptoms) yield* from(symptom, symptom.step, []);
}

/** An article link split: the docs/ file and the heading id, if any. */
export function splitArticle(link: string): {file: string; anchor?: string} {
  const [file, anchor] = link.split('#') as [string, string?];
  return {file, anchor};
}

/**
 * The text of the heading with the explicit id `anchor` in `source` (an
 * article's Markdown) as the page shows it: `:msg[…]` in «…», `:ui[…]` and
 * code as their text; undefined if no h2 or h3 has that id.
 */
export function headingText(
  source: string,
  anchor: string,
): string | undefined {
  const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(`^#{2,3} (.*?)\\s*\\{#${escaped}\\}\\s*$`, 'm').exec(
    source,
  );
  if (!line) return undefined;
  return line[1]!
    .replace(/:msg\[([^\]]*)\]/g, '«$1»')
    .replace(/:ui\[([^\]]*)\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** The docs/ files' sources, each read once; null for no such article. */
export function docsReader(docsDir: string): (file: string) => string | null {
  const sources = new Map<string, string | null>();
  return (file) => {
    if (!sources.has(file)) {
      const absolute = path.join(docsDir, file);
      sources.set(
        file,
        /\.mdx?$/.test(file) && existsSync(absolute)
          ? readFileSync(absolute, 'utf8')
          : null,
      );
    }
    return sources.get(file)!;
  };
}

/**
 * What is wrong with an article link of a data file (`wordpress/x.md#id`,
 * written at `at`), or undefined: no such file in docs/, no h2/h3 with that
 * explicit id, or no section where one is needed.
 */
export function articleLinkProblem(
  link: string,
  at: string,
  read: (file: string) => string | null,
  needsAnchor: boolean,
): string | undefined {
  const {file, anchor} = splitArticle(link);
  const source = read(file);
  if (source === null) {
    return `${at}: article «${link}» is no file of docs/ (write the path from docs/ with its extension, e.g. wordpress/rabota-pochty.md#spam)`;
  }
  if (anchor === undefined) {
    return needsAnchor
      ? `${at}: «${link}» names no section: add #id of the heading that fixes it (## Заголовок {#id})`
      : undefined;
  }
  return headingText(source, anchor) === undefined
    ? `${at}: docs/${file} has no h2 or h3 heading with the id {#${anchor}}`
    : undefined;
}

/**
 * Every link of the tree that leads nowhere: no such file in docs/, or no
 * h2/h3 with that explicit id. Each names the file and line of the link.
 * An answer must name a section (`#id`); a symptom's link may be a whole
 * article.
 */
export function linkProblems(
  symptoms: readonly Symptom[],
  docsDir: string,
): string[] {
  const problems: string[] = [];
  const read = docsReader(docsDir);
  const check = (link: string, at: string, needsAnchor: boolean): void => {
    const problem = articleLinkProblem(link, at, read, needsAnchor);
    if (problem) problems.push(problem);
  };
  for (const symptom of symptoms) {
    check(symptom.article, symptom.articleAt, false);
  }
  const seen = new Set<Answer>();
  for (const {end} of walks(symptoms)) {
    if ('answer' in end && !seen.has(end)) {
      seen.add(end);
      check(end.article, end.articleAt, true);
    }
  }
  return problems;
}
