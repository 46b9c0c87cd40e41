/**
 * The offline search without a browser: the stemmer, the indexer on HTML
 * fixtures, and the engine over an index written to a temporary folder.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {
  createEngine,
  excerpt,
  expand,
  searchSite,
  slots,
  within,
  type Engine,
} from '../../src/plugins/search/components/Search/engine';
import {
  LIST_BYTES,
  extractPage,
  writeSearchIndex,
} from '../../src/plugins/search/indexer';
import {decodeList, encodeList} from '../../src/plugins/search/postings';
import {stem, terms} from '../../src/plugins/search/text/words';

describe('the Russian stemmer', () => {
  // Pairs from the Snowball project's Russian vocabulary and output.
  const pairs: [string, string][] = [
    ['вавилон', 'вавилон'],
    ['книга', 'книг'],
    ['красивейший', 'красив'],
    ['бегавшая', 'бега'],
    ['умывшись', 'ум'],
    ['подключение', 'подключен'],
    ['плагинов', 'плагин'],
    ['настройки', 'настройк'],
    ['настроить', 'настро'],
    ['экспортировать', 'экспортирова'],
  ];
  for (const [word, expected] of pairs) {
    it(`cuts «${word}» to «${expected}»`, () => {
      assert.equal(stem(word), expected);
    });
  }

  it('gives word forms one stem, ё as е', () => {
    assert.deepEqual(terms('Плагины, плагинов, плагину'), [
      'плагин',
      'плагин',
      'плагин',
    ]);
    assert.deepEqual(terms('ёлка'), terms('елка'));
  });

  it('leaves Latin words and code names whole but for a plural s', () => {
    assert.deepEqual(terms('WP_DEBUG display_errors plugins class'), [
      'wp_debug',
      'display_errors',
      'plugin',
      'class',
    ]);
  });

  it('drops stop words', () => {
    assert.deepEqual(terms('Не удалось внести изменения в файл'), [
      'уда',
      'внест',
      'изменен',
      'файл',
    ]);
  });
});

describe('the indexer', () => {
  const html = `<html><head><meta name="keywords" content="плагины, расширения"></head><body><nav>Меню сайта</nav>
    <article data-search-body="" data-search-weight="0.5">
      <h1>Работа с плагинами</h1>
      <p data-search-ignore="">Проверено: WordPress 7.1</p>
      <p>Плагины &amp; темы.</p><button>Копировать</button>
      <h2 id="ustanovka">Установка<a class="hash-link" href="#ustanovka">#</a></h2>
      <p>Откройте <b>Плагины</b>.</p>
      <h3>Без якоря</h3><p>текст</p>
    </article><footer>Подвал</footer></body></html>`;

  it('reads only the marked part, split at anchored headings', () => {
    assert.deepEqual(extractPage(html, '/docs/a'), {
      url: '/docs/a',
      title: 'Работа с плагинами',
      keywords: 'плагины, расширения',
      weight: 0.5,
      sections: [
        {title: '', anchor: '', text: 'Плагины & темы.'},
        {
          title: 'Установка',
          anchor: 'ustanovka',
          text: 'Откройте Плагины . Без якоря текст',
        },
      ],
    });
  });

  it('skips a page that marks nothing', () => {
    assert.equal(extractPage('<main><h1>Главная</h1></main>', '/'), null);
  });
});

/** Writes an index of HTML fixtures and returns an engine over it. */
async function engineOver(
  pages: Record<string, string>,
  synonyms: string[][] = [
    ['админка', 'панель администратора', 'консоль'],
    ['почта', 'письма', 'email'],
  ],
): Promise<{engine: Engine; dir: string}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-search-'));
  const files = Object.entries(pages).map(([url, body], index) => {
    const file = `p${index}.html`;
    writeFileSync(
      path.join(dir, file),
      `<div data-search-body="">${body}</div>`,
    );
    return {file, url};
  });
  await writeSearchIndex(dir, files, synonyms);
  const engine = await createEngine(async (file) =>
    JSON.parse(readFileSync(path.join(dir, 'search-index', file), 'utf8')),
  );
  return {engine, dir};
}

describe('the engine', () => {
  let engine: Engine;
  let dir: string;
  before(async () => {
    ({engine, dir} = await engineOver({
      '/plugins':
        '<h1>Работа с плагинами</h1><p>Как установить и обновить плагины.</p><h2 id="oshibki">Ошибки</h2><p>Плагин вызвал критическую ошибку.</p>',
      '/mail':
        '<h1>Работа почты</h1><p>Письма не приходят: настройте SMTP-сервер и отправку писем.</p>',
      '/export':
        '<h1>Экспорт проекта</h1><p>Экспорт сайта в папку для загрузки на хостинг.</p>',
      '/settings':
        '<h1>Первые шаги</h1><p>Настройка сайта в панели администратора.</p>',
      '/debug':
        '<h1>Отладка</h1><p>Включите режим отладки WP_DEBUG в файле wp-config.php.</p>',
    }));
  });
  after(() => rmSync(dir, {recursive: true}));

  const urls = async (query: string) =>
    (await searchSite(engine, query)).hits.map((hit) => hit.url.split('#')[0]);

  it('finds word forms', async () => {
    assert.equal((await urls('плагинов'))[0], '/plugins');
    assert.equal((await urls('письмо'))[0], '/mail');
  });

  it('finds a noun by its verb and a verb by its noun', async () => {
    assert.equal((await urls('экспортировать'))[0], '/export');
    assert.equal((await urls('настроить'))[0], '/settings');
    assert.equal((await urls('настройку smtp'))[0], '/mail');
  });

  it('finds a word while it is typed', async () => {
    assert.equal((await urls('плаг'))[0], '/plugins');
  });

  it('forgives a mistyped letter', async () => {
    assert.equal((await urls('плагиноы'))[0], '/plugins');
    assert.equal((await urls('откладка'))[0], '/debug');
  });

  it('joins a reader’s word with the article’s through the synonym table', async () => {
    assert.equal((await urls('админка'))[0], '/settings');
    assert.equal((await urls('почта'))[0], '/mail');
  });

  it('falls back to the pages with most words, and says so', async () => {
    const outcome = await searchSite(engine, 'плагин вызвал ошибку ксенофонт');
    assert.equal(outcome.partial, true);
    assert.equal(outcome.hits[0]!.url, '/plugins#oshibki');
    assert.equal(outcome.hits[0]!.section, 'Ошибки');
    const complete = await searchSite(engine, 'плагин вызвал ошибку');
    assert.equal(complete.partial, false);
  });

  it('finds nothing for a word no page has', async () => {
    const outcome = await searchSite(engine, 'ксенофонт');
    assert.deepEqual(outcome.hits, []);
    assert.equal(outcome.partial, false);
  });

  it('retries in the other keyboard layout', async () => {
    const outcome = await searchSite(engine, 'jnkflrf');
    assert.equal(outcome.switched, true);
    assert.equal(outcome.searched, 'отладка');
    assert.equal(outcome.hits[0]!.url, '/debug');
  });

  it('marks the matched words in an escaped excerpt', async () => {
    const [hit] = (await searchSite(engine, 'wp-config.php')).hits;
    assert.match(
      hit!.excerpt,
      /<mark>wp<\/mark>-<mark>config<\/mark>\.<mark>php<\/mark>/,
    );
    assert.equal(
      excerpt('a <b> плагины', new Set(['плагин'])),
      'a &lt;b&gt; <mark>плагины</mark>',
    );
  });

  it('reads a long list only for a query with its word', async () => {
    // «хостинг» on 400 pages: its list outgrows LIST_BYTES.
    const many: Record<string, string> = {
      '/hosting':
        '<h1>Хостинг для сайта</h1><p>Как выбрать хостинг и тариф.</p>',
      '/plugins': '<h1>Плагины</h1><p>Как установить плагин.</p>',
    };
    for (let n = 1; n <= 400; n += 1) {
      many[`/page-${n}`] =
        `<h1>Страница ${n}</h1><p>Сайт на хостинге, запись ${n}.</p>`;
    }
    const {dir: manyDir} = await engineOver(many);
    try {
      const reads: string[] = [];
      const counting = await createEngine(async (file) => {
        reads.push(file);
        return JSON.parse(
          readFileSync(path.join(manyDir, 'search-index', file), 'utf8'),
        );
      });
      const lists = () => reads.filter((file) => file.startsWith('lists/'));
      assert.equal((await searchSite(counting, 'плагин')).hits.length, 1);
      assert.deepEqual(lists(), []);
      const hosting = await searchSite(counting, 'хостинг');
      assert.equal(hosting.hits[0]!.url, '/hosting');
      assert.equal(hosting.hits.length, 8);
      assert.equal(lists().length, 1);
      const stored = readFileSync(
        path.join(manyDir, 'search-index', lists()[0]!),
        'utf8',
      );
      assert.ok(stored.length > LIST_BYTES, `${stored.length} bytes`);
      // A second query with the word reads nothing new.
      await searchSite(counting, 'хостинга');
      assert.equal(lists().length, 1);
    } finally {
      rmSync(manyDir, {recursive: true});
    }
  });

  it('reads a term file once', async () => {
    const reads: string[] = [];
    const counting = await createEngine(async (file) => {
      reads.push(file);
      return JSON.parse(
        readFileSync(path.join(dir, 'search-index', file), 'utf8'),
      );
    });
    await searchSite(counting, 'плагин');
    await searchSite(counting, 'плагины');
    assert.equal(reads.filter((file) => file.startsWith('terms/')).length, 1);
  });
});

describe('stored postings', () => {
  it('keep each page as a step from the previous one, and read back', () => {
    const list = [3, 0, 120, 3, 2, 40, 10, 1, 75, 4000, 0, 9];
    assert.deepEqual(
      encodeList(list),
      [3, 0, 120, 0, 2, 40, 7, 1, 75, 3990, 0, 9],
    );
    assert.deepEqual(decodeList(encodeList(list)), list);
    assert.deepEqual(decodeList(encodeList([])), []);
  });

  it('refuse a list out of page order', () => {
    assert.throws(() => encodeList([5, 0, 1, 2, 0, 1]), /out of page order/);
  });
});

describe('query parts', () => {
  const synonyms = [[['админк'], ['панел', 'администратор']]];

  it('joins a synonym phrase into one slot and drops stop words', () => {
    assert.deepEqual(slots('где панель администратора', synonyms), [
      [['где']],
      [['админк'], ['панел', 'администратор']],
    ]);
    assert.deepEqual(slots('в', synonyms), [[['в']]]);
  });

  it('measures edits, a swap of two letters as one', () => {
    assert.ok(within('плагин', 'плагни', 1));
    assert.ok(within('плагин', 'плагон', 1));
    assert.ok(!within('плагин', 'пдагон', 1));
  });

  it('expands a term to its forms in the index', () => {
    const index = {
      экспорт: [0, 0, 1],
      экспортирова: [1, 0, 1],
      настро: [2, 0, 1],
    };
    const sorted = Object.keys(index).sort();
    assert.deepEqual([...expand('экспортирова', index, sorted).keys()].sort(), [
      'экспорт',
      'экспортирова',
    ]);
    assert.deepEqual([...expand('настройк', index, sorted).keys()], ['настро']);
    assert.deepEqual([...expand('ксенофонт', index, sorted).keys()], []);
  });
});
