/**
 * The routes tests/site-routes.ts expects of content, on a small site made
 * here: the rules of Docusaurus 3 the real content does not use yet
 * (number prefixes, slugs, drafts, unlisted pages, index files, dated post
 * names, pagination), so that the first author who uses one is not met by
 * a wrong expectation. tests/integration/new-content.test.ts checks the
 * derivation against a real build.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {
  blogOptions,
  checkSitemap,
  contentRoutes,
  kebabCase,
  labelSlug,
  siteContent,
  specRoutes,
  stripNumberPrefix,
} from '../site-routes';

const site = mkdtempSync(path.join(tmpdir(), 'kb-routes-'));
after(() => rmSync(site, {recursive: true, force: true}));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
}
const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\nТекст.\n`;

write('docs/intro.md', page('title: Введение'));
write(
  'docs/01-razdel/_category_.json',
  JSON.stringify({label: 'Мой раздел', link: {type: 'generated-index'}}),
);
write('docs/01-razdel/02-statya.md', page('title: Статья'));
write('docs/01-razdel/svoya.md', page('slug: /svoi-adres'));
write('docs/01-razdel/otnositelnaya.md', page('slug: drugoe-imya'));
write('docs/01-razdel/s-id.md', page('id: identifikator'));
write('docs/01-razdel/chernovik.md', page('draft: true'));
write('docs/01-razdel/skrytaya.md', page('unlisted: true'));
write('docs/01-razdel/_chast.md', page('title: Часть'));
write(
  'docs/pusto/_category_.json',
  JSON.stringify({label: 'Пусто', link: {type: 'generated-index'}}),
);
write('docs/pusto/chernovik.md', page('draft: true'));
write('docs/vlozh/index.md', page('title: Раздел без страницы раздела'));

write(
  'blog/2026-01-02-novaya/index.md',
  page('title: Новая\ntags: [simple, myTag]\nauthors: [mainAuthor]'),
);
write(
  'blog/2025-05-01-staraya.md',
  page(
    'slug: staraya\ntitle: Старая\ntags: [simple]\nauthors: [mainAuthor, b]',
  ),
);
write('blog/2025-01-01-chernovik.md', page('draft: true\ntags: [simple]'));
write(
  'blog/2025-02-02-skrytaya.md',
  page('unlisted: true\ntags: [tajnyj]\nauthors: [c]'),
);
write('blog/tags.yml', 'simple:\n  label: Простой\n  permalink: /simple\n');
write(
  'blog/authors.yml',
  [
    'mainAuthor:\n  name: Первый\n  page: true',
    'b:\n  name: Без страницы',
    'c:\n  name: Третий\n  page:\n    permalink: c-page',
  ].join('\n'),
);

describe('routes from content', () => {
  const content = siteContent(site, {...blogOptions(), postsPerPage: 1});

  it('follow the rules of Docusaurus for docs, posts, tags and authors', () => {
    assert.deepEqual(contentRoutes(content), [
      '/blog',
      '/blog/2026/01/02/novaya',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/c-page',
      '/blog/authors/main-author',
      '/blog/authors/main-author/page/2',
      '/blog/page/2',
      '/blog/staraya',
      '/blog/tags',
      '/blog/tags/my-tag',
      '/blog/tags/simple',
      '/blog/tags/simple/page/2',
      '/docs/category/мой-раздел',
      '/docs/intro',
      '/docs/razdel/drugoe-imya',
      '/docs/razdel/identifikator',
      '/docs/razdel/statya',
      '/docs/svoi-adres',
      '/docs/vlozh',
    ]);
  });

  it('sort posts newest first and keep unlisted ones out of lists', () => {
    assert.deepEqual(
      content.posts.map(({route, unlisted}) => [route, unlisted]),
      [
        ['/blog/2026/01/02/novaya', false],
        ['/blog/staraya', false],
        ['/blog/2025/02/02/skrytaya', true],
      ],
    );
  });

  it('leave out a section whose only article is a draft', () => {
    assert.deepEqual(
      content.sections.map(({folder}) => folder),
      ['01-razdel', 'vlozh'],
    );
  });

  it('name slugs as Docusaurus does', () => {
    assert.equal(stripNumberPrefix('02-statya'), 'statya');
    assert.equal(stripNumberPrefix('2024-05-01-post'), '2024-05-01-post');
    assert.equal(stripNumberPrefix('7.0-versiya'), '7.0-versiya');
    assert.equal(labelSlug('Плагины для WordPress!'), 'плагины-для-wordpress');
    assert.equal(kebabCase('mainAuthor'), 'main-author');
    assert.equal(kebabCase('tag1'), 'tag-1');
  });
});

describe('the sitemap check', () => {
  const content = siteContent(site);
  const routes = [...specRoutes(), ...contentRoutes(content)];

  it('passes the spec routes with the content routes', () => {
    const {missingContent, unexpected} = checkSitemap(routes, content);
    assert.deepEqual(
      {missingContent, unexpected},
      {
        missingContent: [],
        unexpected: [],
      },
    );
  });

  it('names a route nobody asked for, and a missing one', () => {
    const problems = checkSitemap(
      [...routes.filter((route) => route !== '/docs/svoi-adres'), '/lishnyaya'],
      content,
    );
    assert.deepEqual(problems.unexpected, ['/lishnyaya']);
    assert.deepEqual(problems.missingContent, ['/docs/svoi-adres']);
  });

  it('names a missing route of the spec and too few author pages', () => {
    const problems = checkSitemap(
      routes.filter((route) => route !== '/blog/welcome'),
      siteContent(site),
    );
    assert.ok(problems.missingSpec.includes('/blog/welcome'));
    const withoutAuthors = checkSitemap(
      routes.filter((route) => !route.startsWith('/blog/authors/')),
      content,
    );
    assert.match(withoutAuthors.missingSpec.join('\n'), /2 author pages/);
  });
});
