/**
 * An author adds an article, a blog post, a tag and an author exactly as
 * CONTRIBUTING.md says, and `npm test` stays green without a change to the
 * tests. The site is copied to a temporary folder; the article goes into an
 * existing section with the front matter CONTRIBUTING.md asks for, the post
 * uses a new tag and a new author, and those two are CONTRIBUTING.md's own
 * examples for blog/tags.yml and blog/authors.yml. Then, on the copy: the
 * real `docusaurus build`, the spelling check, and the node tests that read
 * the content and its build — tests/content, and tests/integration (routes
 * of the sitemap, search index, HTML, the section PDFs of `npm run pdf`,
 * run on the copy too) but for the tests that build copies
 * of their own — run with KB_ROOT pointing at the copy. A test that pinned today's pages,
 * posts, tags or authors fails here.
 *
 * The copy also gets what the weekly re-check writes when WordPress
 * publishes a release: the next WordPress version in src/data/releases.yml.
 * The articles checked on the older one must then say so beside their badge
 * (tests/integration/release-notice.test.ts, run on the copy too).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {parse} from 'yaml';

import {releaseNotice} from '../../src/data/releases';
import {RELEASES_FILE, readReleases} from '../../src/data/releasesFile';
import {parseDoc} from '../content/rules';
import {buildSite, copySite} from '../copy-site';
import {findSiteRoot} from '../site-root';
import {
  contentRoutes,
  htmlFileOf,
  siteContent,
  sitemapRoutes,
} from '../site-routes';

const root = findSiteRoot(__dirname);
/** The compiled node tests (.cache/tests/tests), run again on the copy. */
const compiled = path.resolve(__dirname, '..');
/** Tests that copy and build the site themselves: not run on the copy. */
const MAKE_COPIES = new Set(['broken-link.test.js', path.basename(__filename)]);

const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

/** The code block of CONTRIBUTING.md with this title. */
function example(title: string): string {
  const block = contributing
    .split(/^```/m)
    .find((part) => part.startsWith(`yaml title="${title}"\n`));
  assert.ok(block, `CONTRIBUTING.md has no example titled «${title}»`);
  return block.slice(block.indexOf('\n') + 1);
}

/** The one entry of a YAML example: its key and fields. */
function entryOf(yaml: string): [string, Record<string, unknown>] {
  const entries = Object.entries(
    parse(yaml) as Record<string, Record<string, unknown>>,
  );
  assert.equal(entries.length, 1, yaml);
  return entries[0]!;
}

// «Новый тег» and «Новый автор»: the examples, added as they stand.
const tagExample = example('blog/tags.yml');
const authorExample = example('blog/authors.yml');
const [tagKey, tag] = entryOf(tagExample);
const [authorKey, author] = entryOf(authorExample);

// «Где лежит статья», «Front matter», «Как устроена статья»: an article in
// an existing section, its address the file name.
const SECTION = 'openserverpanel-ospanel';
const ARTICLE = `docs/${SECTION}/kopiya-proekta.md`;
const REMINDER =
  'Копию сохраняйте перед каждой правкой: перед заменой файлов, перед сменой настроек сервера и перед правкой базы данных. Старую копию удаляйте только тогда, когда убедились, что сайт после правки открывается и работает, как раньше. Так на диске остаётся место, а у вас всегда есть рабочая версия сайта.';
const article = `---
title: Как сохранить копию проекта перед правкой
description: Как сохранить резервную копию папки сайта перед правкой файлов и вернуть из неё рабочую версию, если после правки сайт не открывается.
sidebar_position: 5
keywords:
  - OSPanel
  - резервная копия
  - локальный сервер
checked_with: Open Server Panel 6.4.5
---

Статья для тех, кто правит сайт на своём компьютере в Open Server Panel. Она объясняет, как сохранить резервную копию папки сайта перед правкой и как вернуть рабочую версию, если после правки сайт перестал открываться. Копия занимает несколько минут и не требует других программ.

## Что понадобится

Установленная Open Server Panel и сайт, который уже открывается в браузере. На диске должно быть свободное место: не меньше, чем занимает папка сайта.

${REMINDER}

${REMINDER}

## Как сохранить копию

1. Закройте редактор, в котором открыты файлы сайта.
2. Скопируйте папку сайта целиком в другую папку на том же диске.
3. Назовите копию так, чтобы по имени была видна дата правки.
4. Проверьте, что в копии столько же файлов, сколько в папке сайта.

${REMINDER}

${REMINDER}

## Как вернуть сайт из копии

1. Остановите сервер.
2. Переименуйте папку сайта, чтобы сохранить неудачную правку для разбора.
3. Скопируйте папку из копии на прежнее место под прежним именем.
4. Запустите сервер и откройте сайт в браузере.

Неудачную правку из переименованной папки не удаляйте сразу: по ней удобно найти строку, после которой сайт перестал работать.

${REMINDER}

${REMINDER}

## Если что-то пошло не так

Если после возврата сайт всё равно не открывается, сравните имя папки сайта с именем, которое было до правки: они должны совпадать. Если сайт открывается, но показывает ошибку, найдите её текст в журнале сервера.

Если копии нет, восстановить прежнюю версию файлов можно только по памяти. Поэтому не откладывайте копию на потом, даже если правка кажется мелкой.

${REMINDER}

${REMINDER}

## См. также

- [Как установить Open Server Panel](./ustanovka-ospanel.md)
- [Где найти журналы сервера](./prosmotr-logov.md)
`;

// «Записи блога»: a post in blog/ГГГГ-ММ-ДД-slug/index.md with the new
// author and the new tag, and the short address /blog/slug its `slug`
// field gives: transliterated, as the site's addresses are, which the
// spelling check must let through.
const POST = 'blog/2026-11-05-kopiya-pered-pravkoi/index.md';
const POST_SLUG = 'kopiya-pered-pravkoi';
const post = `---
slug: ${POST_SLUG}
title: Копия перед каждой правкой
description: Почему резервную копию сайта стоит сохранять перед каждой правкой файлов и как она помогает вернуть сайт за несколько минут.
authors: [${authorKey}]
tags: [${tagKey}]
---

Правка, после которой сайт перестал открываться, случается у всех. Резервная копия, сохранённая за минуту до правки, возвращает рабочий сайт за несколько минут.

<!-- truncate -->

Перед правкой скопируйте папку сайта и базу данных. Если правка не удалась, верните файлы из копии и проверьте сайт в браузере.
`;

/**
 * src/data/releases.yml as the re-check rewrites it when the next WordPress
 * is out: the WordPress entry's version raised to the next minor release.
 */
function withNextWordPress(text: string): {text: string; version: string} {
  const current = readReleases(root).find(
    (release) => release.product === 'WordPress',
  );
  assert.ok(current, `${RELEASES_FILE} tracks WordPress`);
  const [major, minor = '0'] = current.version.split('.');
  const version = `${major}.${Number(minor) + 1}`;
  const pattern = new RegExp(
    `(- product: WordPress\\n  version: )'${current.version.replace(/\./g, '\\.')}'`,
  );
  assert.match(text, pattern, `${RELEASES_FILE}: the WordPress entry`);
  return {text: text.replace(pattern, `$1'${version}'`), version};
}

describe('an article, a post, a tag and an author added as CONTRIBUTING.md says', () => {
  const site = copySite(root, 'kb-new-content-');
  after(() => rmSync(site, {recursive: true, force: true}));

  writeFileSync(path.join(site, ARTICLE), article);
  mkdirSync(path.dirname(path.join(site, POST)), {recursive: true});
  writeFileSync(path.join(site, POST), post);
  appendFileSync(path.join(site, 'blog/tags.yml'), `\n${tagExample}`);
  appendFileSync(path.join(site, 'blog/authors.yml'), `\n${authorExample}`);
  const releasesFile = path.join(site, RELEASES_FILE);
  const next = withNextWordPress(readFileSync(releasesFile, 'utf8'));
  writeFileSync(releasesFile, next.text);
  const changed = [ARTICLE, POST, 'blog/tags.yml', 'blog/authors.yml'];

  // Built as the deploy workflow builds, with the links to the section PDFs
  // that `npm run pdf` then writes.
  const build = buildSite(root, site, [], {SECTION_PDFS: 'true'});
  // `npm run pdf` on the copy, as npm test runs it after the build: the
  // article must turn up in its section's PDF (tests/integration/pdf.test.ts
  // below). Its own port: the node tests run side by side.
  // nginx's workers run as another user when the tests run as root, and
  // mkdtemp makes the copy's folder private.
  if (build.status === 0) chmodSync(site, 0o755);
  const pdf =
    build.status === 0
      ? spawnSync(process.execPath, ['src/plugins/print/pdf.mjs'], {
          cwd: site,
          encoding: 'utf8',
          env: {...process.env, PDF_PORT: '3291'},
        })
      : null;

  it('build', () => {
    assert.equal(
      build.status,
      0,
      `${build.stdout}\n${build.stderr}`.slice(-3000),
    );
  });

  it(`say «${next.version}» beside the badge of an article checked on the older WordPress`, () => {
    const releases = readReleases(site);
    const notices = siteContent(site).docs.flatMap((doc) => {
      const checkedWith = parseDoc(
        doc.file,
        readFileSync(path.join(site, doc.file), 'utf8'),
      ).frontMatter.checked_with;
      const notice =
        typeof checkedWith === 'string'
          ? releaseNotice(checkedWith, releases)
          : null;
      return notice ? [{doc, notice}] : [];
    });
    assert.ok(
      notices.length > 0,
      'no article is checked on the older WordPress',
    );
    for (const {doc, notice} of notices) {
      assert.match(
        notice,
        new RegExp(
          `${next.version.replace('.', '\\.')}, статья перепроверяется$`,
        ),
      );
      // React's SSR separates the text parts of «({notice})» by comments.
      const html = readFileSync(
        htmlFileOf(path.join(site, 'build'), doc.route),
        'utf8',
      ).replace(/<!-- -->/g, '');
      assert.ok(
        html.includes(`(${notice})`),
        `${doc.file}: «${notice}» is not on the page`,
      );
    }
  });

  it('get their section PDF from npm run pdf', () => {
    assert.equal(pdf?.status, 0, `${pdf?.stdout}\n${pdf?.stderr}`);
  });

  it('pass the spelling check', () => {
    const spelling = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/cspell/bin.mjs'),
        '--no-progress',
        '--no-summary',
        ...changed,
      ],
      {cwd: site, encoding: 'utf8'},
    );
    assert.equal(spelling.status, 0, spelling.stdout + spelling.stderr);
  });

  it('get the addresses CONTRIBUTING.md gives, in the sitemap', () => {
    const added = [
      `/docs/${SECTION}/${path.basename(ARTICLE, '.md')}`,
      `/blog/${POST_SLUG}`,
      `/blog/tags${String(tag.permalink)}`,
      `/blog/authors/${String((author.page as {permalink: string}).permalink)}`,
    ];
    // The route list of the main build against that of the copy's build.
    const before = new Set(contentRoutes(siteContent(root)));
    const derived = contentRoutes(siteContent(site));
    assert.deepEqual(
      added.filter((route) => before.has(route) || !derived.includes(route)),
      [],
      'the new pages must be routes the content produces now, and only now',
    );
    const sitemap = sitemapRoutes(path.join(site, 'build'));
    assert.deepEqual(
      added.filter((route) => !sitemap.includes(route)),
      [],
    );
  });

  it('pass the content checks and the checks of the build, new files included', () => {
    // A test process of its own, as npm test runs it, pointed at the copy.
    const {NODE_TEST_CONTEXT: _parent, ...env} = process.env;
    const run = spawnSync(
      process.execPath,
      [
        '--test',
        '--test-reporter=tap',
        // Files, not a folder: Node 24 runs a folder argument as a module.
        ...readdirSync(path.join(compiled, 'content'))
          .filter((file) => file.endsWith('.test.js'))
          .map((file) => path.join(compiled, 'content', file)),
        ...readdirSync(path.join(compiled, 'integration'))
          .filter((file) => file.endsWith('.test.js') && !MAKE_COPIES.has(file))
          .map((file) => path.join(compiled, 'integration', file)),
      ],
      {cwd: site, encoding: 'utf8', env: {...env, KB_ROOT: site}},
    );
    const tap = `${run.stdout}\n${run.stderr}`;
    const lines = tap.split('\n');
    // Each failed check with its diagnostics, up to the end of its block.
    const failed = lines.flatMap((line, index) => {
      if (!/^\s*not ok /.test(line)) return [];
      const end = lines.findIndex(
        (next, after) => after > index && /^\s*\.\.\.\s*$/.test(next),
      );
      return [lines.slice(index, end < 0 ? index + 1 : end).join('\n')];
    });
    assert.equal(failed.length, 0, failed.join('\n\n'));
    assert.equal(run.status, 0, tap.slice(-4000));
    for (const file of [ARTICLE, POST]) {
      const checked = tap
        .split('\n')
        .filter((line) => new RegExp(`^\\s*ok \\d+ - ${file}: `).test(line));
      assert.ok(
        checked.length >= 2,
        `the content checks did not check ${file}:\n${tap.slice(-2000)}`,
      );
    }
    for (const check of [
      'are only routes of the spec or of the content',
      'holds every article, section index and post, and the Markdown page',
      'holds every article of the section, in the sidebar order, each on the page the contents give',
    ]) {
      assert.match(tap, new RegExp(`^\\s*ok \\d+ - ${check}$`, 'm'));
    }
  });
});
