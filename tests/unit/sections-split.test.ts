import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {sectionOf} from '../../src/plugins/first-load/sections/lookup';
import {
  checkModulePathUnread,
  MODULE_PATH_READERS,
  parseRegistry,
  parseRoutes,
  sectionOnlyChunkNames,
  splitBySection,
  splitFiles,
  type RouteConfig,
} from '../../src/plugins/first-load/sections/split';

/** A docs plugin's routes as core generates them, two sections and intro. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'b01'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'v00'),
        routes: [
          {
            path: '/docs',
            component: ComponentCreator('/docs', 'r00'),
            routes: [
              {
                path: '/docs/category/wordpress',
                component: ComponentCreator('/docs/category/wordpress', 'c01'),
                exact: true,
                sidebar: "main"
              },
              {
                path: '/docs/category/плагины',
                component: ComponentCreator('/docs/category/плагины', 'c02'),
                exact: true,
                sidebar: "main"
              },
              {
                path: '/docs/intro',
                component: ComponentCreator('/docs/intro', 'i01'),
                exact: true,
                sidebar: "main"
              },
              {
                path: '/docs/wordpress/pochta',
                component: ComponentCreator('/docs/wordpress/pochta', 'w01'),
                exact: true,
                sidebar: "main"
              },
              {
                path: '/docs/wordpress/plaginy/cf7',
                component: ComponentCreator('/docs/wordpress/plaginy/cf7', 'p01'),
                exact: true,
                sidebar: "main"
              },
              {
                path: '/docs/plaginy/flamingo',
                component: ComponentCreator('/docs/plaginy/flamingo', 'p02'),
                exact: true,
                sidebar: "main"
              }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const entry = (name: string, path: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")]`;
const REGISTRY_JS = `export default {
${[
  entry('blog', '@theme/BlogListPage'),
  entry('docsroot', '@theme/DocsRoot'),
  entry('version', '@theme/DocVersionRoot'),
  entry('versionprops', '@generated/docs/p/docs.json'),
  entry('docroot', '@theme/DocRoot'),
  entry('docitem', '@theme/DocItem'),
  entry('catpage', '@theme/DocCategoryGeneratedIndexPage'),
  entry('cat1', '@generated/docs/p/cat-wordpress.json'),
  entry('cat2', '@generated/docs/p/cat-plaginy.json'),
  entry('intro', '@site/docs/intro.md'),
  entry('pochta', '@site/docs/wordpress/pochta.md'),
  entry('cf7', '@site/docs/wordpress/plaginy/cf7.md'),
  entry('flamingo', '@site/docs/plaginy/flamingo.md'),
].join(',\n')}
};
`;

const CHUNK_NAMES = {
  '/blog-b01': {__comp: 'blog'},
  '/docs-d00': {__comp: 'docsroot', __context: {plugin: 'versionprops'}},
  '/docs-v00': {__comp: 'version', __props: 'versionprops'},
  '/docs-r00': {__comp: 'docroot'},
  '/docs/category/wordpress-c01': {__comp: 'catpage', __props: 'cat1'},
  '/docs/category/плагины-c02': {__comp: 'catpage', __props: 'cat2'},
  '/docs/intro-i01': {__comp: 'docitem', content: 'intro'},
  '/docs/wordpress/pochta-w01': {__comp: 'docitem', content: 'pochta'},
  '/docs/wordpress/plaginy/cf7-p01': {__comp: 'docitem', content: 'cf7'},
  '/docs/plaginy/flamingo-p02': {__comp: 'docitem', content: 'flamingo'},
};

const link = (docId: string, href: string) => ({
  type: 'link',
  href,
  label: docId,
  docId,
  unlisted: false,
});
const VERSION = {
  version: {
    pluginId: 'default',
    docsSidebars: {
      main: [
        link('intro', '/docs/intro'),
        {
          type: 'category',
          label: 'WordPress',
          href: '/docs/category/wordpress',
          collapsed: true,
          collapsible: true,
          items: [
            link('wordpress/pochta', '/docs/wordpress/pochta'),
            {
              type: 'category',
              label: 'Плагины WordPress',
              collapsed: true,
              collapsible: true,
              items: [
                link('wordpress/plaginy/cf7', '/docs/wordpress/plaginy/cf7'),
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Плагины',
          href: '/docs/category/плагины',
          collapsed: true,
          collapsible: true,
          items: [link('plaginy/flamingo', '/docs/plaginy/flamingo')],
        },
      ],
    },
    docs: Object.fromEntries(
      [
        'intro',
        'wordpress/pochta',
        'wordpress/plaginy/cf7',
        'plaginy/flamingo',
      ].map((id) => [id, {id, title: `Статья ${id}`, sidebar: 'main'}]),
    ),
  },
};

const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          path: '/docs',
          docs: [
            {id: 'intro', path: '/docs/intro', sidebar: 'main'},
            {
              id: 'wordpress/pochta',
              path: '/docs/wordpress/pochta',
              sidebar: 'main',
            },
            {
              id: 'wordpress/plaginy/cf7',
              path: '/docs/wordpress/plaginy/cf7',
              sidebar: 'main',
            },
            {
              id: 'plaginy/flamingo',
              path: '/docs/plaginy/flamingo',
              sidebar: 'main',
            },
          ],
        },
      ],
    },
  },
};

function split(version: typeof VERSION = VERSION) {
  return splitBySection({
    routes: parseRoutes(ROUTES_JS),
    registry: parseRegistry(REGISTRY_JS),
    chunkNames: CHUNK_NAMES,
    globalData: GLOBAL_DATA,
    readProps: (module) => {
      assert.equal(module, '@generated/docs/p/docs.json');
      return structuredClone(version);
    },
  });
}

function allPaths(routes: RouteConfig[]): string[] {
  return routes.flatMap((r) => [r.path, ...allPaths(r.routes ?? [])]);
}

describe('core’s generated modules, read back', () => {
  it('gives every route with its ComponentCreator arguments and attributes', () => {
    const routes = parseRoutes(ROUTES_JS);
    assert.deepEqual(routes[0], {
      path: '/blog',
      component: {creator: ['/blog', 'b01']},
      exact: true,
    });
    assert.deepEqual(routes.at(-1), {path: '*', component: {creator: ['*']}});
    const pochta = routes[1]!.routes![0]!.routes![0]!.routes![3]!;
    assert.equal(pochta.sidebar, 'main');
  });

  it('gives every chunk of the registry with its module', () => {
    const registry = parseRegistry(REGISTRY_JS);
    assert.equal(registry.size, 13);
    assert.equal(registry.get('cf7'), '@site/docs/wordpress/plaginy/cf7.md');
  });
});

describe('the split by docs section', () => {
  it('makes a section of each category with pages, a nested one of its own', () => {
    const {sections} = split();
    assert.deepEqual(
      sections.map((s) => s.routes.map((r) => r.path)),
      [
        ['/docs/category/wordpress', '/docs/wordpress/pochta'],
        ['/docs/wordpress/plaginy/cf7'],
        ['/docs/category/плагины', '/docs/plaginy/flamingo'],
      ],
    );
    // Where each one's items go: the sidebar, or the parent's items.
    assert.deepEqual(
      sections.map((s) => ('parent' in s.target ? s.target : s.target.path)),
      [[1], {parent: 0, path: [1]}, [2]],
    );
  });

  it('keeps a category that is open from the start inline, and splits what is in it', () => {
    const open = structuredClone(VERSION);
    Object.assign(open.version.docsSidebars.main[1]!, {collapsed: false});
    const result = split(open);
    assert.deepEqual(
      result.sections.map((s) => [s.target, s.routes.map((r) => r.path)]),
      [
        [
          {
            docRoot: 0,
            propsChunk: 'versionprops',
            sidebar: 'main',
            path: [1, 1],
            global: ['docusaurus-plugin-content-docs', 'default', '/docs'],
          },
          ['/docs/wordpress/plaginy/cf7'],
        ],
        [
          {
            docRoot: 0,
            propsChunk: 'versionprops',
            sidebar: 'main',
            path: [2],
            global: ['docusaurus-plugin-content-docs', 'default', '/docs'],
          },
          ['/docs/category/плагины', '/docs/plaginy/flamingo'],
        ],
      ],
    );
    const wordpress = [...result.props.values()][0]!.version.docsSidebars
      .main[1]!;
    assert.equal(wordpress.items![0]!.href, '/docs/wordpress/pochta');
    assert.ok(allPaths(result.routes).includes('/docs/wordpress/pochta'));
  });

  it('leaves the skeleton the pages of no section, and nothing of the sections', () => {
    const result = split();
    const skeleton = allPaths(result.routes);
    assert.ok(skeleton.includes('/docs/intro'));
    assert.ok(skeleton.includes('/blog'));
    for (const section of result.sections) {
      for (const route of section.routes) {
        assert.ok(!skeleton.includes(route.path), route.path);
        assert.ok(
          !(`${route.path}-${route.component.creator[1]}` in result.chunkNames),
        );
      }
    }
    const version = [...result.props.values()][0]!.version;
    assert.deepEqual(Object.keys(version.docs), ['intro']);
    const docs =
      result.globalData['docusaurus-plugin-content-docs']!.default!
        .versions![0]!.docs;
    assert.deepEqual(
      docs.map((doc) => doc.id),
      ['intro'],
    );
  });

  it('keeps each section category’s label and link, with one placeholder for its items', () => {
    const result = split();
    const [, wordpress, plaginy] = [...result.props.values()][0]!.version
      .docsSidebars.main!;
    assert.equal(wordpress!.label, 'WordPress');
    assert.equal(wordpress!.href, '/docs/category/wordpress');
    assert.deepEqual(wordpress!.items, [
      {
        type: 'html',
        value: '',
        customProps: {section: 0, firstLink: '/docs/category/wordpress'},
      },
    ]);
    assert.equal(
      (plaginy!.items![0]!.customProps as {section: number}).section,
      2,
    );
    // The nested category, in its parent's items, waits for its own.
    const [, nested] = result.sections[0]!.items;
    assert.equal(nested!.label, 'Плагины WordPress');
    assert.deepEqual(nested!.items, [
      {
        type: 'html',
        value: '',
        customProps: {section: 1, firstLink: '/docs/wordpress/plaginy/cf7'},
      },
    ]);
  });

  it('moves each section’s docs, global docs and chunk names into it', () => {
    const [wordpress, nested] = split().sections;
    assert.deepEqual(Object.keys(wordpress!.docs), ['wordpress/pochta']);
    assert.deepEqual(Object.keys(nested!.docs), ['wordpress/plaginy/cf7']);
    assert.deepEqual(
      [wordpress!, nested!].map((s) => s.globalDocs.map((doc) => doc.id)),
      [['wordpress/pochta'], ['wordpress/plaginy/cf7']],
    );
    assert.deepEqual(
      [wordpress!, nested!].map((s) => Object.keys(s.chunkNames)),
      [
        ['/docs/category/wordpress-c01', '/docs/wordpress/pochta-w01'],
        ['/docs/wordpress/plaginy/cf7-p01'],
      ],
    );
  });

  it('finds each page’s section by its path, encoded or not, and no section for others', () => {
    const {table} = split();
    assert.equal(sectionOf(table, '/docs/wordpress/pochta'), 0);
    assert.equal(sectionOf(table, '/docs/wordpress/plaginy/cf7/'), 1);
    assert.equal(sectionOf(table, '/docs/category/wordpress'), 0);
    assert.equal(sectionOf(table, encodeURI('/docs/category/плагины')), 2);
    assert.equal(sectionOf(table, '/docs/plaginy/flamingo'), 2);
    for (const other of [
      '/docs/intro',
      '/docs',
      '/blog',
      '/docs/category/net',
      '/%E0%A4%A',
    ]) {
      assert.equal(sectionOf(table, other), undefined, other);
    }
    // The shared folder /docs/category is told page by page.
    assert.ok(!('/docs/category' in table.folders));
  });

  it('writes modules that hold no section’s pages in the skeleton', () => {
    const result = split();
    const files = splitFiles(
      result,
      parseRegistry(REGISTRY_JS),
      (module) => `/tmp/split/props-${module.split('/').pop()}`,
    );
    for (const skeleton of [
      'routes.js',
      'registry.js',
      'routesChunkNames.json',
      'globalData.json',
      'props-docs.json',
    ]) {
      assert.ok(files[skeleton], skeleton);
      for (const page of ['pochta', 'cf7', 'flamingo']) {
        assert.ok(!files[skeleton]!.includes(page), `${skeleton} has ${page}`);
      }
    }
    assert.match(
      files['registry.js']!,
      /"versionprops": \[\(\) => import\(\/\* webpackChunkName: "versionprops" \*\/ "\/tmp\/split\/props-docs\.json"\), 0, require\.resolveWeak\("\/tmp\/split\/props-docs\.json"\)\]/,
    );
    // The browser's registry names no module twice: the path is left out.
    for (const [name, content] of Object.entries(files)) {
      for (const [, module] of content.matchAll(
        /import\(\/\* [^*]+\*\/ ("[^"]+")\)/g,
      )) {
        assert.equal(
          content.split(module!).length - 1,
          2,
          `${name}: ${module}`,
        );
      }
    }
    assert.match(
      files['section-0.js']!,
      /import\(\/\* webpackChunkName: "pochta" \*\/ "@site\/docs\/wordpress\/pochta\.md"\)/,
    );
    assert.match(
      files['sections.js']!,
      /import\(\/\* webpackChunkName: "section-1" \*\/ '\.\/section-1\.js'\), parent: 0, path: \[1\]\}/,
    );
    // The skeleton's routes read back as the skeleton.
    const reread = parseRoutes(
      files['routes.js']!.replace(
        /^export const docRoots = /m,
        'const docRoots = ',
      ),
    );
    assert.deepEqual(allPaths(reread), allPaths(result.routes));
  });

  it('names the chunks only one section uses, not shared ones', () => {
    assert.deepEqual(
      sectionOnlyChunkNames(split()).map((names) => names.sort()),
      [['cat1', 'pochta'], ['cf7'], ['cat2', 'flamingo']],
    );
  });
});

describe("the browser's registry without module paths", () => {
  const installed = (file: string) =>
    readFileSync(
      require.resolve(file, {
        paths: [path.dirname(require.resolve('@docusaurus/core/package.json'))],
      }),
      'utf8',
    );

  it('holds for the installed Docusaurus and react-loadable', () => {
    assert.doesNotThrow(() => checkModulePathUnread(installed));
  });

  for (const {file, token, use} of MODULE_PATH_READERS) {
    it(`stops the build when ${file} reads ${token} elsewhere`, () => {
      const moved = (name: string) =>
        name === file
          ? `${installed(name)}\nconsole.log(${token});`
          : installed(name);
      assert.throws(
        () => checkModulePathUnread(moved),
        (error: Error) =>
          error.message.includes(file) && error.message.includes('PATCHES.md'),
      );
    });

    it(`stops the build when ${file} reads it otherwise`, () => {
      const rewritten = (name: string) =>
        name === file
          ? installed(name).replace(use, use.replace(token, `(${token})`))
          : installed(name);
      assert.throws(() => checkModulePathUnread(rewritten), /no longer reads/);
    });
  }
});
