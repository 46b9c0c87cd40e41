/**
 * Markdown for assistants in the production build (src/plugins/
 * markdown-copies): every doc of docs/ has its clean `.md` beside its page,
 * with no JSX, import/export line or admonition fence left and the
 * provider's values filled in; llms.txt lists every doc exactly once with a
 * link that resolves to a file of the build; llms-full.txt holds every
 * title; every page has the copy button. The list of docs is what the build made of docs/ (tests/site-routes.ts), so a new
 * article needs no change here. Reads the build `npm test` makes first.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {HOSTING_VALUE_KINDS, getProvider} from '../../src/data/provider';
import {readSiteUrl} from '../../src/data/site';
import {findSiteRoot} from '../site-root';
import {htmlFileOf, siteContent} from '../site-routes';

const root = findSiteRoot(__dirname);
const build = path.join(root, 'build');
const siteUrl = readSiteUrl(process.env);
const {hosting} = getProvider(process.env);
const docs = siteContent(root).docs;

/** A route's Markdown copy: /docs/intro → build/docs/intro.md. */
const copyOf = (route: string) =>
  path.join(build, `${route.replace(/^\//, '')}.md`);

/** The Markdown without code (fenced blocks and inline spans). */
const prose = (markdown: string) =>
  markdown
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '')
    .replace(/(`+)[^`\n]*?\1/g, '');

/** The title a doc's page shows: front matter, else its own `# …`. */
function titleOf(file: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.title === 'string') return frontMatter.title;
  const own = /^# (.+)$/m.exec(readFileSync(path.join(root, file), 'utf8'));
  assert.ok(own, `${file}: no title`);
  return own[1]!.trim();
}

describe('Markdown copies of the articles', () => {
  it('exist for the docs of docs/', () => {
    assert.ok(docs.length > 0, 'no docs found in docs/');
  });

  for (const doc of docs) {
    it(`${doc.route}.md is clean Markdown of ${doc.file}`, () => {
      const file = copyOf(doc.route);
      assert.ok(existsSync(file), `${path.relative(root, file)} not built`);
      const markdown = readFileSync(file, 'utf8');
      const text = prose(markdown);
      assert.ok(
        markdown.startsWith(`# ${titleOf(doc.file, doc.frontMatter)}\n`),
        'starts with its title',
      );
      assert.ok(
        markdown.includes(`Адрес: <${siteUrl}${doc.route}>`),
        'names its address',
      );
      assert.deepEqual(text.match(/<\/?[A-Za-z][\w.]*(?=[\s/>])/g) ?? [], []);
      assert.deepEqual(text.match(/^(import|export)\b.*$/gm) ?? [], []);
      assert.deepEqual(
        text.match(/^.*(:::|::screenshot|:ui\[|:msg\[).*$/gm) ?? [],
        [],
      );
      const source = readFileSync(path.join(root, doc.file), 'utf8');
      for (const [, name] of source.matchAll(
        /<ProviderValue\s+name="([^"]*)"\s*\/>/g,
      )) {
        const value = String(hosting[name as keyof typeof HOSTING_VALUE_KINDS]);
        assert.ok(markdown.includes(value), `${name}: ${value} is missing`);
      }
      const html = readFileSync(htmlFileOf(build, doc.route), 'utf8');
      assert.ok(
        html.includes('Скопировать как Markdown</button>'),
        'the page has the copy button',
      );
      if (typeof doc.frontMatter.checked_with === 'string') {
        assert.ok(
          markdown.includes(doc.frontMatter.checked_with),
          'names checked_with',
        );
      }
    });
  }
});

describe('llms.txt and llms-full.txt', () => {
  const llms = readFileSync(path.join(build, 'llms.txt'), 'utf8');
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(
    ([, url]) => url!,
  );

  it('llms.txt starts with a title, a summary and sections', () => {
    assert.match(llms, /^# .+\n\n> .+\n/);
    assert.ok((llms.match(/^## .+$/gm) ?? []).length >= 2, 'sections');
  });

  it('llms.txt lists every doc exactly once', () => {
    const listed = links.map((url) => decodeURI(new URL(url).pathname));
    const expected = docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => `${doc.route}.md`);
    assert.deepEqual([...listed].sort(), [...expected].sort());
  });

  it('every link of llms.txt is a file of the build on this site', () => {
    for (const url of [...links, ...llms.matchAll(/https?:\/\/\S+\.txt/g)].map(
      (match) => (typeof match === 'string' ? match : match[0]),
    )) {
      assert.ok(url.startsWith(`${siteUrl}/`), `${url} is on another site`);
      const file = path.join(build, decodeURI(new URL(url).pathname));
      assert.ok(
        existsSync(file),
        `${url}: ${path.relative(root, file)} missing`,
      );
    }
  });

  it('llms-full.txt holds every doc, title and address', () => {
    const full = readFileSync(path.join(build, 'llms-full.txt'), 'utf8');
    for (const doc of docs) {
      const title = titleOf(doc.file, doc.frontMatter);
      assert.ok(
        full.includes(`# ${title}\n`),
        `${doc.file}: «${title}» missing`,
      );
      assert.ok(full.includes(`Адрес: <${siteUrl}${doc.route}>`), doc.route);
    }
  });
});
