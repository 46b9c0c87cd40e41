/**
 * The tools of the site's pages, in words, for llms-full.txt: what a reader
 * finds besides the text. The articles with a generator or the Site Health
 * check are found in their sources (`<Generator kind>`, `<SiteHealthCheck />`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const GENERATOR_WORDS: Record<string, string> = {
  mail: 'записи SPF, DKIM и DMARC для домена читателя',
  debug: 'строки отладки для `wp-config.php`',
  redirects: 'перенаправления на HTTPS в `.htaccess`',
  'php-limits': 'лимиты PHP в `.user.ini` или строками `php_value`',
};

export function toolsMarkdown(
  docs: readonly {source: string; permalink: string; title: string}[],
  siteDir: string,
  siteUrl: string,
): string {
  const generators: string[] = [];
  const checks: string[] = [];
  for (const doc of docs) {
    const source = readFileSync(path.join(siteDir, doc.source), 'utf8');
    const link = `[${doc.title}](${siteUrl}${encodeURI(doc.permalink)})`;
    for (const [, kind] of source.matchAll(
      /<Generator kind="([a-z-]+)" \/>/g,
    )) {
      generators.push(`  - ${GENERATOR_WORDS[kind!] ?? kind}: ${link}`);
    }
    if (source.includes('<SiteHealthCheck />')) checks.push(link);
  }
  return [
    '## Инструменты на страницах',
    '',
    'Всё работает в браузере читателя и ничего никуда не отправляет.',
    '',
    '- На главной — подсказчик «Что случилось с сайтом?» (его вопросы ниже).',
    '- В поиске — расшифровка вставленного текста ошибки (её правила ниже).',
    ...(generators.length
      ? [
          '- В статьях — генераторы: читатель вписывает свой домен и ящик (браузер их запоминает), а форма составляет текст со значениями хостинга:',
          ...generators,
        ]
      : []),
    ...(checks.length
      ? [
          `- Проверка текста, который копирует кнопка «Скопировать информацию в буфер обмена» в «Здоровье сайта»: ${checks.join(', ')}.`,
        ]
      : []),
    '- Списки с флажками запоминают отметки в браузере, показывают «Отмечено N из M» и сбрасываются кнопкой «Сбросить отметки».',
    '- Страница «Страница не найдена» предлагает до трёх статей по словам неверного адреса.',
  ].join('\n');
}
