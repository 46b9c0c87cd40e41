/**
 * The Markdown copies' converter on hand-made articles (src/plugins/
 * markdown-copies): tabs become labelled sections, admonitions quotes with
 * their title, provider values and screen quotes are filled in, images and
 * links get absolute URLs, and a component it does not know stops it with
 * the file and the component named. A fixture site in a temporary folder
 * stands in for the real one, so that content changes cannot turn these
 * green.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {
  admonitionLabels,
  writeMarkdownCopies,
  type CopiesInput,
} from '../../src/plugins/markdown-copies';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
// The compiled test runs from .cache/tests; the script stays in src/.
const script = path.join(root, 'src/plugins/markdown-copies/writeCopies.mjs');

const ARTICLE = `---
title: Статья с вкладками
description: Описание статьи.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const unused = 1;

Сервер: <ProviderValue name="smtpHost" />, раздел <ProviderValue name="dkimPath" />.

<Generator kind="mail" />

<SiteHealthCheck />
Нажмите <kbd>Ctrl</kbd>+<kbd>C</kbd>. Откройте :ui[Плагины → Установленные] и прочтите :msg[Плагин активирован.]

{/* комментарий автора */}

## Как открыть терминал {#terminal}

<Tabs>
  <TabItem value="windows" label="Windows" default>

Откройте **Пуск**.

  </TabItem>
  <TabItem value="linux" label="Linux">

Нажмите <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>T</kbd>.

  </TabItem>
</Tabs>

:::warning[Осторожно]
Сохраните копию.
:::

:::tip
Без заголовка.
:::

::screenshot{name="shot"}

![Схема](/img/scheme.svg)

См. [другую статью](./other.md#razdel), [раздел выше](#terminal) и [сайт](https://example.ru/).

\`\`\`php title="wp-config.php" {2}
// highlight-next-line
define( 'WP_DEBUG', true );
\`\`\`
`;

const OTHER = `---
title: Другая статья
---

Текст.
`;

/** A site with the articles and their built pages; returns the input. */
function fixture(articles: Record<string, string>): CopiesInput {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-md-'));
  const siteDir = path.join(dir, 'site');
  const outDir = path.join(dir, 'build');
  mkdirSync(path.join(siteDir, 'docs/wp'), {recursive: true});
  mkdirSync(path.join(outDir, 'docs/wp'), {recursive: true});
  for (const [name, source] of Object.entries(articles)) {
    writeFileSync(path.join(siteDir, 'docs/wp', name), source);
    writeFileSync(
      path.join(outDir, 'docs/wp', name.replace(/\.mdx?$/, '.html')),
      // Minified as the build writes it: no quotes where none are needed.
      '<img src=/kb/assets/images/shot-0a1b2c3d.webp alt="">',
    );
  }
  const docs = Object.keys(articles).map((name) => ({
    source: `docs/wp/${name}`,
    permalink: `/kb/docs/wp/${name.replace(/\.mdx?$/, '')}`,
    title: name === 'other.md' ? 'Другая статья' : 'Статья с вкладками',
    description: 'Описание статьи.',
    checkedWith: 'WordPress 7.1',
  }));
  return {
    siteDir,
    // Built for /kb/ as on GitHub Pages: the folder has no kb/ in it.
    outDir,
    siteUrl: 'https://docs.example.ru',
    baseUrl: '/kb/',
    site: {title: 'База знаний «Тест»', summary: 'Инструкции.'},
    admonitionLabels: {warning: 'Внимание', tip: 'Совет'},
    providerValues: {
      smtpHost: {value: 'smtp.test.example', kind: 'code'},
      dkimPath: {value: 'Почта → DKIM', kind: 'path'},
    },
    generators: {
      mail: {
        description: 'Здесь форма: домен сайта.',
        title: 'Записи для домена example.ru',
        language: 'text',
        text: 'Имя: @   Тип: TXT   Значение: v=spf1 include:_spf.test.example ~all',
      },
    },
    screenshots: [{name: 'shot', alt: 'Список плагинов', caption: 'Плагины'}],
    glossary: [
      {
        term: 'DNS',
        definition: 'Система имён.',
        url: 'https://docs.example.ru/kb/docs/wp/other#razdel',
        title: 'Другая статья',
      },
    ],
    docs,
    sections: [{title: 'WordPress', permalinks: docs.map((d) => d.permalink)}],
    guide: '## Что случилось с сайтом?\n\n### Письма не доходят\n\nСм. раздел.',
    decoder: '## Расшифровка ошибок\n\n- «Ошибка» — Смысл. См. раздел.',
    tools: '## Инструменты на страницах\n\nВсё в браузере.',
  };
}

async function convert(articles: Record<string, string>) {
  const input = fixture(articles);
  const line = await writeMarkdownCopies(input, script);
  const read = (file: string) =>
    readFileSync(path.join(input.outDir, file), 'utf8');
  return {line, read};
}

describe('Markdown copies, input cut inside a letter', () => {
  it("reads its input as UTF-8 across the pipe's chunks", async () => {
    // The JSON in two writes that split a Cyrillic letter's two bytes,
    // the second after the first has been read: as a pipe may deliver it.
    const input = fixture({'other.md': OTHER});
    const bytes = Buffer.from(JSON.stringify(input));
    // Inside the «Б» of the site's title, which heads llms.txt.
    const cut = bytes.indexOf(Buffer.from('"title":"База')) + 10;
    assert.ok(cut > 0 && bytes[cut]! >= 0x80);
    const child = spawn(process.execPath, [script], {stdio: 'pipe'});
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    const done = new Promise<number | null>((resolve) =>
      child.on('close', resolve),
    );
    child.stdin.write(bytes.subarray(0, cut));
    // Time for the script to load its parser and read the first part.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.stdin.end(bytes.subarray(cut));
    assert.equal(await done, 0, stderr);
    const llms = readFileSync(path.join(input.outDir, 'llms.txt'), 'utf8');
    assert.ok(!llms.includes('\ufffd'), llms);
    assert.match(llms, /^# База знаний «Тест»/);
  });
});

describe('Markdown copies', () => {
  let line = '';
  let read: (file: string) => string = () => '';
  let md = '';
  before(async () => {
    ({line, read} = await convert({'article.mdx': ARTICLE, 'other.md': OTHER}));
    md = read('docs/wp/article.md');
  });

  it('reports what it wrote', () => {
    assert.match(
      line,
      /^2 Markdown copies, llms\.txt \(2 articles in 1 sections\)/,
    );
  });

  it('starts with the title, description, «Проверено» and the address', () => {
    assert.match(
      md,
      /^# Статья с вкладками\n\n> Описание статьи\.\n\nПроверено: WordPress 7\.1\n\nАдрес: <https:\/\/docs\.example\.ru\/kb\/docs\/wp\/article>\n\n---\n/,
    );
  });

  it('leaves no import, export, JSX or comment', () => {
    assert.doesNotMatch(md, /^(import|export) /m);
    assert.doesNotMatch(md, /<\/?[A-Za-z][\w.]*[\s/>]/);
    assert.doesNotMatch(md, /комментарий автора|:::/);
  });

  it('fills in the provider values, as code or bold like the page', () => {
    assert.match(
      md,
      /Сервер: `smtp\.test\.example`, раздел \*\*Почта → DKIM\*\*\./,
    );
  });

  it('writes a generator as what its form asks and the sample output', () => {
    assert.ok(
      md.includes(
        'Здесь форма: домен сайта.\n\n```text title="Записи для домена example.ru"\nИмя: @   Тип: TXT   Значение: v=spf1 include:_spf.test.example ~all\n```\n',
      ),
      md,
    );
  });

  it('writes the Site Health check as what it does', () => {
    assert.match(
      md,
      /\n\nНа странице статьи здесь проверка: в поле вставляют текст/,
    );
  });

  it('writes keys as code and screen quotes as bold and «ёлочки»', () => {
    assert.match(md, /Нажмите `Ctrl`\+`C`\./);
    assert.match(md, /\*\*Плагины → Установленные\*\*/);
    assert.match(md, /«Плагин активирован\.»/);
  });

  it('turns each tab into a section one level below its heading', () => {
    assert.match(md, /## Как открыть терминал\n/);
    assert.match(
      md,
      /### Windows\n\nОткройте \*\*Пуск\*\*\.\n\n### Linux\n\nНажмите `Ctrl`\+`Alt`\+`T`\./,
    );
  });

  it('turns admonitions into quotes led by their title or the site label', () => {
    assert.match(md, /> \*\*Осторожно\*\*\n>\n> Сохраните копию\./);
    assert.match(md, /> \*\*Совет\*\*\n>\n> Без заголовка\./);
  });

  it('writes the glossary as a line per term', async () => {
    const {read: readGlossary} = await convert({
      'intro.md': 'Текст.\n\n::glossary\n',
    });
    assert.match(
      readGlossary('docs/wp/intro.md'),
      /\*\*DNS\*\* — Система имён\. Подробнее: \[Другая статья\]\(https:\/\/docs\.example\.ru\/kb\/docs\/wp\/other#razdel\)\./,
    );
  });

  it('gives screenshots, images and links absolute URLs', () => {
    assert.match(
      md,
      /!\[Список плагинов\]\(https:\/\/docs\.example\.ru\/kb\/assets\/images\/shot-0a1b2c3d\.webp\)\n\n_Плагины_/,
    );
    assert.match(
      md,
      /!\[Схема\]\(https:\/\/docs\.example\.ru\/kb\/img\/scheme\.svg\)/,
    );
    assert.match(
      md,
      /\[другую статью\]\(https:\/\/docs\.example\.ru\/kb\/docs\/wp\/other#razdel\)/,
    );
    assert.match(
      md,
      /\[раздел выше\]\(https:\/\/docs\.example\.ru\/kb\/docs\/wp\/article#terminal\)/,
    );
    assert.match(md, /\[сайт\]\(https:\/\/example\.ru\/\)/);
  });

  it('keeps code but not the highlight markers', () => {
    assert.match(
      md,
      /```php title="wp-config.php"\ndefine\( 'WP_DEBUG', true \);\n```/,
    );
  });

  it('lists every article once in llms.txt, by section, with the .md address', () => {
    const llms = read('llms.txt');
    assert.match(llms, /^# База знаний «Тест»\n\n> Инструкции\.\n/);
    assert.match(
      llms,
      /## WordPress\n\n- \[Статья с вкладками\]\(https:\/\/docs\.example\.ru\/kb\/docs\/wp\/article\.md\): Описание статьи\.\n- \[Другая статья\]\(https:\/\/docs\.example\.ru\/kb\/docs\/wp\/other\.md\)/,
    );
  });

  it('puts the guide «Что случилось с сайтом?» into both files, before the articles', () => {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const text = read(file);
      const at = text.indexOf(
        '## Что случилось с сайтом?\n\n### Письма не доходят\n\nСм. раздел.\n',
      );
      assert.ok(at > 0, file);
      assert.ok(
        at < text.indexOf('docs/wp/'),
        `${file}: the guide comes after the articles`,
      );
    }
  });

  it('puts the error decoder’s rules into llms-full.txt only, before the articles', () => {
    const full = read('llms-full.txt');
    const at = full.indexOf('## Расшифровка ошибок\n\n- «Ошибка» — Смысл.');
    assert.ok(at > 0 && at < full.indexOf('docs/wp/'));
    assert.doesNotMatch(read('llms.txt'), /Расшифровка ошибок/);
    assert.ok(full.indexOf('## Инструменты на страницах') < at);
  });

  it('puts every article into llms-full.txt', () => {
    const full = read('llms-full.txt');
    assert.ok(full.includes(md.trimEnd()));
    assert.ok(full.includes(read('docs/wp/other.md').trimEnd()));
  });
});

describe('Markdown copies refuse what they cannot write', () => {
  it('an unknown component, naming the file and the component', async () => {
    await assert.rejects(
      convert({'bad.mdx': '# Т\n\n<Callout>Текст</Callout>\n'}),
      /\[markdown-copies\] docs\/wp\/bad\.mdx: <Callout> is not known to the Markdown copies/,
    );
  });

  it('an unknown directive', async () => {
    await assert.rejects(
      convert({'bad.md': 'Текст\n\n:::details[Подробнее]\nТекст\n:::\n'}),
      /docs\/wp\/bad\.md: :::details is not known/,
    );
  });

  it('an unknown provider value', async () => {
    await assert.rejects(
      convert({'bad.md': 'Порт <ProviderValue name="port" />.\n'}),
      /docs\/wp\/bad\.md: <ProviderValue name="port" \/>: no such value/,
    );
  });

  it('an unknown generator', async () => {
    await assert.rejects(
      convert({'bad.md': 'Форма.\n\n<Generator kind="nginx" />\n'}),
      /docs\/wp\/bad\.md: <Generator kind="nginx" \/>: no such generator; the kinds are mail/,
    );
  });

  it('a screenshot the manifest does not know', async () => {
    await assert.rejects(
      convert({'bad.md': '::screenshot{name="nope"}\n'}),
      /docs\/wp\/bad\.md: ::screenshot\{name="nope"\} is not in lab\/screenshots\/manifest\.json/,
    );
  });
});

describe('admonition labels', () => {
  it('come from the site translations, with a capital letter', () => {
    const labels = admonitionLabels(root);
    const codeJson = JSON.parse(
      readFileSync(path.join(root, 'i18n/ru/code.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    const tip = codeJson['theme.admonition.tip']!.message;
    assert.equal(labels.tip, tip.charAt(0).toUpperCase() + tip.slice(1));
    assert.match(labels.warning!, /^[А-ЯЁ]/);
  });
});
