/**
 * The glossary (src/plugins/glossary): its data file is complete and points
 * at real articles, and its remark plugin marks only the first use of a
 * term in running text. The plugin's tests use a small glossary and
 * hand-made trees, so that a change of the real data cannot turn them
 * green; the data's tests read docs/ for what exists.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  createMatcher,
  glossaryProblems,
} from '../../src/plugins/glossary/check';
import remarkGlossary, {glossaryList} from '../../src/plugins/glossary/remark';
import {
  GLOSSARY_FILE,
  parseGlossary,
  readGlossary,
  type GlossaryEntry,
} from '../../src/plugins/glossary/data';
import {filesUnder} from '../content/pages';
import {findSiteRoot} from '../site-root';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = findSiteRoot(__dirname);
const docsDir = path.join(root, 'docs');

const terms = readGlossary(root);

describe(`glossary data (${GLOSSARY_FILE})`, () => {
  it('has at least 40 terms, each complete, with an article of docs/', () => {
    assert.ok(terms.length >= 40, `${terms.length} terms`);
    assert.deepEqual(glossaryProblems(terms, docsDir), []);
  });

  it('holds only terms the articles use', () => {
    const articles = filesUnder(root, 'docs')
      .filter((file) => /\.mdx?$/.test(file) && file !== 'docs/intro.md')
      .map((file) => ({
        section: file.split('/')[1]!,
        text: readFileSync(path.join(root, file), 'utf8'),
      }));
    const unused = terms.filter((entry) => {
      const {next} = createMatcher([entry]);
      return !articles.some(
        ({section, text}) =>
          (!entry.sections || entry.sections.includes(section)) &&
          next(text, 0) !== null,
      );
    });
    assert.deepEqual(
      unused.map((entry) => entry.id),
      [],
      'no article uses these terms',
    );
  });

  it('names every problem of a bad entry', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-glossary-'));
    mkdirSync(path.join(dir, 'wp'));
    writeFileSync(path.join(dir, 'wp/a.md'), '## Раздел {#razdel}\n');
    const good: GlossaryEntry = {
      id: 'dns',
      term: 'DNS',
      forms: ['DNS'],
      definition: 'Система доменных имён.',
      article: 'wp/a.md#razdel',
    };
    assert.deepEqual(glossaryProblems([good], dir), []);
    const problems = glossaryProblems(
      [
        good,
        {...good, definition: 'Domain Name System.'},
        {
          ...good,
          id: 'Кеш',
          forms: ['dns'],
          definition: 'Один. Два. Три.',
          article: 'wp/b.md',
        },
        {...good, id: 'x', forms: ['x'], article: 'wp/a.md#net'},
        {...good, id: 'y', forms: ['y'], article: 'wp/a', sections: ['zz']},
      ],
      dir,
    ).join('\n');
    for (const expected of [
      'dns: the id is used twice',
      'dns: the definition must be in Russian',
      'Кеш: id must be Latin',
      'Кеш: 3 sentences, a definition has one or two',
      'Кеш: article «wp/b.md» is no file of docs/',
      'x: «wp/a.md#net» has no heading with the id {#net}',
      'y: article «wp/a» is no file of docs/',
      'y: no section docs/zz',
    ]) {
      assert.ok(problems.includes(expected), `${expected}\nin:\n${problems}`);
    }
  });

  it('reads the YAML file, each entry knowing its line', () => {
    const text = [
      '# comment',
      '- id: dns',
      '  term: DNS',
      '  forms: [DNS]',
      '  definition: >-',
      '    Система',
      '    доменных имён.',
      '  article: wp/a.md',
      '- id: kesh',
      '  term: Кеш',
      '  forms:',
      '    - кеш',
      '  definition: Копии.',
      '  article: wp/a.md',
      '  sections: [wordpress]',
    ].join('\n');
    assert.deepEqual(parseGlossary(text, 'g.yml'), [
      {
        id: 'dns',
        term: 'DNS',
        forms: ['DNS'],
        definition: 'Система доменных имён.',
        article: 'wp/a.md',
        at: 'g.yml:2',
      },
      {
        id: 'kesh',
        term: 'Кеш',
        forms: ['кеш'],
        definition: 'Копии.',
        article: 'wp/a.md',
        sections: ['wordpress'],
        at: 'g.yml:9',
      },
    ]);
  });

  it('stops on a malformed file, naming the file, the line and the fix', () => {
    const entry = (extra: string[]) =>
      [
        '- id: dns',
        '  term: DNS',
        '  forms: [DNS]',
        '  definition: Имена.',
        '  article: wp/a.md',
        ...extra,
      ].join('\n');
    const cases: [string, RegExp][] = [
      [entry(['  article: wp/b.md']), /^Error: g\.yml:6: not valid YAML/],
      [
        entry(['  sinonyms: [x]']),
        /^Error: g\.yml:6: unknown field «sinonyms»/,
      ],
      [
        entry(['  sections: wordpress']),
        /^Error: g\.yml:6: sections must be a list/,
      ],
      [
        entry([]).replace('  term: DNS\n', ''),
        /^Error: g\.yml:1: term is missing/,
      ],
      [
        entry([]).replace('forms: [DNS]', 'forms: [DNS, [x]]'),
        /^Error: g\.yml:3: each of forms must be text/,
      ],
      [
        entry([]).replace('definition: Имена.', 'definition: 12'),
        /^Error: g\.yml:4: definition must be text/,
      ],
      ['id: dns', /^Error: g\.yml:1: expected a list of terms/],
    ];
    for (const [text, expected] of cases) {
      assert.throws(() => parseGlossary(text, 'g.yml'), expected, text);
    }
  });

  it('names the line of a bad entry of the real file in the problems', () => {
    const problems = glossaryProblems(
      [{...terms[1]!, definition: 'In English.'}],
      docsDir,
    );
    assert.deepEqual(problems, [
      `${terms[1]!.at} ${terms[1]!.id}: the definition must be in Russian`,
    ]);
    assert.match(terms[1]!.at!, /^src\/data\/glossary\.yml:\d+$/);
  });
});

const small: GlossaryEntry[] = [
  {
    id: 'kesh',
    term: 'Кеш',
    forms: ['кеш', 'кеша', 'кешем'],
    definition: 'Копии.',
    article: 'a.md',
  },
  {
    id: 'kesh-dns',
    term: 'Кеш DNS',
    forms: ['кеш DNS', 'кеша DNS'],
    definition: 'Ответы.',
    article: 'a.md',
  },
  {
    id: 'dns',
    term: 'DNS',
    forms: ['DNS'],
    definition: 'Имена.',
    article: 'a.md',
  },
  {
    id: 'php',
    term: 'PHP',
    forms: ['PHP'],
    definition: 'Язык.',
    article: 'a.md',
  },
  {
    id: 'hosting',
    term: 'Хостинг',
    forms: ['хостинг', 'хостинга'],
    definition: 'Услуга.',
    article: 'a.md',
  },
  {
    id: 'shortkod',
    term: 'Шорткод',
    forms: ['шорткод…'],
    definition: 'Метка.',
    article: 'a.md',
  },
  {
    id: 'tema',
    term: 'Тема',
    forms: ['тема'],
    definition: 'Оформление.',
    article: 'a.md',
    sections: ['wp'],
  },
];

describe('glossary word forms', () => {
  const uses = (text: string) => {
    const {next} = createMatcher(small);
    const found: string[] = [];
    for (let m = next(text, 0); m; m = next(text, m.index + m.text.length)) {
      found.push(`${m.entry.id}:${m.text}`);
    }
    return found;
  };

  it('matches a lower-case letter in either case, a capital only itself', () => {
    assert.deepEqual(uses('Кеш, КЕША и кешем; php и PHP; Кеш DNS, кеш dns'), [
      'kesh:Кеш',
      'kesh:КЕША',
      'kesh:кешем',
      'php:PHP',
      'kesh-dns:Кеш DNS',
      'kesh:кеш',
    ]);
  });

  it('prefers the longest form where two start', () => {
    assert.deepEqual(uses('Очистите кеша DNS и DNS'), [
      'kesh-dns:кеша DNS',
      'dns:DNS',
    ]);
  });

  it('takes whole words only; a Latin word may go on with a hyphen', () => {
    assert.deepEqual(
      uses(
        'кешированный, хостинг-провайдер, wp-config.php, PHPMailer, PHP-код',
      ),
      ['php:PHP'],
    );
  });

  it('matches every word that starts with a form ending in «…»', () => {
    assert.deepEqual(uses('Шорткоды и шорткодом'), [
      'shortkod:Шорткоды',
      'shortkod:шорткодом',
    ]);
  });
});

/** A site folder with one article per name, for the plugin. */
function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-glossary-site-'));
  mkdirSync(path.join(dir, 'docs/wp'), {recursive: true});
  mkdirSync(path.join(dir, 'docs/other'), {recursive: true});
  writeFileSync(path.join(dir, 'docs/a.md'), "---\ntitle: 'Статья: А'\n---\n");
  writeFileSync(path.join(dir, 'docs/wp/b.md'), '# Б\n');
  return dir;
}

const text = (value: string) => ({type: 'text', value});
const p = (...children: Any[]) => ({type: 'paragraph', children});

function run(tree: Any, file = 'docs/wp/b.md', entries = small): Any {
  const dir = site();
  remarkGlossary({siteDir: dir, terms: entries.map((e) => ({...e}))})(tree, {
    path: path.join(dir, file),
  });
  return tree;
}

/** The terms marked in a tree, in order: `id:word`. */
function marked(node: Any): string[] {
  if (node.type === 'mdxJsxTextElement' && node.name === 'GlossaryTerm') {
    return [`${node.attributes[0].value}:${node.children[0].value}`];
  }
  return (node.children ?? []).flatMap(marked);
}

describe('glossary remark plugin', () => {
  it('marks the first use of each term only and imports the popup', () => {
    const tree = run({
      type: 'root',
      children: [
        p(text('Кеш хранит копии, кеш DNS — ответы.')),
        p(text('Кеш снова, DNS и PHP.')),
      ],
    });
    assert.deepEqual(marked(tree), [
      'kesh:Кеш',
      'kesh-dns:кеш DNS',
      'dns:DNS',
      'php:PHP',
    ]);
    assert.equal(tree.children[0].type, 'mdxjsEsm');
    assert.match(tree.children[0].value, /import GlossaryTerm from/);
    assert.equal(
      tree.children[0].data.estree.body[0].type,
      'ImportDeclaration',
    );
    // The text around a term stays as it was.
    assert.deepEqual(
      tree.children[1].children.map((c: Any) => c.value ?? c.children[0].value),
      ['Кеш', ' хранит копии, ', 'кеш DNS', ' — ответы.'],
    );
  });

  it('leaves headings, links, code, bold text, quotes of a screen, admonition titles and tables alone', () => {
    const tree = run({
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [text('Кеш')]},
        p(
          {type: 'link', url: './a.md', children: [text('кеш')]},
          {type: 'inlineCode', value: 'кеш'},
          {type: 'strong', children: [text('кеш')]},
          {type: 'textDirective', name: 'ui', children: [text('кеш')]},
          {type: 'mdxJsxTextElement', name: 'kbd', children: [text('кеш')]},
        ),
        {type: 'code', value: 'кеш'},
        {
          type: 'containerDirective',
          name: 'tip',
          children: [
            {...p(text('Кеш')), data: {directiveLabel: true}},
            p(text('Про PHP.')),
          ],
        },
        {
          type: 'table',
          children: [
            {
              type: 'tableRow',
              children: [{type: 'tableCell', children: [text('DNS')]}],
            },
          ],
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          children: [p(text('Кеш во вкладке.'))],
        },
      ],
    });
    assert.deepEqual(marked(tree), ['php:PHP', 'kesh:Кеш']);
  });

  it('adds nothing to a page without a term', () => {
    const tree = run({type: 'root', children: [p(text('Ничего.'))]});
    assert.deepEqual(tree.children, [p(text('Ничего.'))]);
  });

  it('counts a term limited to sections only there', () => {
    const tree = (file: string) =>
      marked(run({type: 'root', children: [p(text('Тема'))]}, file));
    assert.deepEqual(tree('docs/wp/b.md'), ['tema:Тема']);
    assert.deepEqual(tree('docs/other/c.md'), []);
  });

  it('marks no term in the article that explains it', () => {
    const tree = (file: string) =>
      marked(run({type: 'root', children: [p(text('Кеш и PHP'))]}, file));
    assert.deepEqual(tree('docs/wp/b.md'), ['kesh:Кеш', 'php:PHP']);
    // Every term of the small glossary has docs/a.md as its article.
    assert.deepEqual(tree('docs/a.md'), []);
  });

  it('writes the glossary where a page says ::glossary, and no popups there', () => {
    const tree = run(
      {
        type: 'root',
        children: [
          p(text('Про DNS.')),
          {type: 'leafDirective', name: 'glossary', children: []},
        ],
      },
      'docs/wp/b.md',
    );
    assert.deepEqual(marked(tree), []);
    assert.match(tree.children[0].value, /import GlossaryDefinition from/);
    const list = tree.children[2];
    assert.equal(list.data.hName, 'dl');
    const dt = list.children.filter((c: Any) => c.data.hName === 'dt');
    assert.deepEqual(
      dt.map((c: Any) => c.children[0].value),
      [...small.map((e) => e.term)].sort((a, b) => a.localeCompare(b, 'ru')),
    );
    assert.equal(
      dt[0].data.hProperties.id,
      `glossary-${small.find((e) => e.term === dt[0].children[0].value)!.id}`,
    );
    const [definition, , link] = list.children[1].children;
    assert.equal(definition.name, 'GlossaryDefinition');
    assert.equal(
      definition.attributes[0].value,
      dt[0].data.hProperties.id.slice('glossary-'.length),
    );
    assert.equal(link.type, 'link');
    assert.equal(link.url, '../a.md');
    assert.equal(link.children[0].value, 'Статья: А');
  });

  it('lists every term of the real glossary, each with a link', () => {
    const list = glossaryList(terms, docsDir, path.join(docsDir, 'intro.md'));
    const dd = list.children!.filter((c) => c.data?.hName === 'dd');
    assert.equal(dd.length, terms.length);
    for (const entry of dd) {
      assert.ok(entry.children!.some((c) => c.type === 'link' && c.url));
    }
  });

  it('stops the build on bad data, naming the file', () => {
    assert.throws(
      () =>
        remarkGlossary({
          siteDir: site(),
          terms: [
            ...small,
            {...small[0]!, id: 'x', forms: ['x'], article: 'net.md'},
          ],
        }),
      /^Error: The glossary \(src\/data\/glossary\.yml\) has problems:\n- x: article «net\.md» is no file of docs\//,
    );
  });
});
