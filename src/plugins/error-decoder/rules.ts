/**
 * The rules of the error decoder (src/data/error-decoder.yml): read and
 * checked, each problem stopping with the file and line. Node only: the
 * build (./index.ts) and the tests import it; the browser gets the rules
 * resolved as JSON.
 */
import {
  checkEntryId,
  entriesOf,
  fieldMap,
  isText,
  parseDataFile,
  readDataFile,
  type YamlText,
} from '../../data/yamlFile';
import {RULE_KINDS, type RuleKind} from '../../components/ErrorDecoder/decode';
import {articleLinkProblem, docsReader} from '../troubleshooting/tree';
import {articleResolver, type DocOf} from '../troubleshooting/resolve';
import type {DecoderRule} from '../../components/ErrorDecoder/decode';

export const DECODER_FILE = 'src/data/error-decoder.yml';

export interface RuleSource {
  at: string;
  id: string;
  kind: RuleKind;
  match?: string[];
  code?: number;
  meaning: string;
  article: string;
  articleAt: string;
}

const KEYS = new Set(['id', 'kind', 'match', 'code', 'meaning', 'article']);
const CODES: Record<string, [number, number]> = {
  http: [400, 599],
  mysql: [1000, 9999],
  curl: [1, 99],
};

function textOf(yaml: YamlText, value: unknown, at: string, key: string) {
  if (!isText(value) || !value.value.trim()) {
    return yaml.fail(at, `${key} must be text`);
  }
  return value.value.trim();
}

export function parseDecoderRules(
  source: string,
  file = DECODER_FILE,
): RuleSource[] {
  const yaml = parseDataFile(source, file);
  const ids = new Set<string>();
  const rules: RuleSource[] = [];
  for (const {item, at} of entriesOf(
    yaml,
    yaml.doc.contents,
    'expected a list of rules, each starting «- id: …» (see the comments at the top)',
    'each rule is a mapping with id, kind, meaning and article',
  )) {
    const fields = fieldMap(yaml, item, KEYS);
    const get = (key: string) => {
      const field = fields.get(key);
      if (!field) return yaml.fail(at, `${key} is missing`);
      return field;
    };
    const id = textOf(yaml, get('id').value, get('id').at, 'id');
    checkEntryId(yaml, id, get('id').at, ids);
    const kind = textOf(yaml, get('kind').value, get('kind').at, 'kind');
    if (!(RULE_KINDS as readonly string[]).includes(kind)) {
      yaml.fail(
        get('kind').at,
        `kind must be one of ${RULE_KINDS.join(', ')}, not «${kind}»`,
      );
    }
    const rule: RuleSource = {
      at,
      id,
      kind: kind as RuleKind,
      meaning: textOf(yaml, get('meaning').value, get('meaning').at, 'meaning'),
      article: textOf(yaml, get('article').value, get('article').at, 'article'),
      articleAt: get('article').at,
    };
    const meaningAt = get('meaning').at;
    if (!/[а-яё]/i.test(rule.meaning)) {
      yaml.fail(meaningAt, 'meaning must be in Russian');
    }
    if (!/[.!»]$/.test(rule.meaning)) {
      yaml.fail(meaningAt, 'meaning must end with a full stop');
    }
    const sentences = rule.meaning.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z«])/u);
    if (sentences.length > 1) {
      yaml.fail(
        meaningAt,
        `meaning has ${sentences.length} sentences; write one`,
      );
    }
    if (kind === 'message' || kind === 'level') {
      const match = get('match');
      const list = (match.value as {items?: unknown[]} | null)?.items;
      if (!Array.isArray(list) || list.length === 0) {
        yaml.fail(match.at, 'match must be a list of texts');
      }
      rule.match = list!.map((entry) =>
        textOf(yaml, entry, yaml.at(entry), 'each match'),
      );
      if (fields.has('code'))
        yaml.fail(fields.get('code')!.at, `a ${kind} rule has match, not code`);
    } else if (kind in CODES) {
      const code = get('code');
      const value = Number((code.value as {value?: unknown} | null)?.value);
      const [min, max] = CODES[kind]!;
      if (!Number.isInteger(value) || value < min || value > max) {
        yaml.fail(code.at, `code must be a ${kind} code from ${min} to ${max}`);
      }
      rule.code = value;
      if (fields.has('match'))
        yaml.fail(
          fields.get('match')!.at,
          `a ${kind} rule has code, not match`,
        );
    } else {
      if (!rule.meaning.includes('{slug}')) {
        yaml.fail(
          meaningAt,
          `a ${kind} rule's meaning names the folder as {slug}`,
        );
      }
      for (const key of ['match', 'code']) {
        if (fields.has(key))
          yaml.fail(fields.get(key)!.at, `a ${kind} rule has no ${key}`);
      }
    }
    rules.push(rule);
  }
  return rules;
}

export function readDecoderRules(root: string = process.cwd()): RuleSource[] {
  return readDataFile(root, DECODER_FILE, parseDecoderRules);
}

/** Every rule whose article link leads nowhere, with the file and line. */
export function decoderLinkProblems(
  rules: readonly RuleSource[],
  docsDir: string,
): string[] {
  const read = docsReader(docsDir);
  return rules.flatMap(
    (rule) =>
      articleLinkProblem(rule.article, rule.articleAt, read, true) ?? [],
  );
}

/**
 * The rules for the browser: each link as the section's address, the
 * article's title and the heading (decoderLinkProblems has checked them).
 */
export function resolveDecoderRules(
  rules: readonly RuleSource[],
  docs: readonly DocOf[],
  docsDir: string,
): DecoderRule[] {
  const resolve = articleResolver(docs, docsDir);
  return rules.map(({id, kind, match, code, meaning, article, articleAt}) => ({
    id,
    kind,
    ...(match ? {match} : {}),
    ...(code !== undefined ? {code} : {}),
    meaning,
    step: resolve(article, articleAt),
  }));
}
