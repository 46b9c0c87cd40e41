/**
 * What the not-found page searches for (src/plugins/search/notFound.ts):
 * the words of a dead address, its transliteration undone, the queries,
 * and the articles picked from the hits. Whether the suggestions find each
 * article from its own moved address is checked in the browser
 * (tests/e2e/not-found.spec.ts), against the real index.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  addressWords,
  matchArticles,
  notFoundQueries,
  pickSuggestions,
  untransliterate,
} from '../../src/plugins/search/notFound';

describe('the words of a dead address', () => {
  it('drops the base URL, folders of the site, extensions, numbers and one-letter words', () => {
    assert.deepEqual(
      addressWords('/kb/docs/wordpress/rabota-s-plaginami.html', '/kb/'),
      ['wordpress', 'rabota', 'plaginami'],
    );
    assert.deepEqual(addressWords('/blog/2024/05/page/2/index.php'), []);
    assert.deepEqual(addressWords('/docs/oshibki-php.php'), ['oshibki', 'php']);
    assert.deepEqual(addressWords('/docs/Rabota_Pochty/rabota-pochty'), [
      'rabota',
      'pochty',
    ]);
  });

  it('reads Cyrillic addresses and keeps the letters of a malformed one', () => {
    assert.deepEqual(
      addressWords('/docs/%D0%BF%D0%BE%D1%87%D1%82%D0%B0-wordpress'),
      ['почта', 'wordpress'],
    );
    assert.deepEqual(addressWords('/docs/%zz-otladka'), ['zz', 'otladka']);
  });
});

describe('the transliteration undone', () => {
  it('gives back the Russian words of the site’s file names', () => {
    const table: [string, string][] = [
      ['rabota', 'работа'],
      ['plaginami', 'плагинами'],
      ['vklyuchenie', 'включение'],
      ['otladki', 'отладки'],
      ['nuzhno', 'нужно'],
      ['nastroika', 'настройка'],
      ['interfeis', 'интерфейс'],
      ['eksport', 'экспорт'],
      ['elementy', 'элементы'],
      ['proekta', 'проекта'],
      ['pervye', 'первые'],
      ['chastye', 'частые'],
      ['khraneniya', 'хранения'],
      ['zayavok', 'заявок'],
      ['kastomizaciya', 'кастомизация'],
      ['otobrazheniya', 'отображения'],
      ['failami', 'файлами'],
      ['shchit', 'щит'],
      ['belyj', 'белый'],
    ];
    for (const [latin, russian] of table) {
      assert.equal(untransliterate(latin), russian, latin);
    }
  });

  it('leaves words with other letters as they are', () => {
    assert.equal(untransliterate('почта'), 'почта');
    assert.equal(untransliterate('wp2'), 'wp2');
  });
});

describe('the queries and the suggestions', () => {
  it('tries the words in Russian first, then as written, without stop words', () => {
    assert.deepEqual(
      notFoundQueries(['rabota', 's', 'plaginami', 'wordpress']),
      ['работа плагинами вордпресс', 'rabota plaginami wordpress'],
    );
    assert.deepEqual(notFoundQueries(['почта']), ['почта']);
    assert.deepEqual(notFoundQueries([]), []);
  });

  it('picks up to three articles, each once, in the order found', () => {
    const hit = (url: string) => ({url, title: url});
    assert.deepEqual(
      pickSuggestions(
        [
          [hit('/kb/docs/a#shag'), hit('/kb/blog/post'), hit('/kb/docs/a')],
          [hit('/kb/docs/b'), hit('/kb/docs/c#x'), hit('/kb/docs/d')],
        ],
        '/kb/',
      ).map(({url}) => url),
      ['/kb/docs/a', '/kb/docs/b', '/kb/docs/c'],
    );
  });
});

describe('articles matched by file name', () => {
  const articles = [
    {url: '/kb/docs/wordpress/rabota-s-plaginami', title: 'Плагины'},
    {url: '/kb/docs/wordpress/rabota-pochty', title: 'Почта'},
    {url: '/kb/docs/plaginy/contact-form-7', title: 'Contact Form 7'},
  ];
  it('puts the article with the most of the address’s words first, a misspelt word counting', () => {
    assert.deepEqual(
      matchArticles(
        addressWords('/kb/docs/rabota-pochti', '/kb/'),
        articles,
        '/kb/',
      ).map(({title}) => title),
      ['Почта', 'Плагины'],
    );
  });

  it('counts neither stop words nor the section folder', () => {
    assert.deepEqual(
      matchArticles(addressWords('/docs/wordpress/s-dlya'), articles),
      [],
    );
  });
});
