import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  articleLinks,
  checkArticleFrontMatter,
  checkArticleShape,
  checkDescription,
  checkImages,
  checkPlaceholders,
  duplicateDescriptions,
  parseDoc,
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
