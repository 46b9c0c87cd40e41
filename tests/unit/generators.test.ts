/**
 * Generators (src/plugins/generators, src/components/Generator): the remark
 * plugin fills each `<Generator kind>` with its sample output and imports
 * the component only where there is one, and stops the build at the file's
 * line on a kind it does not know; the reader's values are read the way a
 * reader types them; the remembered domain and mailbox survive a refused
 * storage with one warning. What the outputs mean is checked by the
 * programs that read them: tests/integration/generators.test.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, it} from 'node:test';

import {
  GENERATOR_KINDS,
  SAMPLE_DOMAIN,
  readDomain,
  readLogPath,
  readMailbox,
  sampleOutput,
  spfRecord,
} from '../../src/components/Generator/build';
import {
  READER_KEY,
  readReader,
  writeReader,
} from '../../src/components/Generator/reader';
import {DEFAULT_PROVIDER} from '../../src/data/provider';
import remarkGenerators from '../../src/plugins/generators/remark';
import {toolsMarkdown} from '../../src/plugins/markdown-copies/tools';
import {filesUnder} from '../content/pages';
import {findSiteRoot} from '../site-root';

type Node = {
  type: string;
  name?: string;
  attributes?: {type: string; name: string; value: unknown}[];
  value?: string;
  lang?: string;
  meta?: string;
  children?: Node[];
  position?: {start: {line: number}};
};

const provider = {
  spfInclude: '_spf.test.example',
  dkimSelector: 'sel',
};

const element = (kind: unknown, line = 7, extra: Node[] = []): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'Generator',
  attributes: [{type: 'mdxJsxAttribute', name: 'kind', value: kind}],
  children: extra,
  position: {start: {line}},
});

function transform(children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  remarkGenerators({provider})(tree as never, {path: 'docs/wp/a.md'});
  return tree;
}

describe('the generators remark plugin', () => {
  it('fills every generator with its sample output and imports it once', () => {
    const tree = transform([
      element('mail'),
      {type: 'blockquote', children: [element('redirects', 9)]},
    ]);
    const [esm, mail, quote] = tree.children!;
    assert.equal(
      esm!.value,
      "import Generator from '@site/src/components/Generator';",
    );
    const code = mail!.children![0]!;
    assert.equal(code.type, 'code');
    assert.equal(code.meta, `title="Записи для домена ${SAMPLE_DOMAIN}"`);
    assert.match(code.value!, /v=spf1 include:_spf\.test\.example ~all/);
    assert.equal(quote!.children![0]!.children![0]!.lang, 'apacheconf');
    assert.equal(
      tree.children!.filter((node) => node.type === 'mdxjsEsm').length,
      1,
    );
  });

  it('imports the Site Health check where it stands, and refuses attributes', () => {
    const check: Node = {
      type: 'mdxJsxFlowElement',
      name: 'SiteHealthCheck',
      attributes: [],
      children: [],
    };
    const tree = transform([check]);
    assert.equal(
      tree.children![0]!.value,
      "import SiteHealthCheck from '@site/src/components/SiteHealthCheck';",
    );
    assert.throws(
      () =>
        transform([
          {
            ...check,
            attributes: [{type: 'mdxJsxAttribute', name: 'lang', value: 'ru'}],
            position: {start: {line: 4}},
          },
        ]),
      /docs\/wp\/a\.md:4: <SiteHealthCheck>: write it as <SiteHealthCheck \/>/,
    );
  });

  it('leaves a page without a generator as it is', () => {
    const tree = transform([{type: 'paragraph', children: []}]);
    assert.equal(tree.children!.length, 1);
  });

  it('stops the build at the line of an unknown kind, naming the kinds', () => {
    assert.throws(
      () => transform([element('nginx', 12)]),
      new RegExp(
        `^Error: docs/wp/a\\.md:12: <Generator>: no generator kind="nginx"; the kinds are ${GENERATOR_KINDS.join(', ')}`,
      ),
    );
    assert.throws(
      () => transform([element({type: 'mdxJsxAttributeValueExpression'})]),
      /docs\/wp\/a\.md:7: <Generator>: kind="…" is missing/,
    );
    assert.throws(
      () => transform([element('mail', 3, [{type: 'paragraph'}])]),
      /a\.md:3: <Generator>: write it empty/,
    );
  });

  it('has a sample for every kind with the provider’s values', () => {
    for (const kind of GENERATOR_KINDS) {
      const {text, title} = sampleOutput(kind, DEFAULT_PROVIDER.hosting);
      assert.ok(text.length > 0 && title.length > 0, kind);
    }
  });
});

describe('what a reader types', () => {
  it('a domain: as the address bar has it, in any case, IDN to ASCII', () => {
    for (const [typed, domain] of [
      ['example.ru', 'example.ru'],
      ['  https://www.Example.ru/kontakty?x=1 ', 'example.ru'],
      ['http://shop.example.ru:8080', 'shop.example.ru'],
      ['пример.рф.', 'xn--e1afmkfd.xn--p1ai'],
    ]) {
      assert.deepEqual(readDomain(typed!), {ok: true, value: domain}, typed);
    }
    for (const typed of ['', 'localhost', 'мой сайт', 'example..ru', '-a.ru']) {
      assert.equal(readDomain(typed).ok, false, typed);
    }
  });

  it('a mailbox: the plain form, its domain normalised', () => {
    assert.deepEqual(readMailbox(' Admin@Пример.рф '), {
      ok: true,
      value: 'Admin@xn--e1afmkfd.xn--p1ai',
    });
    for (const typed of ['admin', '@example.ru', 'a b@example.ru', 'a@www']) {
      assert.equal(readMailbox(typed).ok, false, typed);
    }
  });

  it('a log path: absolute, of the server or of Windows', () => {
    assert.equal(readLogPath('/home/u/logs/wp.log').ok, true);
    assert.equal(readLogPath('D:\\logs\\wp.log').ok, true);
    assert.equal(readLogPath('logs/wp.log').ok, false);
    assert.equal(readLogPath('/home/u/\nwp.log').ok, false);
  });

  it('an SPF record: the host added once, before all or redirect', () => {
    assert.deepEqual(spfRecord('_spf.h.example', 'v=spf1 mx ~all'), {
      ok: true,
      value: 'v=spf1 mx include:_spf.h.example ~all',
    });
    assert.deepEqual(spfRecord('_spf.h.example', 'v=spf1 mx'), {
      ok: true,
      value: 'v=spf1 mx include:_spf.h.example',
    });
    assert.equal(spfRecord('_spf.h.example', 'spf1 mx').ok, false);
  });
});

describe('the remembered domain and mailbox', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'window');
  const warnings: unknown[][] = [];
  const originalWarn = console.warn;
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'window', original);
    else delete (globalThis as {window?: unknown}).window;
    console.warn = originalWarn;
  });

  function browser(storage: Partial<Storage> | 'refused'): void {
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      value: {
        get localStorage() {
          if (storage === 'refused') {
            throw new Error('SecurityError');
          }
          return storage;
        },
      },
    });
    console.warn = (...args: unknown[]) => warnings.push(args);
  }

  it('are kept under one key and read back; junk reads as empty', () => {
    const saved = new Map<string, string>();
    browser({
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    });
    assert.equal(writeReader({domain: 'a.ru', mailbox: 'x@a.ru'}), true);
    assert.deepEqual(readReader(), {domain: 'a.ru', mailbox: 'x@a.ru'});
    saved.set(READER_KEY, '{"domain": 5');
    assert.deepEqual(readReader(), {domain: '', mailbox: ''});
    assert.equal(writeReader({domain: '', mailbox: ''}), true);
    assert.equal(saved.has(READER_KEY), false);
  });

  it('when storage is refused: null, false, one warning', () => {
    warnings.length = 0;
    browser('refused');
    assert.equal(readReader(), null);
    assert.equal(writeReader({domain: 'a.ru', mailbox: ''}), false);
    assert.equal(warnings.length, 1);
    assert.match(String(warnings[0]![0]), /не сохраняются/);
  });
});

describe('the tools in llms-full.txt', () => {
  it('name every article with a generator or the Site Health check', () => {
    const root = findSiteRoot(__dirname);
    const docs = filesUnder(root, 'docs')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => file.split(path.sep).join('/'))
      .map((file) => ({source: file, permalink: `/${file}`, title: file}));
    const text = toolsMarkdown(docs, root, 'https://docs.example.ru');
    let tools = 0;
    for (const {source} of docs) {
      const body = readFileSync(path.join(root, source), 'utf8');
      const count =
        [...body.matchAll(/<Generator kind="[a-z-]+" \/>/g)].length +
        (body.includes('<SiteHealthCheck />') ? 1 : 0);
      tools += count;
      if (count > 0) {
        assert.ok(text.includes(`(https://docs.example.ru/${source})`), source);
      }
    }
    assert.ok(tools >= GENERATOR_KINDS.length + 1, `${tools} tools`);
    assert.doesNotMatch(text, /: (mail|debug|redirects|php-limits):/);
  });
});
