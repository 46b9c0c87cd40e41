/**
 * The search query tables. The node suite runs all of them
 * (tests/integration/search-queries.test.ts: the engine the browser runs,
 * over the build's index); the browser suite types one query of each kind
 * into the site (tests/e2e/search.spec.ts, `BROWSER_SMOKE`). Each query has the article a
 * reader expects among the first three results.
 */
import {COVERED_ERRORS} from './errors';

/**
 * Written by hand: word forms, a verb for a noun, a reader's word for the
 * article's word, a typo, the wrong keyboard layout, product and code names.
 */
export const BY_KIND: Record<string, [query: string, expected: string][]> = {
  // Word forms: the query's form differs from the article's words.
  'word form': [
    ['плагинов', '/docs/wordpress/rabota-s-plaginami'],
    ['письма не приходят', '/docs/wordpress/rabota-pochty'],
    ['отладки', '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno'],
    ['журналов', '/docs/openserverpanel-ospanel/prosmotr-logov'],
    ['системные требования', '/docs/wordpress/sistemnye-trebovaniya-wordpress'],
    ['постоянные ссылки', '/docs/wordpress/pervichnaya-seo-nastroika'],
    ['карта сайта', '/docs/wordpress/pervichnaya-seo-nastroika'],
    ['дочерней темы', '/docs/wordpress/obnovleniya-i-kastomizaciya-tem'],
    ['корзина', '/docs/wordpress/upravlenie-kontentom'],
    [
      'заявки в админке',
      '/docs/plaginy-dlya-wordpress/plagin-flamingo-dlya-khraneniya-zayavok-v-adminke',
    ],
    [
      'регистрация посетителей',
      '/docs/plaginy-dlya-wordpress/user-registration',
    ],
    ['экспорт сайта', '/docs/bootstrap-studio/eksport-proekta'],
    [
      'ошибка hosts',
      '/docs/openserverpanel-ospanel/oshibka-hosts-pri-zapuske-ospanel',
    ],
    [
      'Не удалось внести изменения в файл HOSTS',
      '/docs/openserverpanel-ospanel/oshibka-hosts-pri-zapuske-ospanel',
    ],
    [
      'критическая ошибка',
      '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno',
    ],
  ],
  // The wrong keyboard layout.
  'wrong layout': [
    ['jnkflrf', '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno'],
    ['gbcmvf yt ghb[jlzn', '/docs/wordpress/rabota-pochty'],
    ['ghtlghjcvjnh', '/docs/bootstrap-studio/predprosmotr-i-testirovanie'],
    ['цщквзкуыы ыьез', '/docs/wordpress/rabota-pochty'],
    ['gkfubys', '/docs/wordpress/rabota-s-plaginami'],
    ['rjhpbyf', '/docs/wordpress/upravlenie-kontentom'],
  ],
  // Product and code names as written.
  name: [
    ['SMTP', '/docs/wordpress/rabota-pochty'],
    ['Contact Form 7', '/docs/plaginy-dlya-wordpress/contact-form-7'],
    [
      'display_errors',
      '/docs/openserverpanel-ospanel/vklyuchenie-otobrazheniya-oshibok-php',
    ],
    ['debug.log', '/docs/wordpress/logi-i-monitoring'],
    ['WP_DEBUG', '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno'],
    [
      'php.ini',
      '/docs/openserverpanel-ospanel/vklyuchenie-otobrazheniya-oshibok-php',
    ],
    ['AppImage', '/docs/bootstrap-studio/ustanovka-i-zapusk'],
    ['bsdesign', '/docs/bootstrap-studio/vvedenie-o-bootstrap-studio'],
  ],
  // A verb finds the noun the article uses, and back.
  verb: [
    ['экспортировать сайт', '/docs/bootstrap-studio/eksport-proekta'],
    ['установить плагин', '/docs/wordpress/rabota-s-plaginami'],
    ['обновить тему', '/docs/wordpress/obnovleniya-i-kastomizaciya-tem'],
    [
      'включить отладку',
      '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno',
    ],
    ['создать страницу', '/docs/wordpress/sozdanie-stranic'],
    ['установка OSPanel', '/docs/openserverpanel-ospanel/ustanovka-ospanel'],
    ['настроить SMTP', '/docs/wordpress/rabota-pochty'],
  ],
  // A reader's word for the article's word (src/data/synonyms.yml).
  synonym: [
    ['админка', '/docs/wordpress/pervye-shagi-v-admin-paneli'],
    ['логи OSPanel', '/docs/openserverpanel-ospanel/prosmotr-logov'],
    ['ЧПУ', '/docs/wordpress/pervichnaya-seo-nastroika'],
    ['sitemap', '/docs/wordpress/pervichnaya-seo-nastroika'],
    ['требования вордпресс', '/docs/wordpress/sistemnye-trebovaniya-wordpress'],
    ['установка опенсервер', '/docs/openserverpanel-ospanel/ustanovka-ospanel'],
    ['форма обратной связи', '/docs/plaginy-dlya-wordpress/contact-form-7'],
    ['выгрузка сайта', '/docs/bootstrap-studio/eksport-proekta'],
  ],
  // A mistyped letter.
  typo: [
    ['отлатка', '/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno'],
    ['систменые требования', '/docs/wordpress/sistemnye-trebovaniya-wordpress'],
    ['дочерняя тмеа', '/docs/wordpress/obnovleniya-i-kastomizaciya-tem'],
  ],
};

/** Every hand-written query, whatever its kind. */
export const HAND_WRITTEN: [query: string, expected: string][] =
  Object.values(BY_KIND).flat();

/** The address of an article that lists covered errors. */
const route = (article: string) => `/${article.replace(/\.mdx?$/, '')}`;

/**
 * Pasted messages: every covered error (the articles' `errors:`), in each
 * language the product shows it. A reader copies the text from the screen,
 * so the query is the whole message.
 */
export const PASTED_MESSAGES: [query: string, expected: string][] =
  COVERED_ERRORS.flatMap(({article, ru, en}) =>
    [ru, en]
      .filter((text): text is string => Boolean(text))
      .map((text): [string, string] => [text, route(article)]),
  );

/** The words of a message, as a reader would cut them. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The same messages of five words or more, one word dropped: the middle one,
 * as when a reader copies a line half-way or the product words it a little
 * differently in another release.
 */
export const DROPPED_WORD: [query: string, expected: string][] =
  PASTED_MESSAGES.flatMap(([text, expected]) => {
    const words = wordsOf(text);
    if (words.length < 5) {
      return [];
    }
    const middle = Math.floor(words.length / 2);
    return [[words.filter((_, i) => i !== middle).join(' '), expected]];
  });

/**
 * The same messages with a typo: two letters swapped in the longest word
 * (after its second letter: a typo in the first two is not forgiven).
 */
export const MISTYPED: [query: string, expected: string][] =
  PASTED_MESSAGES.flatMap(([text, expected]) => {
    const words = wordsOf(text);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (!/^[\p{L}]{7,}$/u.test(longest)) {
      return [];
    }
    const typo =
      longest.slice(0, 3) + longest[4] + longest[3] + longest.slice(5);
    return [[text.replace(longest, typo), expected]];
  });

/**
 * The same messages with a word that no page has: no page has every word,
 * the pages with most of them are shown.
 */
export const FOREIGN_WORD: [query: string, expected: string][] =
  PASTED_MESSAGES.filter(([text]) => wordsOf(text).length >= 3).map(
    ([text, expected]) => [`${text} ксенофонт`, expected],
  );

/** The table the browser suite types: at least 60 queries. */
export const QUERY_TABLE: [query: string, expected: string][] = [
  ...HAND_WRITTEN,
  ...DROPPED_WORD,
];

/**
 * One query of each kind, typed into the site in Chromium: the browser runs
 * the same engine over the same index as the node suite, which runs every
 * table; this shows each kind works on the served site too.
 */
export const BROWSER_SMOKE: [kind: string, query: string, expected: string][] =
  [
    ...Object.entries(BY_KIND),
    ['pasted message', PASTED_MESSAGES],
    ['pasted message with a typo', MISTYPED],
    ['pasted message with a word no page has', FOREIGN_WORD],
  ].map(([kind, table]) => {
    const [query, expected] = (table as [string, string][])[0]!;
    return [kind as string, query, expected];
  });
