/**
 * Checklists that remember (src/plugins/checklists, src/components/Checklist):
 * the remark plugin wraps task lists only and imports the component only
 * where there is one; the storage keeps a list's ticks under a key of the
 * page and the list, drops ticks of items the list no longer has, and says
 * when the browser refuses (a warning, nothing stored).
 */
import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';

import remarkChecklists from '../../src/plugins/checklists/remark';
import {
  CHECKLIST_PREFIX,
  checklistKey,
  listHash,
  readTicks,
  writeTicks,
} from '../../src/components/Checklist/storage';

type Node = {
  type: string;
  name?: string;
  checked?: boolean | null;
  value?: string;
  children?: Node[];
};

const item = (checked: boolean | null, text: string): Node => ({
  type: 'listItem',
  checked,
  children: [{type: 'paragraph', children: [{type: 'text', value: text}]}],
});
const list = (...items: Node[]): Node => ({type: 'list', children: items});

describe('the checklists remark plugin', () => {
  it('wraps each task list in <Checklist> and imports it once', () => {
    const tasks = list(item(false, 'Копия'), item(false, 'Проверка'));
    const nested = list(item(null, 'Шаг'), item(null, 'Ещё'));
    const inQuote = list(item(true, 'Готово'));
    const tree: Node = {
      type: 'root',
      children: [tasks, nested, {type: 'blockquote', children: [inQuote]}],
    };
    remarkChecklists()(tree as never);
    const [esm, first, second, quote] = tree.children!;
    assert.equal(esm!.type, 'mdxjsEsm');
    assert.equal(
      esm!.value,
      "import Checklist from '@site/src/components/Checklist';",
    );
    assert.deepEqual(first, {
      type: 'mdxJsxFlowElement',
      name: 'Checklist',
      attributes: [],
      children: [tasks],
    });
    assert.equal(second, nested, 'a plain list stays as it was');
    assert.equal(quote!.children![0]!.name, 'Checklist');
    assert.equal(
      tree.children!.filter((node) => node.type === 'mdxjsEsm').length,
      1,
    );
  });

  it('adds nothing to a page without a task list', () => {
    const tree: Node = {
      type: 'root',
      children: [list(item(null, 'Шаг'))],
    };
    const before = JSON.stringify(tree);
    remarkChecklists()(tree as never);
    assert.equal(JSON.stringify(tree), before);
  });
});

describe('the ticks in the browser', () => {
  const original = (globalThis as {window?: unknown}).window;
  afterEach(() => {
    (globalThis as {window?: unknown}).window = original;
  });
  function fakeStorage(): Map<string, string> {
    const store = new Map<string, string>();
    (globalThis as {window?: unknown}).window = {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    };
    return store;
  }

  it('keys a list by its page and its items', () => {
    const items = ['Копия', 'Проверка'];
    assert.equal(
      checklistKey('/docs/a', items),
      `${CHECKLIST_PREFIX}/docs/a:${listHash(items)}`,
    );
    assert.notEqual(listHash(items), listHash(['Копия', 'Проверка сайта']));
    assert.notEqual(
      checklistKey('/docs/a', items),
      checklistKey('/docs/b', items),
    );
  });

  it('keeps the ticks, forgets items the list no longer has, removes the key when none is left', () => {
    const store = fakeStorage();
    const key = checklistKey('/docs/a', ['Копия', 'Проверка']);
    assert.equal(writeTicks(key, new Set(['Копия', 'Старый пункт'])), true);
    assert.deepEqual([...readTicks(key, ['Копия', 'Проверка'])!], ['Копия']);
    assert.equal(writeTicks(key, new Set()), true);
    assert.equal(store.has(key), false);
    store.set(key, '{не JSON');
    assert.deepEqual([...readTicks(key, ['Копия'])!], []);
  });

  it('warns and stores nothing when the browser refuses storage', () => {
    (globalThis as {window?: unknown}).window = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      assert.equal(readTicks('k', ['a']), null);
      assert.equal(writeTicks('k', new Set(['a'])), false);
    } finally {
      console.warn = warn;
    }
    assert.equal(warnings.length, 1, 'one warning per page view');
  });
});
