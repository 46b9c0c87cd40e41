import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Config} from '@docusaurus/types';

import {switchLayout} from '../../src/plugins/search/components/Search/keyboardLayout';
import {
  readRecent,
  RECENT_KEY,
  RECENT_LIMIT,
  rememberRecent,
} from '../../src/plugins/search/components/Search/recentSearches';
import {readAlgolia} from '../../src/plugins/search/algolia';
import {pageUrl} from '../../src/plugins/search';
import {loadConfig} from '../load-config';

describe('keyboard layout switch', () => {
  it('reads Latin keys as the Russian layout', () => {
    assert.equal(switchLayout('jnkflrf'), 'отладка');
    assert.equal(switchLayout('gbcmvf yt ghb[jlzn'), 'письма не приходят');
    assert.equal(switchLayout('Gkfubys'), 'Плагины');
  });

  it('reads Cyrillic keys as the English layout', () => {
    assert.equal(switchLayout('цщквзкуыы'), 'wordpress');
    assert.equal(switchLayout('ЫЬЕЗ'), 'SMTP');
  });

  it('switches each word by its own script and leaves digits alone', () => {
    assert.equal(switchLayout('jnkflrf цщквзкуыы 7'), 'отладка wordpress 7');
    assert.equal(switchLayout('2025 — 7.0'), null);
  });
});

describe('Algolia settings', () => {
  it('are off when no variable is set', () => {
    assert.equal(readAlgolia({}), undefined);
    assert.equal(readAlgolia({ALGOLIA_APP_ID: '  '}), undefined);
  });

  it('are read when all three are set', () => {
    assert.deepEqual(
      readAlgolia({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'kb',
      }),
      {appId: 'APP', apiKey: 'key', indexName: 'kb'},
    );
  });

  it('stop the build when only some are set, naming the missing ones', () => {
    assert.throws(
      () => readAlgolia({ALGOLIA_APP_ID: 'APP'}),
      /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});

describe('search index URLs', () => {
  it('are the plain routes readers use', () => {
    assert.equal(pageUrl('/', 'docs/intro.html'), '/docs/intro');
    assert.equal(pageUrl('/kb/', 'blog/welcome.html'), '/kb/blog/welcome');
    assert.equal(pageUrl('/', 'index.html'), '/');
    assert.equal(
      pageUrl('/', 'docs/category/плагины-для-wordpress.html'),
      '/docs/category/плагины-для-wordpress',
    );
  });
});

/** A Storage in memory; `broken` makes every call throw, as in private mode. */
function memoryStorage(broken = false): Storage {
  const data = new Map<string, string>();
  const check = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => (check(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (check(), data.set(key, value)),
    removeItem: (key: string) => data.delete(key),
  } as Storage;
}

describe('recent searches', () => {
  it('keep the last opened results, newest first, each page once', () => {
    const storage = memoryStorage();
    for (let i = 0; i < RECENT_LIMIT + 2; i += 1) {
      rememberRecent(storage, {query: `q${i}`, title: `T${i}`, url: `/p${i}`});
    }
    rememberRecent(storage, {query: 'again', title: 'T3', url: '/p3'});
    const list = readRecent(storage);
    assert.equal(list.length, RECENT_LIMIT);
    assert.deepEqual(
      list.map((item) => item.url),
      ['/p3', '/p6', '/p5', '/p4', '/p2'],
    );
    assert.ok(storage.getItem(RECENT_KEY));
  });

  it('ignore damaged data and storage that throws, warning once', (t) => {
    // The warning is the behaviour under test, not output of a passing run.
    const warn = t.mock.method(console, 'warn', () => {});
    const storage = memoryStorage();
    storage.setItem(RECENT_KEY, '{not json');
    assert.deepEqual(readRecent(storage), []);
    storage.setItem(RECENT_KEY, JSON.stringify([{query: 1}, 'x']));
    assert.deepEqual(readRecent(storage), []);
    const broken = memoryStorage(true);
    assert.deepEqual(readRecent(broken), []);
    assert.doesNotThrow(() =>
      rememberRecent(broken, {query: 'q', title: 'T', url: '/p'}),
    );
    assert.equal(warn.mock.callCount(), 1);
    assert.equal(
      warn.mock.calls[0].arguments[0],
      'Поиск: недавние запросы не сохраняются',
    );
  });
});

describe('search in the config', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const pluginNames = (config: Config) =>
    (config.plugins as Any[]).map((plugin) =>
      typeof plugin === 'function' ? plugin.name : String(plugin),
    );

  it('is the offline index by default, with nothing of Algolia', () => {
    const config = loadConfig({});
    assert.equal((config.themeConfig as Any).algolia, undefined);
    assert.ok(pluginNames(config).includes('searchPlugin'));
  });

  it('is Algolia DocSearch when the three variables are set', () => {
    const config = loadConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'kb',
    });
    const algolia = (config.themeConfig as Any).algolia;
    assert.equal(algolia.appId, 'APP');
    assert.equal(algolia.indexName, 'kb');
    // The offline search plugin, with its /search page, steps aside for
    // theme-search-algolia's.
    assert.ok(!pluginNames(config).includes('searchPlugin'));
  });
});
