/**
 * The label check (src/plugins/ui-labels/labels.ts) can fail: an invented
 * label, a label quoted only in English, an unmarked quote of the screen.
 * A small dictionary of real WordPress 7.1 strings stands in for the real
 * one, so that a change of the committed dictionary cannot turn these green.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  checkLabels,
  createLookup,
  extractMarks,
  normalize,
  type Dictionary,
} from '../../src/plugins/ui-labels/labels';

const entry = (en: string, ru: string | null) => ({
  product: 'wordpress',
  version: '7.1',
  en,
  ru,
});

const dictionary: Dictionary = {
  products: {
    wordpress: {
      name: 'WordPress',
      version: '7.1',
      translations: [],
      note: 'test',
    },
    'user-registration': {
      name: 'User Registration & Membership',
      version: '5.2.4',
      translations: [],
      note: 'test',
    },
  },
  entries: [
    entry('Plugins', 'Плагины'),
    entry('Installed Plugins', 'Установленные'),
    entry('Add Plugin', 'Добавить плагин'),
    entry('Install Now', 'Установить сейчас'),
    entry('Save Changes', 'Сохранить изменения'),
    entry('Settings', 'Настройки'),
    entry('Permalinks', 'Постоянные ссылки'),
    entry('PHP version %s', 'Версия PHP %s'),
    entry('%1$s %2$s', '%1$s %2$s'),
    entry(
      '[%s] Your Site is Experiencing a Technical Issue',
      '[%s] На сайте возникли технические проблемы',
    ),
    entry(
      'Error establishing a database connection',
      'Ошибка установки соединения с базой данных',
    ),
    entry(
      'There has been a critical error on this website. Please check your site admin email inbox for instructions.',
      'На этом сайте возникла критическая ошибка. Пожалуйста, проверьте входящие сообщения почты администратора сайта для получения инструкций.',
    ),
    entry('Connectors', null),
    entry('SSL', 'SSL'),
    entry('Updates %s', 'Обновления %s'),
    entry(
      'The plugin %1$s has been deactivated due to an error: %2$s',
      'Плагин %1$s был деактивирован из-за ошибки: %2$s',
    ),
    entry('Plugin file does not exist.', 'Файл плагина не найден.'),
    entry('Registration Form', 'Форма регистрации'),
    {
      product: 'user-registration',
      version: '5.2.4',
      en: 'Registration Form',
      ru: null,
    },
  ],
};

const lookup = createLookup(dictionary, ['wordpress']);
const check = (body: string) =>
  checkLabels(body, ['wordpress'], lookup, 'WordPress 7.1');

describe('the label check', () => {
  it('passes real labels, menu paths, filled placeholders and messages', () => {
    assert.deepEqual(
      check(
        [
          'Откройте :ui[Плагины → Установленные] и нажмите :ui[Установить сейчас].',
          '',
          'В строке :ui[Версия PHP 8.2] видна версия.',
          '',
          'Тема письма: :msg[[Пример сайта] На сайте возникли технические проблемы].',
          '',
          'Вместо сайта: :msg[На этом сайте возникла критическая ошибка.] (:msg[There has been a critical error on this website.])',
          '',
          'Пункт :ui[Connectors] есть только по-английски.',
        ].join('\n'),
      ),
      [],
    );
  });

  it('weighs a fill that is itself a string of the products as nothing', () => {
    // The path and the reason outweigh the sentence's own words; the reason
    // is a string of its own, so the quote is two strings.
    assert.deepEqual(
      check(
        ':msg[Плагин contact-form-7/wp-contact-form-7.php был деактивирован из-за ошибки: Файл плагина не найден.]',
      ),
      [],
    );
    // The same sentence filled with invented text is still too little of it.
    assert.equal(
      check(
        ':msg[Плагин contact-form-7/wp-contact-form-7.php был деактивирован из-за ошибки: Сервер сломался окончательно.]',
      ).length,
      1,
    );
  });

  it('fails on an invented label, naming the line and the closest real ones', () => {
    const problems = check(
      'Первая строка.\n\nОткройте :ui[Плагины → Установленные плагины].',
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.line, 3);
    assert.match(
      problems[0]!.message,
      /«Установленные плагины» is not a string of WordPress 7\.1/,
    );
    assert.match(problems[0]!.message, /closest real: «Установленные»/);
  });

  it('fails on an invented message', () => {
    const problems = check(':msg[Сайт временно сломан, зайдите позже]');
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /is not a string of WordPress 7\.1/);
  });

  it('does not let a placeholder stand for a whole label', () => {
    // «%1$s %2$s» would match any two words.
    const problems = check(':ui[Установленные плагины]');
    assert.equal(problems.length, 1);
  });

  it('fails on an English quote of a label that is Russian on a Russian site', () => {
    const problems = check('Откройте :ui[Plugins → Add Plugin].');
    assert.equal(problems.length, 2);
    assert.match(
      problems[0]!.message,
      /«Plugins» is shown in Russian .* «Плагины»/,
    );
    assert.match(
      problems[1]!.message,
      /«Add Plugin» is shown in Russian .* «Добавить плагин»/,
    );
  });

  it('fails on an English quote that fills in a placeholder of a Russian string', () => {
    // «PHP version 8.2.32» is «PHP version %s», which a Russian site shows
    // as «Версия PHP 8.2.32».
    const problems = check('Строка :ui[PHP version 8.2.32] видна в отчёте.');
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!.message,
      /«PHP version 8\.2\.32» is shown in Russian .* «Версия PHP %s»/,
    );
    // Next to the Russian, filled in the same way, it is an aside.
    assert.deepEqual(
      check(':ui[Версия PHP 8.2.32] (:ui[PHP version 8.2.32])'),
      [],
    );
  });

  it('accepts English next to its Russian, also when the Russian is the heading above', () => {
    assert.deepEqual(
      check(
        [
          '### :msg[Ошибка установки соединения с базой данных]',
          '',
          'На сайте на английском: :msg[Error establishing a database connection].',
        ].join('\n'),
      ),
      [],
    );
  });

  it('reads a placeholder after a space as possibly empty', () => {
    // «Обновления %s» with no update count on screen.
    assert.deepEqual(check(':ui[Обновления] и :ui[Обновления 3]'), []);
  });

  it('lets a product that shows a string in English be quoted in English', () => {
    // WordPress translates «Registration Form», User Registration does not.
    const both = createLookup(dictionary, ['wordpress', 'user-registration']);
    assert.deepEqual(
      checkLabels(
        ':ui[Registration Form]',
        ['wordpress', 'user-registration'],
        both,
        'x',
      ),
      [],
    );
    assert.equal(check(':ui[Registration Form]').length, 1);
  });

  it('takes a Latin translation («SSL») as the Russian site shows it', () => {
    assert.deepEqual(check('Выберите :ui[SSL].'), []);
  });

  it('fails on a Russian quote in the wrong language of the dictionary', () => {
    // English strings are looked up among English ones only.
    assert.equal(check(':ui[Connectors]').length, 0);
    assert.equal(check(':ui[Коннекторы]').length, 1);
  });

  it('flags unmarked quotes of product strings and English labels in brackets', () => {
    const problems = check(
      'Откройте **Настройки → Постоянные ссылки** (Settings → Permalinks) и нажмите «Сохранить изменения».',
    );
    assert.equal(problems.length, 4);
    assert.match(problems[0]!.message, /mark it :ui/);
    assert.ok(
      problems.some(({message}) =>
        /«Permalinks» is shown in Russian/.test(message),
      ),
    );
  });

  it('ignores code', () => {
    assert.deepEqual(
      check('```text\n:ui[Выдумка]\n```\n\nСтрока `:ui[Выдумка]` в коде.'),
      [],
    );
  });

  it('forbids marks where the section has no dictionary', () => {
    const problems = checkLabels(':ui[Файл → Экспорт]', [], lookup, '');
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /no dictionary/);
  });
});

describe('marks and normalisation', () => {
  it('reads marks with their lines, not after a letter, not in code', () => {
    const marks = extractMarks(
      'a :ui[Один] b:ui[Два]\n\n`:msg[Три]` :msg[Четыре \\] пять]',
    );
    assert.deepEqual(
      marks.map(({kind, text, line}) => [kind, text, line]),
      [
        ['ui', 'Один', 1],
        ['msg', 'Четыре ] пять', 3],
      ],
    );
  });

  it('treats HTML, entities, quotes and a trailing ellipsis or colon as one spelling', () => {
    assert.equal(
      normalize(
        '<strong>Ошибка</strong>: нажмите &laquo;Сохранить&raquo;&hellip;',
      ),
      normalize('Ошибка: нажмите "Сохранить"'),
    );
    assert.equal(normalize('Поиск…'), 'Поиск');
    assert.equal(normalize('Тема:'), 'Тема');
  });
});
