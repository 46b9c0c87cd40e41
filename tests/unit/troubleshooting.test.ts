/**
 * «Что случилось с сайтом?» (src/plugins/troubleshooting): its data file
 * is read with every problem naming the file and line, every path of the
 * real tree ends on a section of an article that exists, and the support
 * message carries the reader's answers. The parser's cases are small
 * hand-written trees, so that a change of the real data cannot turn them
 * green; the real tree's checks read docs/ for what exists.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  TROUBLESHOOTING_FILE,
  headingText,
  linkProblems,
  parseTroubleshooting,
  readTroubleshooting,
  splitArticle,
  walks,
} from '../../src/plugins/troubleshooting/tree';
import {guideMessage} from '../../src/components/SupportMessage/message';
import {filesUnder} from '../content/pages';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const docsDir = path.join(root, 'docs');
const symptoms = readTroubleshooting(root);

describe(`the troubleshooting tree (${TROUBLESHOOTING_FILE})`, () => {
  it('walks every path of every symptom to a section that exists', () => {
    const all = [...walks(symptoms)];
    // Every symptom ends somewhere; a question has two ways on, so a
    // symptom with n questions on a path has at least n + 1 ends.
    assert.ok(symptoms.length >= 2, 'the guide needs symptoms to choose from');
    for (const symptom of symptoms) {
      assert.ok(
        all.some((walk) => walk.symptom === symptom),
        `${symptom.at}: ${symptom.id} has no path`,
      );
    }
    assert.deepEqual(linkProblems(symptoms, docsDir), []);
    for (const {symptom, turns, end} of all) {
      const where = `${symptom.id}: ${turns.map((t) => (t.yes ? 'да' : 'нет')).join(' → ') || '(no question)'}`;
      if ('answer' in end) {
        const {file, anchor} = splitArticle(end.article);
        assert.ok(anchor, `${where}: the answer names no section`);
        const source = readFileSync(path.join(docsDir, file), 'utf8');
        assert.ok(
          headingText(source, anchor),
          `${where}: docs/${file} has no heading {#${anchor}}`,
        );
      } else {
        assert.match(end.support, /[а-яё]/i, where);
      }
    }
  });

  it('asks a question at most once on a path', () => {
    for (const {symptom, turns} of walks(symptoms)) {
      const asked = turns.map((turn) => turn.ask);
      assert.equal(
        new Set(asked).size,
        asked.length,
        `${symptom.at}: a question is asked twice on one path`,
      );
    }
  });

  it('quotes only what an article of docs/ quotes, word for word', () => {
    // The product's texts in the tree («…») are the articles' quotes, which
    // the content checks hold against the product's strings.
    const sources = filesUnder(root, 'docs')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    const texts = symptoms.flatMap((symptom) => {
      const all = [symptom.symptom];
      for (const {turns, end} of walks([symptom])) {
        all.push(...turns.map((turn) => turn.ask));
        all.push('answer' in end ? end.answer : end.support);
      }
      return all;
    });
    const unquoted = [
      ...new Set(
        texts.flatMap((text) =>
          [...text.matchAll(/«([^»]+)»/g)].map((match) => match[1]!),
        ),
      ),
    ].filter(
      (quote) =>
        ![`:msg[${quote}]`, `:ui[${quote}]`, `«${quote}»`, `\`${quote}\``].some(
          (form) => sources.includes(form),
        ),
    );
    assert.deepEqual(unquoted, []);
  });

  it('names a link that leads nowhere, with its file and line', () => {
    const broken = parseTroubleshooting(
      [
        '- id: pochta',
        '  symptom: Письма не доходят',
        '  article: wordpress/rabota-pochty.md',
        '  ask: Настроен SMTP?',
        '  yes:',
        '    answer: Проверьте спам.',
        '    article: wordpress/rabota-pochty.md#net-takogo-zagolovka',
        '  no:',
        '    answer: Настройте SMTP.',
        '    article: wordpress/net-takoj-stati.md#pochemu',
        '- id: drugoe',
        '  symptom: Другое',
        '  article: wordpress/rabota-pochty.md',
        '  answer: Прочитайте статью.',
      ].join('\n'),
      't.yml',
    );
    assert.deepEqual(linkProblems(broken, docsDir), [
      't.yml:7: docs/wordpress/rabota-pochty.md has no h2 or h3 heading with the id {#net-takogo-zagolovka}',
      't.yml:10: article «wordpress/net-takoj-stati.md#pochemu» is no file of docs/ (write the path from docs/ with its extension, e.g. wordpress/rabota-pochty.md#spam)',
      't.yml:13: «wordpress/rabota-pochty.md» names no section: add #id of the heading that fixes it (## Заголовок {#id})',
    ]);
  });

  it('stops on a malformed file, naming the file, the line and the fix', () => {
    const symptom = (extra: string[]) =>
      [
        '- id: vhod',
        '  symptom: Не войти',
        '  article: wp/a.md',
        '  ask: Пароль неверен?',
        '  yes:',
        '    answer: Сбросьте пароль.',
        '    article: wp/a.md#parol',
        '  no:',
        '    support: Ответа нет.',
        ...extra,
      ].join('\n');
    const cases: [string, RegExp][] = [
      [symptom(['  ask: Ещё?']), /^Error: t\.yml:10: not valid YAML/],
      [symptom(['  maybe: x']), /^Error: t\.yml:10: unknown field «maybe»/],
      [
        symptom([]).replace('  no:\n    support: Ответа нет.', ''),
        /^Error: t\.yml:1: the question needs no/,
      ],
      [
        symptom([]).replace(
          '    support: Ответа нет.',
          '    support: Ответа нет.\n    answer: И ответ.',
        ),
        /^Error: t\.yml:9: a step is one of ask, answer, support, not answer and support/,
      ],
      [
        symptom([]).replace('ask: Пароль неверен?', 'ask: Пароль неверен'),
        /^Error: t\.yml:4: a question ends with «\?»/,
      ],
      [
        symptom([]).replace('answer: Сбросьте пароль.', 'answer: Reset it.'),
        /^Error: t\.yml:6: answer must be in Russian/,
      ],
      [
        symptom([]).replace(
          'answer: Сбросьте пароль.',
          'answer: Раз. Два. Три.',
        ),
        /^Error: t\.yml:6: answer has 3 sentences/,
      ],
      [
        symptom([]).replace('    article: wp/a.md#parol\n', ''),
        /^Error: t\.yml:6: article is missing/,
      ],
      [
        symptom([])
          .replace('  yes:\n', '  yes: да\n')
          .replace(/ {4}answer.*\n.*\n/, ''),
        /^Error: t\.yml:5: yes must be a step/,
      ],
      [
        symptom([]).replace('id: vhod', 'id: Вход'),
        /^Error: t\.yml:1: id must be Latin/,
      ],
      [
        `${symptom([])}\n${symptom([])}`,
        /^Error: t\.yml:10: the id vhod is used twice/,
      ],
      ['id: vhod', /^Error: t\.yml:1: expected a list of symptoms/],
    ];
    for (const [text, expected] of cases) {
      assert.throws(() => parseTroubleshooting(text, 't.yml'), expected, text);
    }
  });

  it('reads the heading text as the page shows it', () => {
    const source = [
      '## Шаг 1 {#shag}',
      '### :msg[Ошибка входа] после `wp-config.php` и :ui[Войти] {#vhod}',
      '#### Глубже {#glubzhe}',
    ].join('\n');
    assert.equal(headingText(source, 'shag'), 'Шаг 1');
    assert.equal(
      headingText(source, 'vhod'),
      '«Ошибка входа» после wp-config.php и Войти',
    );
    assert.equal(headingText(source, 'glubzhe'), undefined);
    assert.equal(headingText(source, 'net'), undefined);
  });
});

describe('the support message of the guide', () => {
  it('carries the symptom and every answer in order, as plain text', () => {
    const message = guideMessage({
      symptom: 'Не работает `wp-admin`',
      turns: [
        {ask: 'Открывается ли `/wp-admin/`?', yes: false},
        {ask: 'Пришло письмо?', yes: true},
      ],
    });
    assert.equal(
      message.subject,
      'Что случилось с сайтом: Не работает wp-admin',
    );
    assert.ok(
      message.body.includes(
        'Что случилось: Не работает wp-admin\nМои ответы:\n— Открывается ли /wp-admin/? Нет\n— Пришло письмо? Да\n',
      ),
      message.body,
    );
    assert.ok(
      !guideMessage({symptom: 'Другое', turns: []}).body.includes('Мои ответы'),
    );
  });
});
