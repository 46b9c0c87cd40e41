import type {DecoderRule} from '../../components/ErrorDecoder/decode';

const HEADINGS: Record<DecoderRule['kind'], string> = {
  message: 'Сообщения',
  level: 'Уровни ошибок PHP',
  http: 'Коды HTTP',
  mysql: 'Коды MySQL и MariaDB',
  curl: 'Коды cURL',
  plugin: 'Папка плагина или темы в пути файла',
  theme: 'Папка плагина или темы в пути файла',
  'mu-plugin': 'Папка плагина или темы в пути файла',
};

/**
 * The decoder's rules as Markdown for llms-full.txt: what the search
 * recognises in a pasted error and the section that fixes each, with
 * absolute addresses (`siteUrl` is the origin; the addresses start with
 * the base URL).
 */
export function decoderMarkdown(
  rules: readonly DecoderRule[],
  siteUrl: string,
): string {
  const lines = [
    '## Расшифровка ошибок',
    '',
    'Если вставить в поиск базы знаний текст ошибки, строку журнала, стек вызовов или письмо WordPress о технической проблеме, над результатами появится расшифровка: что означает сообщение, уровень ошибки PHP или код, в папке какого плагина или темы произошла ошибка, и ссылка на раздел, который это исправляет. Те же правила («…» — любой текст):',
  ];
  let heading = '';
  for (const rule of rules) {
    if (HEADINGS[rule.kind] !== heading) {
      heading = HEADINGS[rule.kind];
      lines.push('', `### ${heading}`, '');
    }
    const what =
      rule.kind === 'message' || rule.kind === 'level'
        ? rule.match!.map((text) => `«${text}»`).join(', ')
        : rule.kind === 'plugin'
          ? '`wp-content/plugins/<папка>/…`'
          : rule.kind === 'theme'
            ? '`wp-content/themes/<папка>/…`'
            : rule.kind === 'mu-plugin'
              ? '`wp-content/mu-plugins/<файл или папка>`'
              : `${rule.kind === 'http' ? 'HTTP' : rule.kind === 'mysql' ? 'MySQL' : 'cURL'} ${rule.code}`;
    const meaning = rule.meaning.replace(
      /\{slug\}/g,
      rule.kind === 'mu-plugin' ? '<файл или папка>' : '<папка>',
    );
    const {to, title, section} = rule.step;
    lines.push(
      `- ${what} — ${meaning} См. [${section ? `${title} — ${section}` : title}](${siteUrl}${encodeURI(to)}).`,
    );
  }
  return lines.join('\n');
}
