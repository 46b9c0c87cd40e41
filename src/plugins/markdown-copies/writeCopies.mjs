// Writes the Markdown copies, llms.txt and llms-full.txt for
// src/plugins/markdown-copies (see index.ts and README.md). A separate ES
// module run by Node itself, for the reason ./convert.mjs gives.
//
// Reads on standard input, as JSON (./index.ts, `CopiesInput`):
// {siteDir, outDir, siteUrl, baseUrl, site: {title, summary},
//  admonitionLabels, providerValues, generators,
//  screenshots: [{name, alt, caption}],
//  docs: [{source, permalink, title, description, checkedWith, checkedAgainst}],
//  sections: [{title, permalinks}]}
// and prints one line: what it wrote. A problem exits with its message.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {MarkdownCopyError, convertArticle} from './convert.mjs';

// Decoded as UTF-8 by the stream, not chunk by chunk: a pipe may cut a
// Cyrillic letter's two bytes between two chunks, and each half alone
// decodes to «�» (seen in a build's llms-full.txt).
process.stdin.setEncoding('utf8');
let raw = '';
for await (const chunk of process.stdin) {
  raw += chunk;
}
const input = JSON.parse(raw);
const {siteDir, outDir, siteUrl, baseUrl} = input;

/** `/kb/docs/intro` → `docs/intro`: the file under outDir, without extension. */
function builtPath(permalink) {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(`${permalink} is outside the base URL ${baseUrl}`);
  }
  const route = permalink.slice(baseUrl.length);
  return route === '' || route.endsWith('/') ? `${route}index` : route;
}

/** An absolute, percent-encoded URL for a path of the site. */
function absolute(sitePath) {
  let decoded = sitePath;
  try {
    decoded = decodeURI(sitePath);
  } catch {
    // A stray "%": encode what is there.
  }
  return `${siteUrl}${encodeURI(decoded)}`;
}

const mdUrl = (permalink) => absolute(`${baseUrl}${builtPath(permalink)}.md`);

const bySource = new Map(input.docs.map((doc) => [doc.source, doc]));
const screenshots = new Map(input.screenshots.map((shot) => [shot.name, shot]));

function splitHash(url) {
  const at = url.indexOf('#');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The links and images of one article, as absolute URLs. */
function resolvers(doc, html) {
  const pageUrl = absolute(doc.permalink);
  const dir = path.posix.dirname(doc.source);
  // Every address the built page refers to: Docusaurus gives a Markdown
  // image or file a hashed name under assets/, which only the page knows.
  const built = [
    // Quoted or not: the HTML minifier drops quotes where it can.
    ...html.matchAll(/\b(?:src|href)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g),
  ].map((match) => (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&'));
  function asset(url) {
    const name = path.posix.basename(splitHash(url)[0]);
    const dot = name.lastIndexOf('.');
    const [stem, ext] =
      dot === -1 ? [name, ''] : [name.slice(0, dot), name.slice(dot)];
    const hashed = new RegExp(
      `^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{6,}${ext.replace('.', '\\.')}$`,
    );
    const found = built.find((candidate) => {
      const base = path.posix.basename(candidate.split(/[?#]/)[0]);
      return base === name || hashed.test(base);
    });
    if (!found) {
      throw new MarkdownCopyError(
        `${doc.source}: ${url} is not in the built page ${builtPath(doc.permalink)}.html`,
      );
    }
    return EXTERNAL.test(found) ? found : absolute(found);
  }
  const sitePath = (url) => absolute(`${baseUrl}${url.slice(1)}`);
  return {
    pageUrl,
    link(url) {
      if (EXTERNAL.test(url)) return url;
      const [target, hash] = splitHash(url);
      if (target === '') return `${pageUrl}${hash}`;
      if (target.startsWith('/')) return sitePath(url);
      const linked = bySource.get(
        path.posix.normalize(path.posix.join(dir, target)),
      );
      if (linked) return `${absolute(linked.permalink)}${hash}`;
      return asset(url);
    },
    image(url) {
      if (EXTERNAL.test(url)) return url;
      if (url.startsWith('/')) return sitePath(url);
      return asset(url);
    },
  };
}

const copies = new Map();
for (const doc of input.docs) {
  const file = builtPath(doc.permalink);
  const html = await readFile(path.join(outDir, `${file}.html`), 'utf8');
  const source = await readFile(path.join(siteDir, doc.source), 'utf8');
  const {pageUrl, link, image} = resolvers(doc, html);
  let markdown;
  try {
    markdown = convertArticle(source, {
      file: doc.source,
      title: doc.title,
      description: doc.description,
      checkedWith: doc.checkedWith,
      checkedAgainst: doc.checkedAgainst,
      url: pageUrl,
      admonitionLabels: input.admonitionLabels,
      providerValues: input.providerValues,
      generators: input.generators,
      screenshots,
      glossary: input.glossary,
      link,
      image,
    });
  } catch (error) {
    // The message names the file; the stack of the converter would not help.
    if (error instanceof MarkdownCopyError) {
      console.error(`[markdown-copies] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
  await writeFile(path.join(outDir, `${file}.md`), markdown);
  copies.set(doc.permalink, markdown);
}

// llms.txt (https://llmstxt.org): the title, a summary, then the articles
// by section, in the order of the sidebar.
const listed = new Set();
let sections = 0;
const lines = [
  `# ${input.site.title}`,
  '',
  `> ${input.site.summary}`,
  '',
  `Каждая статья есть в Markdown: её адрес с окончанием .md. Все статьи одним файлом: ${absolute(`${baseUrl}llms-full.txt`)}`,
  '',
  input.guide,
];
for (const section of input.sections) {
  const docs = section.permalinks.filter((permalink) => !listed.has(permalink));
  if (docs.length === 0) continue;
  sections += 1;
  lines.push('', `## ${section.title}`, '');
  for (const permalink of docs) {
    const doc = input.docs.find(
      (candidate) => candidate.permalink === permalink,
    );
    if (!doc) {
      throw new Error(
        `llms.txt: the sidebar names ${permalink}, which is no article`,
      );
    }
    listed.add(permalink);
    const description = doc.description ? `: ${doc.description}` : '';
    lines.push(`- [${doc.title}](${mdUrl(permalink)})${description}`);
  }
}
await writeFile(path.join(outDir, 'llms.txt'), `${lines.join('\n')}\n`);

// llms-full.txt: every article in the same order, the listed ones first.
const order = [
  ...listed,
  ...input.docs
    .map((doc) => doc.permalink)
    .filter((permalink) => !listed.has(permalink)),
];
const full = `# ${input.site.title}\n\n> ${input.site.summary}\n\n${input.tools}\n\n${input.guide}\n\n${input.decoder}\n\n${order
  .map((permalink) => copies.get(permalink).trimEnd())
  .join('\n\n')}\n`;
await writeFile(path.join(outDir, 'llms-full.txt'), full);

console.log(
  `${copies.size} Markdown copies, llms.txt (${listed.size} articles in ${sections} sections), llms-full.txt (${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB)`,
);
