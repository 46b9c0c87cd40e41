import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  articleLinks,
  checkArticleFrontMatter,
  checkArticleShape,
  checkDecimalPoints,
  checkDescription,
  checkHedges,
  checkImages,
  checkPlaceholders,
  checkTerminology,
  duplicateDescriptions,
  parseDoc,
  parseTerminology,
  wordCount,
} from './rules';

const good = parseDoc(
  'docs/a/good.md',
  `---
title: Хорошая статья
description: ${'Описание статьи, которое говорит читателю, что она решает. '.repeat(2).trim()}
sidebar_position: 1
checked_with: WordPress 7.0
---

${['Первый', 'Второй', 'Третий'].map((name) => `## ${name} раздел\n\n${'Слово '.repeat(220)}\n`).join('\n')}
## Если что-то пошло не так

Смотрите [журналы](../wordpress/logi-i-monitoring.md) и [отладку](/docs/wordpress/vklyuchenie-otladki-v-wordpress-esli-nuzhno).

## См. также

- [Плагины](./rabota-s-plaginami.md)
`,
);

describe('content rules', () => {
  it('accept a complete article', () => {
    assert.deepEqual(checkArticleFrontMatter(good), []);
    assert.deepEqual(checkArticleShape(good, false), []);
    assert.deepEqual(checkPlaceholders(good), []);
  });

  it('reject a description out of range', () => {
    const doc = {
      ...good,
      frontMatter: {...good.frontMatter, description: 'Коротко.'},
    };
    assert.match(checkDescription(doc).join(), /8 characters, needs 70–160/);
  });

  it('reject a missing title, position or checked-with version', () => {
    const doc = {
      ...good,
      frontMatter: {
        description: good.frontMatter.description,
        checked_with: 'WordPress',
      },
    };
    const problems = checkArticleFrontMatter(doc).join('\n');
    assert.match(problems, /title is missing/);
    assert.match(problems, /sidebar_position/);
    assert.match(problems, /checked_with/);
  });

  it('find placeholders, Russian ones included, and empty sections', () => {
    for (const text of [
      'Lorem ipsum dolor',
      'TODO: дописать',
      'Раздел скоро появится',
      'Статья в разработке',
    ]) {
      assert.notDeepEqual(checkPlaceholders({...good, body: text}), [], text);
    }
    assert.deepEqual(
      checkPlaceholders({...good, body: 'Мы скоротали вечер.'}),
      [],
    );
    assert.match(
      checkPlaceholders({
        ...good,
        body: '## Пусто\n\n## Дальше\n\nТекст.',
      }).join(),
      /empty section «Пусто»/,
    );
  });

  it('ignore placeholders inside code', () => {
    assert.deepEqual(
      checkPlaceholders({...good, body: '```php\n// TODO\n```\n\nТекст.'}),
      [],
    );
  });

  it('reject a thin article without troubleshooting, see-also or links', () => {
    const problems = checkArticleShape(
      {...good, body: '## Один\n\nМало слов.'},
      false,
    ).join('\n');
    assert.match(problems, /words, an article needs at least 600/);
    assert.match(problems, /sections/);
    assert.match(problems, /Если что-то пошло не так/);
    assert.match(problems, /См\. также/);
    assert.match(problems, /0 links to other articles/);
  });

  it('ask a FAQ for twelve questions', () => {
    const faq = {
      ...good,
      body: `${good.body}\n${'### Вопрос?\n\nОтвет.\n\n'.repeat(11)}`,
    };
    assert.match(checkArticleShape(faq, true).join(), /11 questions/);
    const full = {
      ...good,
      body: `${good.body}\n${'### Вопрос?\n\nОтвет.\n\n'.repeat(12)}`,
    };
    assert.deepEqual(checkArticleShape(full, true), []);
  });

  it('count article links, not external ones or code', () => {
    assert.deepEqual(
      articleLinks(
        '[a](./x.md) [b](/docs/y) [c](https://example.org) `[d](./z.md)` [e](/blog/welcome)',
      ),
      ['./x.md', '/docs/y'],
    );
  });

  it('count words outside code', () => {
    assert.equal(wordCount('Два слова\n\n```bash\nне считать это\n```'), 2);
  });

  it('find repeated descriptions', () => {
    assert.deepEqual(
      duplicateDescriptions([good, {...good, path: 'docs/a/copy.md'}]),
      ['docs/a/copy.md: description repeats the one of docs/a/good.md'],
    );
  });

  it('accept a picture with a Russian alt text and an italic caption', () => {
    const doc = parseDoc(
      'docs/a/picture.md',
      '![Схема папок панели с подписями](/img/a/b.svg)\n\n*Где лежат файлы*\n',
    );
    assert.deepEqual(checkImages(doc), []);
  });

  it('reject a picture without a Russian alt text or a caption', () => {
    const doc = parseDoc(
      'docs/a/picture.md',
      '![diagram](/img/a/b.svg)\n\nОбычный абзац.\n\nТекст ![схема](/img/a/c.svg) в строке.\n',
    );
    const problems = checkImages(doc).join('\n');
    assert.match(problems, /\/img\/a\/b\.svg: alt text must describe/);
    assert.match(problems, /\/img\/a\/b\.svg: needs a caption/);
    assert.match(problems, /image inside a paragraph/);
  });
});

describe('Russian rules', () => {
  const terms = parseTerminology(
    [
      '# Руководство',
      '',
      '## Термины',
      '',
      '| Пишем | Не пишем |',
      '| --- | --- |',
      '| журнал, журнал… | лог, логи, логов |',
      '| кеш, кеш… | кэш… |',
      '| админка, админк… | панел… администратора |',
      '',
      '## Дальше',
      '',
      '| Не | таблица |',
    ].join('\n'),
  );
  const page = (body: string) => parseDoc('docs/a/b.md', body);

  it('reads the terminology table of its section only', () => {
    assert.deepEqual(terms, [
      {chosen: ['журнал', 'журнал…'], avoid: ['лог', 'логи', 'логов']},
      {chosen: ['кеш', 'кеш…'], avoid: ['кэш…']},
      {chosen: ['админка', 'админк…'], avoid: ['панел… администратора']},
    ]);
  });

  it('flags the variants not chosen, with the word to write', () => {
    assert.deepEqual(
      checkTerminology(
        page(
          'Смотрите логи. Очистите кэширование и кэш. Откройте панель администратора.',
        ),
        terms,
      ),
      [
        'terminology: «логи» — write «журнал» (CONTRIBUTING.md, «Термины»)',
        'terminology: «кэширование» — write «кеш» (CONTRIBUTING.md, «Термины»)',
        'terminology: «кэш» — write «кеш» (CONTRIBUTING.md, «Термины»)',
        'terminology: «панель администратора» — write «админка» (CONTRIBUTING.md, «Термины»)',
      ],
    );
  });

  it('lets pass the gloss after a chosen word, code, marks, and words that only start alike', () => {
    assert.deepEqual(
      checkTerminology(
        page(
          'Откройте журнал (лог) и админку (панель администратора WordPress). Файл `debug.log`, :ui[Логи], логин и логотип.',
        ),
        terms,
      ),
      [],
    );
  });

  it('wants a decimal comma before a unit, not in a version', () => {
    assert.deepEqual(
      checkDecimalPoints(page('Нужно 1.5 ГБ и 0.5 с на PHP 8.2.')),
      [
        'decimal point in «1.5 ГБ»: write 1,5 (a decimal comma)',
        'decimal point in «0.5 с»: write 0,5 (a decimal comma)',
      ],
    );
    assert.deepEqual(
      checkDecimalPoints(page('Нужно 1,5 ГБ, WordPress 7.1.')),
      [],
    );
  });

  it('flags hedges instead of checked claims', () => {
    assert.equal(
      checkHedges(page('Название пункта может отличаться.')).length,
      1,
    );
    assert.equal(checkHedges(page('Это, по-видимому, так.')).length, 1);
    assert.deepEqual(checkHedges(page('Название пункта — «Экспорт».')), []);
  });
});
