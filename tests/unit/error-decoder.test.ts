/**
 * The error decoder (src/plugins/error-decoder, src/components/ErrorDecoder)
 * on the real error texts the lab recorded (lab/recordings/errors): for
 * each capture, what the decoder recognises must be what the recorder
 * caused (its manifest's facts: the PHP level, the plugin or theme, the
 * MySQL and cURL codes, the WordPress message), never something else; and
 * where the text carries a fact (a log line, a stack trace, the e-mail),
 * the decoder must find it, also with the line breaks a search box drops.
 * Every kind of fact the lab recorded has a rule. The data file's problems
 * stop with its line; every rule links to a heading that exists.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  decode,
  normalize,
  type DecoderRule,
} from '../../src/components/ErrorDecoder/decode';
import {looksLikeError} from '../../src/components/ErrorDecoder/looksLikeError';
import {
  DECODER_FILE,
  decoderLinkProblems,
  parseDecoderRules,
  readDecoderRules,
} from '../../src/plugins/error-decoder/rules';
import {decoderMarkdown} from '../../src/plugins/error-decoder/markdown';
import {findSiteRoot} from '../site-root';

const root = findSiteRoot(__dirname);
const folder = path.join(root, 'lab/recordings/errors');
const sources = readDecoderRules(root);
const rules: DecoderRule[] = sources.map(({article, ...rule}) => ({
  ...rule,
  step: {to: article, title: article, section: ''},
}));

interface Capture {
  file: string;
  case: string;
  where: string;
  level: string | null;
  plugin: string | null;
  theme: string | null;
  /** Recorded since the mu-plugin case; older entries have none. */
  muPlugin?: string | null;
  http: number | null;
  mysql: number | null;
  curl: number | null;
  wpMessage: string | null;
}
const manifest = JSON.parse(
  readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
) as {files: Capture[]; empty: string[]};
const captures = manifest.files.filter(
  ({file}) => !manifest.empty.includes(file),
);

/** Where the text is what PHP or WordPress wrote about the error itself. */
const DETAILED = new Set(['php-log', 'debug-log', 'screen-debug', 'email']);

describe('the lab’s recorded errors', () => {
  it('are there: fatal errors with stack traces, in both languages', () => {
    assert.ok(captures.length >= 100, `${captures.length} captures`);
    assert.ok(
      captures.some(
        (c) => c.file.includes('-en.') && /Stack trace/.test(read(c)),
      ),
    );
  });

  it('every level, code and message they hold has a rule', () => {
    const has = (kind: string, value: string | number) =>
      rules.some(
        (rule) =>
          rule.kind === kind &&
          (rule.code === value ||
            rule.match?.includes(String(value)) ||
            (kind === 'message' && rule.id === value)),
      );
    for (const c of captures) {
      if (c.level) assert.ok(has('level', c.level), `${c.file}: ${c.level}`);
      if (c.mysql) assert.ok(has('mysql', c.mysql), `${c.file}: ${c.mysql}`);
      if (c.curl) assert.ok(has('curl', c.curl), `${c.file}: ${c.curl}`);
      if (c.wpMessage) {
        assert.ok(has('message', c.wpMessage), `${c.file}: ${c.wpMessage}`);
      }
    }
  });

  for (const capture of captures) {
    it(`${capture.file}: recognises what the recorder caused, nothing else`, () => {
      const text = read(capture);
      // As pasted into a search box: its line breaks dropped.
      for (const [how, input] of [
        ['as recorded', text],
        ['in one line', text.replace(/\r?\n/g, '')],
      ] as const) {
        const decoded = decode(input, rules);
        const at = `${capture.file} ${how}`;
        if (decoded.level !== undefined || capture.level !== null) {
          if (decoded.level !== undefined) {
            assert.equal(decoded.level, capture.level, `${at}: level`);
          } else {
            assert.ok(!DETAILED.has(capture.where), `${at}: no level found`);
          }
        }
        const culprit = capture.plugin
          ? {kind: 'plugin', slug: capture.plugin, folder: 'plugins'}
          : capture.theme
            ? {kind: 'theme', slug: capture.theme, folder: 'themes'}
            : capture.muPlugin
              ? {
                  kind: 'mu-plugin',
                  slug: capture.muPlugin,
                  folder: 'mu-plugins',
                }
              : undefined;
        if (decoded.culprit) {
          assert.deepEqual(
            decoded.culprit,
            culprit && {kind: culprit.kind, slug: culprit.slug},
            `${at}: culprit`,
          );
        } else if (culprit) {
          assert.ok(
            !text.includes(`wp-content/${culprit.folder}/${culprit.slug}`),
            `${at}: the text names ${culprit.slug}, not found`,
          );
        }
        for (const kind of ['mysql', 'curl', 'http'] as const) {
          const fact = capture[kind];
          assert.deepEqual(
            decoded[kind].filter((code) => code !== fact),
            [],
            `${at}: ${kind}`,
          );
          if (fact && kind !== 'http' && input.includes(String(fact))) {
            assert.ok(decoded[kind].includes(fact), `${at}: ${kind} ${fact}`);
          }
        }
        if (capture.wpMessage) {
          assert.ok(
            decoded.findings.some(({rule}) => rule.id === capture.wpMessage),
            `${at}: message ${capture.wpMessage} not recognised; found ${decoded.findings.map(({rule}) => rule.id).join(', ')}`,
          );
        }
      }
    });
  }

  it('the search loads the decoder for every capture it can read', () => {
    for (const capture of captures) {
      const text = read(capture);
      if (decode(text, rules).findings.length > 0) {
        assert.ok(looksLikeError(text.replace(/\r?\n/g, '')), capture.file);
      }
    }
  });

  it('a must-use plugin is told from a plugin: its own rule, its own file', () => {
    const fatal = captures.filter((c) => c.muPlugin && DETAILED.has(c.where));
    assert.ok(fatal.length > 0, 'no recording of a must-use plugin’s error');
    for (const capture of fatal) {
      const {findings} = decode(read(capture), rules);
      const kinds = findings.map(({rule}) => rule.kind);
      assert.ok(kinds.includes('mu-plugin'), `${capture.file}: ${kinds}`);
      assert.ok(!kinds.includes('plugin'), `${capture.file}: ${kinds}`);
      const finding = findings.find(({rule}) => rule.kind === 'mu-plugin')!;
      assert.ok(finding.meaning.includes(capture.muPlugin!), finding.meaning);
    }
  });

  it('a slug in a rule’s meaning is filled in', () => {
    const fatal = captures.find(
      (c) => c.case === 'plugin-fatal' && c.where === 'php-log',
    )!;
    const finding = decode(read(fatal), rules).findings.find(
      ({rule}) => rule.kind === 'plugin',
    )!;
    assert.ok(finding.meaning.includes(fatal.plugin!), finding.meaning);
    assert.doesNotMatch(finding.meaning, /\{slug\}/);
  });
});

function read(capture: Capture): string {
  return readFileSync(path.join(folder, capture.file), 'utf8');
}

describe('the rules', () => {
  it('each links to an h2 or h3 with that id', () => {
    assert.deepEqual(decoderLinkProblems(sources, path.join(root, 'docs')), []);
  });

  it('a broken link names the data file’s line', () => {
    const broken = sources.map((rule, index) =>
      index === 0 ? {...rule, article: `${rule.article}-net`} : rule,
    );
    const [problem] = decoderLinkProblems(broken, path.join(root, 'docs'));
    assert.match(
      problem!,
      new RegExp(
        `^${DECODER_FILE.replace(/\./g, '\\.')}:\\d+: docs/.+ has no h2 or h3 heading with the id`,
      ),
    );
  });

  it('a malformed rule stops at its line', () => {
    for (const [yaml, message] of [
      [
        '- id: x\n  kind: sms\n  meaning: Что-то.\n  article: a.md#b\n',
        /:2: kind must be one of/,
      ],
      [
        '- id: x\n  kind: http\n  code: 42\n  meaning: Что-то.\n  article: a.md#b\n',
        /:3: code must be a http code/,
      ],
      [
        '- id: x\n  kind: level\n  match: []\n  meaning: Что-то.\n  article: a.md#b\n',
        /:3: match must be a list/,
      ],
      [
        '- id: x\n  kind: plugin\n  meaning: Плагин сломан.\n  article: a.md#b\n',
        /:3: .*\{slug\}/,
      ],
      [
        '- id: x\n  kind: curl\n  code: 28\n  meaning: Раз. Два.\n  article: a.md#b\n',
        /:4: meaning has 2 sentences/,
      ],
      [
        '- id: x\n  kind: curl\n  code: 28\n  meaning: Timeout.\n  article: a.md#b\n',
        /:4: meaning must be in Russian/,
      ],
    ] as const) {
      assert.throws(() => parseDecoderRules(yaml, DECODER_FILE), message, yaml);
    }
  });

  it('compares text as a reader pastes it', () => {
    assert.equal(
      normalize('Ссылка, по которой\u00a0вы перешли,\n  <b>устарела</b>.'),
      'ссылка, по которой вы перешли, устарела.',
    );
  });
});

describe('the rules as text for llms-full.txt', () => {
  it('lists every rule once, with its section’s absolute address', () => {
    const text = decoderMarkdown(
      rules.map((rule) => ({
        ...rule,
        step: {to: '/docs/x#y', title: 'Статья', section: 'Раздел'},
      })),
      'https://docs.example.ru',
    );
    assert.match(text, /^## Расшифровка ошибок\n/);
    assert.equal(
      text.split('\n').filter((line) => line.startsWith('- ')).length,
      rules.length,
    );
    assert.ok(
      text.includes('См. [Статья — Раздел](https://docs.example.ru/docs/x#y).'),
    );
    assert.doesNotMatch(text, /\{slug\}/);
  });
});
