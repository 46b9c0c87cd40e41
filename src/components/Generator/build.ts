/**
 * What the generators write (src/components/Generator, README.md there):
 * pure functions from the reader's values and the provider's to the text a
 * reader pastes into the DNS panel, `wp-config.php`, `.htaccess` or
 * `.user.ini`. The build calls them for the page without JavaScript and the
 * Markdown copies, the browser for the form, the tests for the validators
 * (tests/integration/generators.test.ts).
 */

/** The generators an article can hold: `<Generator kind="…" />`. */
export const GENERATOR_KINDS = [
  'mail',
  'debug',
  'redirects',
  'php-limits',
] as const;
export type GeneratorKind = (typeof GENERATOR_KINDS)[number];

export const isGeneratorKind = (kind: string): kind is GeneratorKind =>
  (GENERATOR_KINDS as readonly string[]).includes(kind);

/** The domain the outputs show until the reader types theirs (RFC 2606). */
export const SAMPLE_DOMAIN = 'example.ru';
export const SAMPLE_MAILBOX = `admin@${SAMPLE_DOMAIN}`;

/** The provider's values the generators use (src/data/provider.ts). */
export interface GeneratorProvider {
  spfInclude: string;
  dkimSelector: string;
}

export type Checked<T> = {ok: true; value: T} | {ok: false; error: string};

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The domain as the DNS and the server see it: what a reader types or
 * pastes (`https://www.Пример.рф/page`) becomes `xn--e1afmkfd.xn--p1ai`.
 * The scheme, `www.`, a port, a path and a final dot are dropped.
 */
export function readDomain(input: string): Checked<string> {
  let host = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/s, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
  if (!host) {
    return {ok: false, error: 'Впишите домен сайта, например example.ru.'};
  }
  try {
    host = new URL(`http://${host}/`).hostname;
  } catch {
    host = '';
  }
  host = host.replace(/^www\./, '');
  if (!HOST_NAME.test(host)) {
    return {
      ok: false,
      error:
        'Это не похоже на домен. Впишите его так, как в адресной строке, например example.ru.',
    };
  }
  return {ok: true, value: host};
}

/** A mailbox for DMARC reports: the plain form only (no quotes, no name). */
export function readMailbox(input: string): Checked<string> {
  const value = input.trim();
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  if (
    at < 1 ||
    local.length > 64 ||
    !/^[A-Za-z0-9._%+-]+$/.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.')
  ) {
    return {
      ok: false,
      error: 'Впишите адрес почтового ящика, например admin@example.ru.',
    };
  }
  const domain = readDomain(value.slice(at + 1));
  if (!domain.ok || /^www\./i.test(value.slice(at + 1).trim())) {
    return {
      ok: false,
      error: 'После @ должен стоять домен ящика, например admin@example.ru.',
    };
  }
  return {ok: true, value: `${local}@${domain.value}`};
}

// ---------------------------------------------------------------- mail --

/** A DNS record as a panel asks for it: name relative to the domain. */
export interface DnsRecord {
  /** `@` for the domain itself, else the part before the domain. */
  name: string;
  type: 'TXT';
  value: string;
}

export const DMARC_POLICIES = ['none', 'quarantine', 'reject'] as const;
export type DmarcPolicy = (typeof DMARC_POLICIES)[number];

/**
 * The SPF record: the host's `include:` added to the reader's record if
 * they have one (a domain must have one SPF record, RFC 7208 §3.2), else
 * `v=spf1 include:… ~all`.
 */
export function spfRecord(include: string, existing = ''): Checked<string> {
  const mechanism = `include:${include}`;
  const current = existing.trim().replace(/^"|"$/g, '').replace(/"\s*"/g, '');
  if (!current) return {ok: true, value: `v=spf1 ${mechanism} ~all`};
  const terms = current.split(/\s+/);
  if (terms[0]?.toLowerCase() !== 'v=spf1') {
    return {
      ok: false,
      error:
        'Запись SPF начинается с v=spf1. Вставьте значение TXT-записи целиком или оставьте поле пустым.',
    };
  }
  if (terms.some((term) => term.toLowerCase() === mechanism)) {
    return {ok: true, value: terms.join(' ')};
  }
  // Before `all` or `redirect=`: terms after `all` are never read.
  const end = terms.findIndex((term) =>
    /^([-~+?]?all|redirect=.*)$/i.test(term),
  );
  const at = end === -1 ? terms.length : end;
  return {
    ok: true,
    value: [...terms.slice(0, at), mechanism, ...terms.slice(at)].join(' '),
  };
}

/**
 * The public key of a DKIM record from what a panel shows: the key alone
 * (`MIIBIjANBg…`), a PEM block, or a whole record (`v=DKIM1; k=rsa; p=…`,
 * also in the quoted pieces `dig` prints). A private key is refused.
 */
export function readDkimKey(input: string): Checked<string> {
  const text = input.trim();
  if (/PRIVATE KEY/.test(text)) {
    return {
      ok: false,
      error:
        'Это закрытый ключ: его нельзя публиковать и никому отправлять. Скопируйте из панели открытый ключ (PUBLIC KEY).',
    };
  }
  const joined = text.replace(/"\s*"/g, '').replace(/^"|"$/g, '');
  const tag = /(?:^|;)\s*p\s*=\s*([^;]*)/i.exec(joined);
  const key = (
    tag && /v\s*=\s*DKIM1|k\s*=|p\s*=/i.test(joined) ? tag[1] : joined
  )
    .replace(/-----(BEGIN|END) (RSA )?PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '');
  if (!/^MI[A-Za-z0-9+/]{150,}={0,2}$/.test(key) || key.length % 4 !== 0) {
    return {
      ok: false,
      error:
        'Это не похоже на открытый ключ RSA. Скопируйте из панели строку, которая начинается с MIIB или с v=DKIM1.',
    };
  }
  return {ok: true, value: key};
}

export interface MailValues {
  domain: string;
  mailbox: string;
  policy: DmarcPolicy;
  /** The reader's present SPF record, or ''. */
  spf: string;
  /** The public key from the panel, or '' (no DKIM row then). */
  dkimKey: string;
}

export interface MailRecords {
  records: DnsRecord[];
  /** Russian messages for the fields, by field name. */
  errors: Partial<Record<'domain' | 'mailbox' | 'spf' | 'dkimKey', string>>;
  /** The domain the records are for (the sample while the field is bad). */
  domain: string;
  /** The report mailbox is on another domain (RFC 7489 §7.1). */
  foreignReports: boolean;
}

export function mailRecords(
  values: MailValues,
  provider: GeneratorProvider,
): MailRecords {
  const errors: MailRecords['errors'] = {};
  const domain = readDomain(values.domain);
  if (!domain.ok) errors.domain = domain.error;
  const name = domain.ok ? domain.value : SAMPLE_DOMAIN;
  const mailbox = values.mailbox.trim()
    ? readMailbox(values.mailbox)
    : ({ok: true, value: `admin@${name}`} as const);
  if (!mailbox.ok) errors.mailbox = mailbox.error;
  const report = mailbox.ok ? mailbox.value : `admin@${name}`;
  const spf = spfRecord(provider.spfInclude, values.spf);
  if (!spf.ok) errors.spf = spf.error;
  const records: DnsRecord[] = [
    {
      name: '@',
      type: 'TXT',
      value: spf.ok ? spf.value : `v=spf1 include:${provider.spfInclude} ~all`,
    },
  ];
  if (values.dkimKey.trim()) {
    const key = readDkimKey(values.dkimKey);
    if (key.ok) {
      records.push({
        name: `${provider.dkimSelector}._domainkey`,
        type: 'TXT',
        value: `v=DKIM1; k=rsa; p=${key.value}`,
      });
    } else {
      errors.dkimKey = key.error;
    }
  }
  records.push({
    name: '_dmarc',
    type: 'TXT',
    value: `v=DMARC1; p=${values.policy}; rua=mailto:${report}`,
  });
  return {
    records,
    errors,
    domain: name,
    foreignReports: report.slice(report.lastIndexOf('@') + 1) !== name,
  };
}

/** The records as lines of text (the page without JavaScript, the copies). */
export function recordsText(records: DnsRecord[], domain: string): string {
  const names = records.map(({name}) =>
    name === '@' ? `@ (сам домен ${domain})` : name,
  );
  const width = Math.max(...names.map((name) => name.length));
  return records
    .map(
      ({type, value}, i) =>
        `Имя: ${names[i]!.padEnd(width)}   Тип: ${type}   Значение: ${value}`,
    )
    .join('\n');
}

// --------------------------------------------------------------- debug --

export interface DebugValues {
  /** '' for `wp-content/debug.log`, else the reader's absolute path. */
  logPath: string;
  /** Show errors on the pages too (not on a live site). */
  display: boolean;
  scriptDebug: boolean;
  saveQueries: boolean;
}

/** An absolute path of the server (`/home/…`) or of Windows (`C:\…`). */
export function readLogPath(input: string): Checked<string> {
  const value = input.trim();
  if (!value) return {ok: true, value: ''};
  if (/[\0\r\n]/.test(value) || !/^(\/|[A-Za-z]:[\\/])./.test(value)) {
    return {
      ok: false,
      error:
        'Впишите полный путь от корня сервера, например /home/user/logs/wp-errors.log.',
    };
  }
  return {ok: true, value};
}

/** A PHP string literal in single quotes: only `\` and `'` are escaped. */
export const phpString = (value: string): string =>
  `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;

/** The lines that replace `define( 'WP_DEBUG', false );` in wp-config.php. */
export function debugBlock(values: DebugValues): Checked<string> & {
  text: string;
} {
  const path = readLogPath(values.logPath);
  const log = path.ok && path.value ? phpString(path.value) : 'true';
  const lines = [
    `define( 'WP_DEBUG', true );`,
    `define( 'WP_DEBUG_LOG', ${log} );`,
    `define( 'WP_DEBUG_DISPLAY', ${values.display ? 'true' : 'false'} );`,
  ];
  if (!values.display) lines.push(`@ini_set( 'display_errors', 0 );`);
  if (values.scriptDebug) lines.push(`define( 'SCRIPT_DEBUG', true );`);
  if (values.saveQueries) lines.push(`define( 'SAVEQUERIES', true );`);
  const text = lines.join('\n');
  return path.ok
    ? {ok: true, value: text, text}
    : {ok: false, error: path.error, text};
}

// ----------------------------------------------------------- redirects --

export const MAIN_HOSTS = ['bare', 'www', 'keep'] as const;
export type MainHost = (typeof MAIN_HOSTS)[number];

const regexEscape = (text: string): string =>
  text.replace(/[.\\+*?[^\]$(){}=!<>|:-]/g, '\\$&');

/**
 * The `.htaccess` block that sends every `http://` address, and the other
 * of `www.`/bare, to the main `https://` address in one 301. HTTPS that a
 * proxy of the host accepts arrives as `X-Forwarded-Proto: https`: such a
 * request is not redirected again (no ERR_TOO_MANY_REDIRECTS). Goes above
 * `# BEGIN WordPress`, whose last rule would catch the address first.
 */
export function redirectsBlock(domain: string, main: MainHost): string {
  const host = main === 'www' ? `www.${domain}` : domain;
  const target =
    main === 'keep'
      ? 'https://%{HTTP_HOST}%{REQUEST_URI}'
      : `https://${host}%{REQUEST_URI}`;
  const lines = [
    '# BEGIN HTTPS',
    'RewriteEngine On',
    'RewriteCond %{HTTPS} !=on',
    'RewriteCond %{HTTP:X-Forwarded-Proto} !=https',
    `RewriteRule ^ ${target} [R=301,L]`,
  ];
  if (main !== 'keep') {
    const other = main === 'www' ? domain : `www.${domain}`;
    lines.push(
      `RewriteCond %{HTTP_HOST} ^${regexEscape(other)}$ [NC]`,
      `RewriteRule ^ ${target} [R=301,L]`,
    );
  }
  lines.push('# END HTTPS');
  return lines.join('\n');
}

// ---------------------------------------------------------- php limits --

export const LIMIT_FORMATS = ['user-ini', 'php-value'] as const;
export type LimitFormat = (typeof LIMIT_FORMATS)[number];

/** The limits a reader sets, in megabytes and seconds, as typed. */
export interface LimitValues {
  memory: string;
  upload: string;
  post: string;
  time: string;
}

export const LIMIT_FIELDS = {
  memory: {directive: 'memory_limit', unit: 'M', min: 32, max: 4096},
  upload: {directive: 'upload_max_filesize', unit: 'M', min: 1, max: 4096},
  post: {directive: 'post_max_size', unit: 'M', min: 1, max: 4096},
  time: {directive: 'max_execution_time', unit: '', min: 1, max: 3600},
} as const satisfies Record<
  keyof LimitValues,
  {directive: string; unit: string; min: number; max: number}
>;

export interface LimitsResult {
  text: string;
  errors: Partial<Record<keyof LimitValues, string>>;
}

/**
 * `.user.ini` lines (`memory_limit = 256M`) or `.htaccess` lines
 * (`php_value memory_limit 256M`). A field out of range is named and left
 * out; `post_max_size` below `upload_max_filesize` is an error too: PHP
 * would drop a form with such a file whole.
 */
export function limitsBlock(
  values: LimitValues,
  format: LimitFormat,
): LimitsResult {
  const errors: LimitsResult['errors'] = {};
  const numbers: Partial<Record<keyof LimitValues, number>> = {};
  for (const [field, spec] of Object.entries(LIMIT_FIELDS) as [
    keyof LimitValues,
    (typeof LIMIT_FIELDS)[keyof LimitValues],
  ][]) {
    const raw = values[field].trim();
    const number = Number(raw);
    if (!/^\d+$/.test(raw) || number < spec.min || number > spec.max) {
      errors[field] =
        `Впишите целое число от ${spec.min} до ${spec.max}${spec.unit ? ' (мегабайты)' : ' (секунды)'}.`;
    } else {
      numbers[field] = number;
    }
  }
  if (
    numbers.post !== undefined &&
    numbers.upload !== undefined &&
    numbers.post < numbers.upload
  ) {
    errors.post = `post_max_size должен быть не меньше upload_max_filesize (${numbers.upload} МБ): иначе файл такого размера не загрузится.`;
    delete numbers.post;
  }
  const lines = (Object.keys(LIMIT_FIELDS) as (keyof LimitValues)[])
    .filter((field) => numbers[field] !== undefined)
    .map((field) => {
      const {directive, unit} = LIMIT_FIELDS[field];
      const value = `${numbers[field]}${unit}`;
      return format === 'user-ini'
        ? `${directive} = ${value}`
        : `php_value ${directive} ${value}`;
    });
  return {text: lines.join('\n'), errors};
}

export const DEFAULT_LIMITS: LimitValues = {
  memory: '256',
  upload: '64',
  post: '64',
  time: '120',
};

/**
 * What each form asks, in words: the Markdown copies and llms-full.txt put
 * it before the sample output, where the page has the form.
 */
export const GENERATOR_DESCRIPTIONS: Record<GeneratorKind, string> = {
  mail: 'На странице статьи здесь форма: домен сайта, ящик для отчётов DMARC, правило DMARC (p=none, p=quarantine или p=reject), запись SPF, которая у домена уже есть, и открытый ключ DKIM из панели. Она составляет записи с этими значениями; вот они для домена example.ru:',
  debug:
    'На странице статьи здесь форма: журнал в wp-content/debug.log или в свой файл, вывод ошибок на страницах, SCRIPT_DEBUG и SAVEQUERIES. Она собирает строки для wp-config.php; без отметок это безопасный набор:',
  redirects:
    'На странице статьи здесь форма: домен сайта и главный адрес (без www, с www или как есть). Она составляет блок для .htaccess; вот он для example.ru без www:',
  'php-limits':
    'На странице статьи здесь форма: файл (.user.ini или .htaccess с php_value) и значения memory_limit, upload_max_filesize, post_max_size и max_execution_time. Она составляет строки; вот они для .user.ini со значениями по умолчанию:',
};

/** Each kind's output for the sample values: the page without JavaScript. */
export function sampleOutput(
  kind: GeneratorKind,
  provider: GeneratorProvider,
): {title: string; language: string; text: string} {
  switch (kind) {
    case 'mail': {
      const {records} = mailRecords(
        {domain: '', mailbox: '', policy: 'none', spf: '', dkimKey: ''},
        provider,
      );
      return {
        title: `Записи для домена ${SAMPLE_DOMAIN}`,
        language: 'text',
        text: recordsText(records, SAMPLE_DOMAIN),
      };
    }
    case 'debug':
      return {
        title: 'wp-config.php',
        language: 'php',
        text: debugBlock({
          logPath: '',
          display: false,
          scriptDebug: false,
          saveQueries: false,
        }).text,
      };
    case 'redirects':
      return {
        title: `.htaccess — для домена ${SAMPLE_DOMAIN}`,
        language: 'apacheconf',
        text: redirectsBlock(SAMPLE_DOMAIN, 'bare'),
      };
    case 'php-limits':
      return {
        title: '.user.ini',
        language: 'ini',
        text: limitsBlock(DEFAULT_LIMITS, 'user-ini').text,
      };
  }
}
