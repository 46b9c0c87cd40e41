/**
 * The error decoder (src/plugins/error-decoder, README.md there): what it
 * recognises in a pasted error, a log line or a stack trace. Pure: the
 * search's decoder chunk and the tests call it with the rules of
 * src/data/error-decoder.yml as the build resolved them.
 */

export const RULE_KINDS = [
  'message',
  'level',
  'http',
  'mysql',
  'curl',
  'plugin',
  'theme',
  'mu-plugin',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** The section a rule sends the reader to, resolved by the build. */
export interface DecoderStep {
  to: string;
  title: string;
  section: string;
}

export interface DecoderRule {
  id: string;
  kind: RuleKind;
  /** message, level: the texts as the product writes them; «…» is any text. */
  match?: string[];
  /** http, mysql, curl. */
  code?: number;
  /** One Russian sentence; `{slug}` in a plugin or theme rule. */
  meaning: string;
  step: DecoderStep;
}

export interface Finding {
  rule: DecoderRule;
  /** The meaning with `{slug}` filled in. */
  meaning: string;
  /** What was recognised: the level, the code, the folder. */
  what: string;
}

export interface Decoded {
  /** The PHP level as PHP names it, if any. */
  level?: string;
  /**
   * The plugin, theme or must-use plugin a file path names: its folder, or
   * its file where it lies in `plugins` or `mu-plugins` itself.
   */
  culprit?: {kind: 'plugin' | 'theme' | 'mu-plugin'; slug: string};
  http: number[];
  mysql: number[];
  curl: number[];
  /** Each recognised thing with its rule, most specific first. */
  findings: Finding[];
}

/** Text as compared: lower case, «ё» as «е», one kind of quote and space, no tags. */
export function normalize(text: string): string {
  return text
    .replace(/<[^>]{1,200}>/g, '')
    .replace(/[«»“”„"]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/[\s\u00a0]+/g, ' ')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .trim();
}

const escape = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule's text as a pattern: «…» (or «...») stands for up to 300 characters. */
export function pattern(match: string): RegExp {
  return new RegExp(
    normalize(match)
      .split(/…|\.\.\./)
      .map((piece) => escape(piece.trim()))
      .join('.{0,300}?'),
  );
}

/** PHP's levels, most severe first, and the E_ constants of the e-mail. */
const LEVELS = [
  'Parse error',
  'Fatal error',
  'Recoverable fatal error',
  'Warning',
  'Notice',
  'Deprecated',
];
const CONSTANTS: Record<string, string> = {
  E_PARSE: 'Parse error',
  E_ERROR: 'Fatal error',
  E_CORE_ERROR: 'Fatal error',
  E_COMPILE_ERROR: 'Fatal error',
  E_USER_ERROR: 'Fatal error',
  E_RECOVERABLE_ERROR: 'Recoverable fatal error',
  E_WARNING: 'Warning',
  E_CORE_WARNING: 'Warning',
  E_COMPILE_WARNING: 'Warning',
  E_USER_WARNING: 'Warning',
  E_NOTICE: 'Notice',
  E_USER_NOTICE: 'Notice',
  E_DEPRECATED: 'Deprecated',
  E_USER_DEPRECATED: 'Deprecated',
};

function levelOf(text: string): string | undefined {
  const found = new Set<string>();
  for (const match of text.matchAll(
    // No \b before: a search box joins the lines, «contentWarning:».
    /(Parse error|Fatal error|Recoverable fatal error|Warning|Notice|Deprecated)\s*:/g,
  )) {
    found.add(match[1]!);
  }
  for (const match of text.matchAll(/\b(E_[A-Z_]+)\b/g)) {
    const level = CONSTANTS[match[1]!];
    if (level) found.add(level);
  }
  return LEVELS.find((level) => found.has(level));
}

/**
 * A plugin's or theme's folder; in `mu-plugins` also a file of its own,
 * which is how hosts install must-use plugins (`host-cache.php:5`).
 */
const FOLDER =
  /wp-content[\\/](?:(plugins|themes)[\\/]([A-Za-z0-9._-]+)[\\/]|(mu-plugins)[\\/]([A-Za-z0-9._-]+?)(?:[\\/]|(?<=\.php)(?=[:(\s]|$)))/;

/**
 * The plugin or theme at fault: the folder of the file the error names
 * («in …», «файла …», «in … on line»), else of the first file of the stack
 * trace under wp-content, else of any file there.
 */
function culpritOf(text: string): Decoded['culprit'] {
  const located =
    new RegExp(`(?: in |файла |file )\\S*?${FOLDER.source}`).exec(text) ??
    new RegExp(`#\\d+ \\S*?${FOLDER.source}`).exec(text) ??
    FOLDER.exec(text);
  if (!located) return undefined;
  const [plainFolder, plainSlug, muFolder, muSlug] = located.slice(-4);
  const folder = plainFolder ?? muFolder!;
  const slug = plainSlug ?? muSlug!;
  return {
    kind:
      folder === 'themes'
        ? 'theme'
        : folder === 'mu-plugins'
          ? 'mu-plugin'
          : 'plugin',
    slug,
  };
}

const unique = (numbers: number[]): number[] => [...new Set(numbers)];

function codesOf(text: string): Pick<Decoded, 'http' | 'mysql' | 'curl'> {
  const curl = [...text.matchAll(/cURL error (\d{1,2})\b/gi)].map((m) =>
    Number(m[1]),
  );
  const mysql = [
    ...text.matchAll(/\((?:HY000|\d{5}|[A-Z0-9]{5})\/(\d{4})\)/g),
    ...text.matchAll(/\bERROR (\d{4}) \(\w{5}\)/g),
  ].map((m) => Number(m[1]));
  const http = [
    ...text.matchAll(/\bHTTP(?:\/[\d.]+)? (\d{3})\b/g),
    ...text.matchAll(
      /\b(\d{3}) (?:Internal Server Error|Service Unavailable|Forbidden|Not Found|Bad Gateway|Gateway Time-?out|Request Entity Too Large|Content Too Large)\b/gi,
    ),
    ...text.matchAll(/(?:ошибк[аиуой]|код(?:ом)?|error|status) (\d{3})\b/gi),
  ]
    .map((m) => Number(m[1]))
    .filter((code) => code >= 400 && code <= 599);
  return {http: unique(http), mysql: unique(mysql), curl: unique(curl)};
}

/** Everything the rules recognise in `text`. */
export function decode(text: string, rules: readonly DecoderRule[]): Decoded {
  const flat = normalize(text);
  const level = levelOf(text);
  const culprit = culpritOf(text);
  const codes = codesOf(text);
  const findings: Finding[] = [];
  const add = (rule: DecoderRule, what: string, slug?: string): void => {
    findings.push({
      rule,
      what,
      meaning: slug ? rule.meaning.replace(/\{slug\}/g, slug) : rule.meaning,
    });
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case 'message': {
        const hit = (rule.match ?? []).find((match) =>
          pattern(match).test(flat),
        );
        if (hit) add(rule, hit);
        break;
      }
      case 'level':
        if (level && (rule.match ?? []).includes(level)) add(rule, level);
        break;
      case 'http':
      case 'mysql':
      case 'curl':
        if (codes[rule.kind].includes(rule.code!)) {
          add(rule, String(rule.code));
        }
        break;
      case 'plugin':
      case 'theme':
      case 'mu-plugin':
        if (culprit?.kind === rule.kind) add(rule, culprit.slug, culprit.slug);
        break;
    }
  }
  // The data file's order: messages, levels, codes, then the culprit.
  const order = RULE_KINDS as readonly string[];
  findings.sort(
    (a, b) => order.indexOf(a.rule.kind) - order.indexOf(b.rule.kind),
  );
  return {level, culprit, ...codes, findings};
}
