import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  authorsWithPosts,
  latestPosts,
  summarizeSections,
  type DocInfo,
  type PostInfo,
  type SidebarNode,
} from '../../src/plugins/site-overview/overview';

function doc(id: string, featured = false): DocInfo {
  return {
    id,
    title: `Статья ${id}`,
    description: `Описание ${id}`,
    permalink: `/docs/${id}`,
    frontMatter: featured ? {featured: true} : {},
  };
}

const docs = ['intro', 'wp/a', 'wp/b', 'wp/c', 'wp/d', 'wp/sub/e', 'os/x'].map(
  (id) => doc(id, id === 'wp/d'),
);

const sidebar: SidebarNode[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'WordPress',
    link: {
      type: 'generated-index',
      permalink: '/docs/category/wordpress',
      description: 'Всё о WordPress',
    },
    items: [
      {type: 'doc', id: 'wp/a'},
      {type: 'doc', id: 'wp/b'},
      {type: 'link', label: 'Внешняя ссылка'},
      {type: 'doc', id: 'wp/c'},
      {type: 'doc', id: 'wp/d'},
      {
        type: 'category',
        label: 'Глубже',
        items: [{type: 'doc', id: 'wp/sub/e'}],
      },
    ],
  },
  {
    type: 'category',
    label: 'OSPanel',
    link: {type: 'doc', id: 'os/x'},
    items: [{type: 'doc', id: 'os/x'}],
  },
  {type: 'category', label: 'Пустой', items: []},
];

describe('summarizeSections', () => {
  const sections = summarizeSections(sidebar, docs);

  it('makes one card per top-level category with articles, in order', () => {
    assert.deepEqual(
      sections.map(({label}) => label),
      ['WordPress', 'OSPanel'],
    );
  });

  it('counts the articles of nested categories, not the links', () => {
    assert.equal(sections[0]!.articleCount, 5);
    assert.equal(sections[1]!.articleCount, 1);
  });

  it('puts featured articles first, then reading order', () => {
    assert.deepEqual(
      sections[0]!.featured.map(({permalink}) => permalink),
      ['/docs/wp/d', '/docs/wp/a', '/docs/wp/b'],
    );
  });

  it('links to the generated index, or to the linked doc', () => {
    assert.equal(sections[0]!.permalink, '/docs/category/wordpress');
    assert.equal(sections[0]!.description, 'Всё о WordPress');
    assert.equal(sections[1]!.permalink, '/docs/os/x');
    assert.equal(sections[1]!.description, 'Описание os/x');
  });

  it('follows the docs as they are: a new article changes the count', () => {
    const more = summarizeSections(
      [
        {
          ...sidebar[1]!,
          items: [...sidebar[1]!.items!, {type: 'doc', id: 'wp/new'}],
        },
      ],
      [...docs, doc('wp/new')],
    );
    assert.equal(more[0]!.articleCount, 6);
  });
});

function post(
  slug: string,
  date: string,
  authors: string[],
  unlisted = false,
): PostInfo {
  return {
    metadata: {
      title: `Запись ${slug}`,
      permalink: `/blog/${slug}`,
      description: `О записи ${slug}`,
      date: new Date(date),
      unlisted,
      authors: authors.map((key) => ({key})),
    },
  };
}

const posts = [
  post('old', '2025-01-01', ['support']),
  post('new', '2026-05-01', ['support', 'editors']),
  post('mid', '2025-09-01', ['editors']),
  post('hidden', '2026-09-01', ['editors'], true),
];

describe('latestPosts', () => {
  it('returns the newest listed posts first', () => {
    assert.deepEqual(
      latestPosts(posts, 2).map(({permalink}) => permalink),
      ['/blog/new', '/blog/mid'],
    );
  });

  it('serialises dates as ISO strings', () => {
    assert.equal(latestPosts(posts, 1)[0]!.date, '2026-05-01T00:00:00.000Z');
  });
});

describe('authorsWithPosts', () => {
  const authors = authorsWithPosts(
    [
      {
        key: 'support',
        name: 'Служба поддержки',
        page: {permalink: '/blog/authors/support'},
      },
      {key: 'editors', name: 'Редакция', title: 'Пишем статьи', page: null},
      {key: 'silent', name: 'Архив', page: null},
    ],
    posts,
  );

  it('lists every author, by name', () => {
    assert.deepEqual(
      authors.map(({key}) => key),
      ['silent', 'editors', 'support'],
    );
  });

  it('gives each author all of their listed posts, newest first', () => {
    const byKey = Object.fromEntries(
      authors.map((author) => [
        author.key,
        author.posts.map(({permalink}) => permalink),
      ]),
    );
    assert.deepEqual(byKey, {
      silent: [],
      editors: ['/blog/new', '/blog/mid'],
      support: ['/blog/new', '/blog/old'],
    });
  });

  it('keeps the author page link when there is one', () => {
    assert.equal(authors[2]!.permalink, '/blog/authors/support');
    assert.equal(authors[1]!.permalink, null);
  });
});
