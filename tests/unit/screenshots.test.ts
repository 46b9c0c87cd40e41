/**
 * The screenshot pieces can fail: a malformed manifest entry is named, an
 * unknown or misplaced `::screenshot` stops the build, a WebP header gives
 * its size, and every article image becomes a zoom button. Hand-made trees
 * and a fixture site stand in for the real ones, so that a change of the
 * real manifest cannot turn these green.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {
  expectedImage,
  manifestProblems,
  screenshotNames,
  webpSize,
  type Manifest,
  type Screenshot,
} from '../../src/plugins/screenshots/manifest';
import rehypeImageZoom from '../../src/plugins/screenshots/rehype';
import remarkScreenshots from '../../src/plugins/screenshots/remark';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const entry: Screenshot = {
  name: 'plaginy-spisok',
  article: 'docs/wp/stat-ya.md',
  image: 'docs/wp/img/plaginy-spisok.webp',
  screen: '/wp-admin/plugins.php',
  region: '#wpbody-content',
  alt: 'Список плагинов',
  caption: 'Плагины → Установленные',
};

/** A site folder with one article and this manifest. */
function site(manifest: Manifest): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kb-shots-'));
  mkdirSync(path.join(dir, 'docs/wp'), {recursive: true});
  mkdirSync(path.join(dir, 'lab/screenshots'), {recursive: true});
  writeFileSync(path.join(dir, 'docs/wp/stat-ya.md'), '# Статья\n');
  writeFileSync(
    path.join(dir, 'lab/screenshots/manifest.json'),
    JSON.stringify(manifest),
  );
  return dir;
}

const good: Manifest = {
  viewport: {width: 1024, height: 768},
  screenshots: [entry],
};

describe('screenshot manifest', () => {
  it('accepts a complete entry', () => {
    assert.deepEqual(manifestProblems(good, site(good)), []);
    assert.equal(expectedImage(entry), entry.image);
  });

  it('names each broken field of an entry', () => {
    const bad: Manifest = {
      viewport: {width: 0, height: 768},
      screenshots: [
        {
          ...entry,
          image: 'static/img/x.webp',
          alt: 'Plugins list',
          caption: ' Плагины',
        },
        {
          ...entry,
          name: 'plaginy-spisok',
          article: 'docs/wp/net.md',
          screen: 'plugins.php',
        },
        {...entry, name: 'Плагины'},
        {...entry, name: 'drugoi', actions: [{tap: '#x'} as Any]},
      ],
    };
    const problems = manifestProblems(bad, site(good)).join('\n');
    assert.match(problems, /viewport/);
    assert.match(
      problems,
      /\(plaginy-spisok\): image должен быть «docs\/wp\/img\/plaginy-spisok\.webp»/,
    );
    assert.match(problems, /\(plaginy-spisok\): alt — русский текст/);
    assert.match(
      problems,
      /\(plaginy-spisok\): caption — русский текст без пробелов по краям/,
    );
    assert.match(problems, /\(plaginy-spisok\): name повторяется/);
    assert.match(problems, /article «docs\/wp\/net\.md» — нет такой статьи/);
    assert.match(problems, /screen — адрес от корня сайта/);
    assert.match(problems, /screenshots\[2\] \(Плагины\): name — латиница/);
    assert.match(problems, /\(drugoi\): действие \{"tap":"#x"\}/);
  });

  it('finds the ::screenshot lines of an article', () => {
    const body =
      'Текст\n\n::screenshot{name="a-b"}\n\n1. Шаг\n\n   ::screenshot{name="c"}\n\nне ::screenshot{name="d"} в строке';
    assert.deepEqual(screenshotNames(body), ['a-b', 'c']);
  });
});

describe('WebP size', () => {
  const riff = (chunk: string, payload: number[]) => {
    const bytes = new Uint8Array(40);
    bytes.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    bytes.set(
      [...'WEBP'].map((c) => c.charCodeAt(0)),
      8,
    );
    bytes.set(
      [...chunk].map((c) => c.charCodeAt(0)),
      12,
    );
    for (const [at, value] of payload.entries())
      if (value >= 0) bytes[at] = value;
    return bytes;
  };

  it('reads lossy, lossless and extended headers', () => {
    const lossy = riff('VP8 ', []);
    lossy.set([0xec, 0x03, 0x6c, 0x02], 26); // 1004 × 620
    assert.deepEqual(webpSize(lossy), {width: 1004, height: 620});
    // VP8L: 14 bits width-1, 14 bits height-1 from byte 21.
    const bits = (1004 - 1) | ((620 - 1) << 14);
    const lossless = riff('VP8L', []);
    lossless.set(
      [
        bits & 0xff,
        (bits >> 8) & 0xff,
        (bits >> 16) & 0xff,
        (bits >>> 24) & 0xff,
      ],
      21,
    );
    assert.deepEqual(webpSize(lossless), {width: 1004, height: 620});
    const extended = riff('VP8X', []);
    extended.set([0xeb, 0x03, 0x00, 0x6b, 0x02, 0x00], 24);
    assert.deepEqual(webpSize(extended), {width: 1004, height: 620});
  });

  it('rejects what is not WebP', () => {
    assert.equal(
      webpSize(new TextEncoder().encode('\x89PNG\r\n\x1a\n' + ' '.repeat(40))),
      null,
    );
  });
});

describe('::screenshot in an article', () => {
  const dir = site(good);
  const transform = remarkScreenshots({siteDir: dir});
  const tree = (name: string) => ({
    type: 'root',
    children: [
      {
        type: 'leafDirective',
        name: 'screenshot',
        attributes: {name},
        children: [],
      },
    ],
  });

  it('becomes a figure with the image and the caption of the manifest', () => {
    const root = tree('plaginy-spisok');
    transform(root as Any, {path: path.join(dir, 'docs/wp/stat-ya.md')});
    const figure = root.children[0] as Any;
    assert.equal(figure.data.hName, 'figure');
    assert.deepEqual(figure.children[0], {
      type: 'image',
      url: './img/plaginy-spisok.webp',
      alt: 'Список плагинов',
      title: null,
    });
    assert.equal(figure.children[1].data.hName, 'figcaption');
    assert.equal(
      figure.children[1].children[0].value,
      'Плагины → Установленные',
    );
  });

  it('stops the build for an unknown name or another article', () => {
    assert.throws(
      () =>
        transform(tree('net-takogo') as Any, {
          path: path.join(dir, 'docs/wp/stat-ya.md'),
        }),
      /docs\/wp\/stat-ya\.md: ::screenshot\{name="net-takogo"\} — такого снимка нет/,
    );
    assert.throws(
      () =>
        transform(tree('plaginy-spisok') as Any, {
          path: path.join(dir, 'docs/wp/drugaya.md'),
        }),
      /снимок «plaginy-spisok» по манифесту относится к docs\/wp\/stat-ya\.md/,
    );
  });
});

describe('image zoom buttons', () => {
  it("undoes the image transform's escaping of alt and title, once", () => {
    const image = {
      type: 'mdxJsxTextElement',
      name: 'img',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'alt',
          value:
            'User Registration &amp; Membership: [x id=&quot;1&quot;] &amp;lt;',
        },
        {type: 'mdxJsxAttribute', name: 'title', value: 'A &#39;b&#39;'},
        {type: 'mdxJsxAttribute', name: 'src', value: 'a&amp;b'},
      ],
    };
    rehypeImageZoom()({type: 'root', children: [image]} as Any);
    assert.deepEqual(
      image.attributes.map((a) => a.value),
      ['User Registration & Membership: [x id="1"] &lt;', "A 'b'", 'a&amp;b'],
    );
  });

  it('wraps every image, JSX or HTML, once, and leaves other nodes', () => {
    const image = {type: 'mdxJsxTextElement', name: 'img', attributes: []};
    const html = {
      type: 'element',
      tagName: 'img',
      properties: {},
      children: [],
    };
    const inButton = {
      type: 'element',
      tagName: 'button',
      properties: {},
      children: [{...html}],
    };
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [image, {type: 'text', value: 'x'}],
        },
        html,
        inButton,
      ],
    };
    rehypeImageZoom()(tree as Any);
    const [p, second, third] = tree.children as Any[];
    assert.equal(p.children[0].tagName, 'button');
    assert.equal(p.children[0].properties.className[0], 'zoom');
    assert.equal(p.children[0].properties.title, 'Открыть в полном размере');
    assert.equal(p.children[0].children[0], image);
    assert.equal(p.children[1].type, 'text');
    assert.equal(second.tagName, 'button');
    assert.equal(
      third.children[0].tagName,
      'img',
      'an image already in a button stays as it is',
    );
  });
});
