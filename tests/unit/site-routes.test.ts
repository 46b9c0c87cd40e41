/**
 * tests/site-routes.ts on a small route list made here, as a build writes
 * it (src/plugins/route-list): which of its pages are the content's, the
 * sections of docs/, and the sitemap check against the spec and the
 * content. tests/integration/routes.test.ts reads the real build's list.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {routeListFile, type RouteList} from '../../src/plugins/route-list';
import {
  checkSitemap,
  contentRoutes,
  siteContent,
  specRoutes,
} from '../site-routes';

const site = mkdtempSync(path.join(tmpdir(), 'kb-routes-'));
after(() => rmSync(site, {recursive: true, force: true}));
const build = path.join(site, 'build');

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
}
const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\nТекст.\n`;

write('docs/intro.md', page('title: Введение'));
write('docs/01-razdel/02-statya.md', page('title: Статья'));
write('docs/01-razdel/skrytaya.md', page('unlisted: true'));

const docs = 'docusaurus-plugin-content-docs';
const blog = 'docusaurus-plugin-content-blog';
const list: RouteList = {
  outDir: build,
  baseUrl: '/',
  routes: [
    {path: '/', plugin: 'site-overview', source: null},
    {
      path: '/stranica',
      plugin: 'docusaurus-plugin-content-pages',
      source: 'src/pages/stranica.md',
    },
    {path: '/docs/intro', plugin: docs, source: 'docs/intro.md'},
    {
      path: '/docs/razdel/statya',
      plugin: docs,
      source: 'docs/01-razdel/02-statya.md',
    },
    {
      path: '/docs/razdel/skrytaya',
      plugin: docs,
      source: 'docs/01-razdel/skrytaya.md',
    },
    {path: '/docs/category/мой-раздел', plugin: docs, source: null},
    {path: '/blog', plugin: blog, source: null},
    {path: '/blog/page/2', plugin: blog, source: null},
    {path: '/blog/novaya', plugin: blog, source: 'blog/2026-01-02-novaya.md'},
    {path: '/blog/tajnaya', plugin: blog, source: 'blog/2025-02-02-tajnaya.md'},
    {path: '/blog/tags/prostoj', plugin: blog, source: null},
    {path: '/blog/tags/tajnyj', plugin: blog, source: null},
    {path: '/blog/authors/pervyj', plugin: blog, source: null},
  ],
  docs: [
    {
      source: 'docs/01-razdel/02-statya.md',
      permalink: '/docs/razdel/statya',
      unlisted: false,
    },
    {
      source: 'docs/01-razdel/skrytaya.md',
      permalink: '/docs/razdel/skrytaya',
      unlisted: true,
    },
    {source: 'docs/intro.md', permalink: '/docs/intro', unlisted: false},
  ],
  categories: [
    {
      label: 'Мой раздел',
      permalink: '/docs/category/мой-раздел',
      title: null,
      description: 'Описание',
      docs: ['docs/01-razdel/02-statya.md', 'docs/01-razdel/skrytaya.md'],
    },
  ],
  blog: {
    postsPerPage: 1,
    feedLimit: 20,
    pageBasePath: 'page',
    posts: [
      {
        source: 'blog/2026-01-02-novaya.md',
        permalink: '/blog/novaya',
        title: 'Новая',
        date: '2026-01-02T00:00:00.000Z',
        unlisted: false,
        authors: ['pervyj'],
        tags: ['/blog/tags/prostoj'],
      },
      {
        source: 'blog/2025-02-02-tajnaya.md',
        permalink: '/blog/tajnaya',
        title: 'Тайная',
        date: '2025-02-02T00:00:00.000Z',
        unlisted: true,
        authors: [],
        tags: ['/blog/tags/tajnyj'],
      },
    ],
    tags: [
      {
        label: 'Простой',
        permalink: '/blog/tags/prostoj',
        unlisted: false,
        pages: ['/blog/tags/prostoj'],
      },
      {
        label: 'Тайный',
        permalink: '/blog/tags/tajnyj',
        unlisted: true,
        pages: ['/blog/tags/tajnyj'],
      },
    ],
    authors: [
      {key: 'pervyj', name: 'Первый', permalink: '/blog/authors/pervyj'},
      {key: 'bez', name: 'Без страницы', permalink: null},
    ],
  },
};
write(path.relative(site, routeListFile(site, build)), JSON.stringify(list));

describe('the content, from the route list', () => {
  const content = siteContent(site);

  it('is the listed pages of the docs and blog plugins, no other', () => {
    assert.deepEqual(contentRoutes(content), [
      '/blog',
      '/blog/authors/pervyj',
      '/blog/novaya',
      '/blog/page/2',
      '/blog/tags/prostoj',
      '/docs/category/мой-раздел',
      '/docs/intro',
      '/docs/razdel/statya',
    ]);
  });

  it('groups the docs by their folder, with the sidebar category of it', () => {
    assert.deepEqual(
      content.sections.map(({folder, route, label, description, docs}) => ({
        folder,
        route,
        label,
        description,
        docs: docs.map(({route, unlisted}) => [route, unlisted]),
      })),
      [
        {
          folder: '01-razdel',
          route: '/docs/category/мой-раздел',
          label: 'Мой раздел',
          description: 'Описание',
          docs: [
            ['/docs/razdel/statya', false],
            ['/docs/razdel/skrytaya', true],
          ],
        },
      ],
    );
    assert.deepEqual(content.docs[0]!.frontMatter, {title: 'Статья'});
  });

  it('lists the tags of listed posts only', () => {
    assert.deepEqual(content.tags, [
      {label: 'Простой', route: '/blog/tags/prostoj'},
    ]);
  });

  it('stops, naming the build to run, without a list', () => {
    assert.throws(
      () => siteContent(site, path.join(site, 'build-drugoj')),
      /build-drugoj\.json is missing: build the site into/,
    );
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
      [
        ...routes.filter((route) => route !== '/docs/razdel/statya'),
        '/stranica',
      ],
      content,
    );
    assert.deepEqual(problems.unexpected, ['/stranica']);
    assert.deepEqual(problems.missingContent, ['/docs/razdel/statya']);
  });

  it('names a missing route of the spec and too few author pages', () => {
    const problems = checkSitemap(
      routes.filter((route) => route !== '/blog/welcome'),
      content,
    );
    assert.ok(problems.missingSpec.includes('/blog/welcome'));
    const withoutAuthors = checkSitemap(
      routes.filter((route) => !route.startsWith('/blog/authors/')),
      content,
    );
    assert.match(withoutAuthors.missingSpec.join('\n'), /2 author pages/);
  });
});
