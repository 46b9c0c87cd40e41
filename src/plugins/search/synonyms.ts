/**
 * The synonym table: the words readers type, joined with the words the
 * articles use. Each group is a set of phrases that mean the same here; a
 * query with one of them also finds the others. The indexer stems the
 * phrases and writes them beside the index (search-index/index.json), so
 * word forms count too: «админке» is «админка».
 *
 * Add a group when a reader's word finds nothing while an article covers
 * the question in other words; tests/e2e/search.spec.ts checks each group
 * against the site.
 */
export const SYNONYMS: string[][] = [
  ['админка', 'панель администратора', 'консоль', 'wp-admin'],
  ['почта', 'письма', 'email', 'e-mail'],
  ['логи', 'журналы'],
  ['бэкап', 'резервная копия'],
  ['кэш', 'кеш'],
  ['чпу', 'постоянные ссылки', 'permalinks'],
  ['sitemap', 'карта сайта'],
  ['капча', 'captcha', 'recaptcha'],
  ['ssl', 'https', 'сертификат'],
  ['расширение', 'плагин'],
  ['шаблон', 'тема'],
  ['выгрузка', 'экспорт'],
  ['вордпресс', 'wordpress'],
  ['опенсервер', 'open server', 'ospanel'],
  ['бутстрап', 'bootstrap'],
  ['главная страница', 'домашняя страница'],
  ['форма обратной связи', 'контактная форма', 'contact form'],
];
