/**
 * The Site Health check of the requirements article (README.md here): reads
 * the text WordPress's «Скопировать информацию в буфер обмена» button
 * copies (Tools → Site Health → Info) and holds what it says against the
 * article's numbers. The text names sections and fields by keys that are
 * the same in every language (`### wp-server ###`, `php_version: 8.2.36
 * 64bit`), so one reader serves a Russian and an English WordPress; the
 * tests run it on exports recorded in the lab (lab/recordings/site-health).
 */

/** The article's numbers (docs/wordpress/sistemnye-trebovaniya-wordpress.md, «Что нужно WordPress 7.1»); a test holds them to its table. */
export const REQUIREMENTS = {
  php: {minimum: '7.4', recommended: '8.3'},
  mysql: {minimum: '5.5.5', recommended: '8.0'},
  mariadb: {minimum: '5.5.5', recommended: '10.11'},
  /** WP_MEMORY_LIMIT: what the site's pages need, in megabytes. */
  memoryMb: 40,
} as const;

const ARTICLE = '/docs/wordpress/sistemnye-trebovaniya-wordpress';
const DEBUG = '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno';
const SEO = '/docs/wordpress/pervichnaya-seo-nastroika';

/** Where each failure is fixed: a docs path and a heading id. */
export const STEPS = {
  php: {to: `${ARTICLE}#smena-php`, label: 'Как сменить версию PHP'},
  database: {to: `${ARTICLE}#trebovaniya`, label: 'Что нужно WordPress 7.1'},
  extensions: {to: `${ARTICLE}#smena-php`, label: 'Как сменить версию PHP'},
  https: {to: `${SEO}#https`, label: 'Переведите сайт на HTTPS'},
  debugDisplay: {
    to: `${DEBUG}#bezopasnyj-nabor`,
    label: 'Безопасный набор для рабочего сайта',
  },
  debug: {to: `${DEBUG}#vyklyuchite-otladku`, label: 'Выключите отладку'},
  memory: {
    to: `${ARTICLE}#pamyat`,
    label: 'Как увеличить память для WordPress',
  },
  uploads: {
    to: `${ARTICLE}#limity-php`,
    label: 'Как поднять лимиты PHP файлом',
  },
} as const;
export type Step = (typeof STEPS)[keyof typeof STEPS];

export type Sections = Map<string, Map<string, string>>;

/** The export as sections of fields; null when it is not such a text. */
export function parseExport(text: string): Sections | null {
  const sections: Sections = new Map();
  let current: Map<string, string> | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^`|`$/g, '').trimEnd();
    const heading = /^### ([\w-]+)(?: \(\d+\))? ###$/.exec(line.trim());
    if (heading) {
      current = new Map();
      sections.set(heading[1]!, current);
      continue;
    }
    const field = /^([\w:-]+): ?(.*)$/.exec(line);
    if (current && field && !raw.startsWith('\t')) {
      current.set(field[1]!, field[2]!.trim());
    }
  }
  return sections.has('wp-core') || sections.has('wp-server') ? sections : null;
}

export type Status = 'ok' | 'warn' | 'fail' | 'absent';

export interface Finding {
  id:
    | 'php'
    | 'database'
    | 'mysqli'
    | 'curl'
    | 'images'
    | 'https'
    | 'debug'
    | 'memory'
    | 'uploads';
  /** What was checked, as the list names it. */
  title: string;
  status: Status;
  /** One or two sentences: what the export says and what it means. */
  text: string;
  step?: Step;
}

/** `8.2.36 64bit` → [8, 2, 36]. */
const version = (text: string): number[] =>
  (/\d+(?:\.\d+)*/.exec(text)?.[0] ?? '').split('.').map(Number);

/** a < b, by numbers, a missing part being 0. */
function older(a: number[], b: string): boolean {
  const other = b.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, other.length); i += 1) {
    const x = a[i] ?? 0;
    const y = other[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** A PHP size (`64M`, `1G`, `262144K`, `-1`) in megabytes; null if not one. */
export function megabytes(value: string | undefined): number | null {
  const match = /^(-?\d+)\s*([KMG]?)$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const number = Number(match[1]);
  if (number < 0) return Infinity;
  const unit = match[2]!.toUpperCase();
  return unit === 'G'
    ? number * 1024
    : unit === 'M'
      ? number
      : unit === 'K'
        ? number / 1024
        : number / 1024 / 1024;
}

const mb = (value: number): string =>
  value === Infinity ? 'без ограничения' : `${Math.round(value * 10) / 10} МБ`;

/** The findings, in the order the article's table lists the components. */
export function checkExport(sections: Sections): Finding[] {
  const get = (section: string, field: string): string | undefined =>
    sections.get(section)?.get(field);
  const findings: Finding[] = [];
  const absent = (id: Finding['id'], title: string): void => {
    findings.push({
      id,
      title,
      status: 'absent',
      text: 'В тексте этой строки нет: проверьте, что вставлен весь текст.',
    });
  };

  const php = get('wp-server', 'php_version');
  if (php === undefined) absent('php', 'Версия PHP');
  else {
    const v = version(php);
    const {minimum, recommended} = REQUIREMENTS.php;
    findings.push(
      older(v, minimum)
        ? {
            id: 'php',
            title: 'Версия PHP',
            status: 'fail',
            text: `PHP ${v.join('.')}: WordPress 7.1 требует ${minimum} или новее.`,
            step: STEPS.php,
          }
        : older(v, recommended)
          ? {
              id: 'php',
              title: 'Версия PHP',
              status: 'warn',
              text: `PHP ${v.join('.')}: работает, но рекомендуется ${recommended} или новее.`,
              step: STEPS.php,
            }
          : {
              id: 'php',
              title: 'Версия PHP',
              status: 'ok',
              text: `PHP ${v.join('.')}: ${recommended} или новее, как рекомендуется.`,
            },
    );
  }

  const database = get('wp-database', 'server_version');
  if (database === undefined) absent('database', 'Версия СУБД');
  else {
    const mariadb = /mariadb/i.test(database);
    const name = mariadb ? 'MariaDB' : 'MySQL';
    const {minimum, recommended} = REQUIREMENTS[mariadb ? 'mariadb' : 'mysql'];
    const v = version(database);
    const status: Status = older(v, minimum)
      ? 'fail'
      : older(v, recommended)
        ? 'warn'
        : 'ok';
    findings.push({
      id: 'database',
      title: 'Версия СУБД',
      status,
      text:
        status === 'fail'
          ? `${name} ${v.join('.')}: WordPress 7.1 требует ${minimum} или новее.`
          : status === 'warn'
            ? `${name} ${v.join('.')}: работает, но рекомендуется ${recommended} или новее — спросите службу поддержки хостинга.`
            : `${name} ${v.join('.')}: ${recommended} или новее, как рекомендуется.`,
      ...(status === 'ok' ? {} : {step: STEPS.database}),
    });
  }

  const extension = get('wp-database', 'extension');
  if (extension === undefined) absent('mysqli', 'Расширение mysqli');
  else {
    const ok = extension === 'mysqli';
    findings.push({
      id: 'mysqli',
      title: 'Расширение mysqli',
      status: ok ? 'ok' : 'fail',
      text: ok
        ? 'WordPress подключается к базе через mysqli.'
        : `База подключена через ${extension}, а WordPress 7.1 нужен mysqli: включите его в настройках PHP.`,
      ...(ok ? {} : {step: STEPS.extensions}),
    });
  }

  const curl = get('wp-server', 'curl_version');
  if (curl === undefined) absent('curl', 'Расширение curl');
  else {
    const missing = curl === 'not available';
    findings.push({
      id: 'curl',
      title: 'Расширение curl',
      status: missing ? 'warn' : 'ok',
      text: missing
        ? 'curl не подключён: он рекомендуется для запросов WordPress к другим сайтам. Включите его в настройках PHP.'
        : `curl ${curl}.`,
      ...(missing ? {step: STEPS.extensions} : {}),
    });
  }

  const imagick = get('wp-server', 'imagick_availability');
  const gd = get('wp-media', 'gd_version');
  if (imagick === undefined && gd === undefined) {
    absent('images', 'Расширение imagick или gd');
  } else {
    const has =
      imagick === 'true' || (gd !== undefined && gd !== 'not available');
    findings.push({
      id: 'images',
      title: 'Расширение imagick или gd',
      status: has ? 'ok' : 'warn',
      text: has
        ? 'Изображения обрабатывает ' +
          (imagick === 'true' ? 'imagick.' : 'gd.')
        : 'Нет ни imagick, ни gd: WordPress не сможет уменьшать загруженные картинки. Включите одно из них в настройках PHP.',
      ...(has ? {} : {step: STEPS.extensions}),
    });
  }

  const https = get('wp-core', 'https_status');
  if (https === undefined) absent('https', 'HTTPS');
  else {
    const on = https === 'true';
    findings.push({
      id: 'https',
      title: 'HTTPS',
      status: on ? 'ok' : 'warn',
      text: on
        ? 'Сайт открыт по HTTPS.'
        : 'Сайт работает без HTTPS: браузеры помечают его как небезопасный.',
      ...(on ? {} : {step: STEPS.https}),
    });
  }

  const debug = get('wp-constants', 'WP_DEBUG');
  if (debug === undefined) absent('debug', 'Отладка (WP_DEBUG)');
  else if (debug !== 'true') {
    findings.push({
      id: 'debug',
      title: 'Отладка (WP_DEBUG)',
      status: 'ok',
      text: 'Отладка выключена.',
    });
  } else {
    const display = get('wp-constants', 'WP_DEBUG_DISPLAY');
    const shown = display === 'true' || display === 'undefined';
    findings.push(
      shown
        ? {
            id: 'debug',
            title: 'Отладка (WP_DEBUG)',
            status: 'fail',
            text: 'Отладка включена, и WP_DEBUG_DISPLAY не false: ошибки вместе с путями к файлам видят посетители.',
            step: STEPS.debugDisplay,
          }
        : {
            id: 'debug',
            title: 'Отладка (WP_DEBUG)',
            status: 'warn',
            text: 'Отладка включена, ошибки пишутся в журнал. Выключите её, когда найдёте причину.',
            step: STEPS.debug,
          },
    );
  }

  const memory = megabytes(get('wp-server', 'memory_limit'));
  if (memory === null) absent('memory', 'Память PHP (memory_limit)');
  else {
    const low = memory < REQUIREMENTS.memoryMb;
    findings.push({
      id: 'memory',
      title: 'Память PHP (memory_limit)',
      status: low ? 'warn' : 'ok',
      text: low
        ? `${mb(memory)}: меньше ${REQUIREMENTS.memoryMb} МБ, которые нужны страницам сайта. WordPress попробует поднять лимит сам, но хостинг может это запретить.`
        : `${mb(memory)}: не меньше ${REQUIREMENTS.memoryMb} МБ, которые нужны страницам сайта.`,
      ...(low ? {step: STEPS.memory} : {}),
    });
  }

  const upload = megabytes(get('wp-server', 'upload_max_filesize'));
  const post = megabytes(get('wp-server', 'php_post_max_size'));
  if (upload === null || post === null) {
    absent('uploads', 'Размер загружаемых файлов');
  } else {
    const broken = post < upload;
    findings.push({
      id: 'uploads',
      title: 'Размер загружаемых файлов',
      status: broken ? 'fail' : 'ok',
      text: broken
        ? `post_max_size (${mb(post)}) меньше upload_max_filesize (${mb(upload)}): файл больше ${mb(post)} не загрузится.`
        : `WordPress примет файл до ${mb(Math.min(upload, post))}. Нужно больше — поднимите upload_max_filesize и post_max_size.`,
      step: STEPS.uploads,
    });
  }
  return findings;
}
