// `npm run pdf`: one PDF per docs section, from a finished build, written to
// <build>/pdf/<section folder>.pdf (the link «Скачать раздел в PDF» of each
// section's index points there). Run `SECTION_PDFS=true npm run build`
// first: a build without it has no such link, and this stops.
//
// Each PDF: a cover (section title and description, the site's name, the
// date), the contents (every article with its page and address), then the
// articles in the sidebar's order, each from a new page, printed with the
// site's own print stylesheet (./print.css); page numbers in the footer,
// PDF bookmarks from the headings, fonts embedded (Chromium embeds them).
//
// What is printed comes from the build and docs/, never from a list here:
// the sections are the folders of docs/ with a _category_.json, in its
// `position` order; the articles are the cards of the section's index page
// (its sidebar order), each read from its built page. Nothing but pdf/ is
// written into the build, and no page of the site is added: the combined
// document exists only in the browser while it is printed.
//
// It serves the build with nginx and the shipped config
// (scripts/serve-nginx.sh, as the bench does) and prints in Debian's
// Chromium (CHROMIUM_PATH) with scripts/chromium-flags.json. The page
// numbers of the contents come from a first printing: poppler's `pdfinfo`
// (package poppler-utils) reads where each article begins.
//   PDF_BUILD  the build folder (default build)
//   PDF_PORT   the port for nginx (default 3290)
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chromium} from '@playwright/test';
import {parse} from 'yaml';

import {
  assertPortFree,
  root,
  serveBuild,
  stopServer,
  waitFor,
} from '../../../scripts/bench-lib.mjs';

const build = path.resolve(root, process.env.PDF_BUILD ?? 'build');
const port = Number(process.env.PDF_PORT ?? 3290);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = JSON.parse(
  readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8'),
);
const bookCss = readFileSync(
  path.join(root, 'src/plugins/print/book.css'),
  'utf8',
);

/** A4 with room for the footer's page number; book.css says the same. */
const PDF_OPTIONS = {
  format: 'A4',
  margin: {top: '16mm', right: '16mm', bottom: '18mm', left: '16mm'},
  printBackground: false,
  displayHeaderFooter: true,
  outline: true,
  tagged: true,
};

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[
        char
      ],
  );

/** A problem with the build or docs/: reported as one line, no stack. */
class PdfError extends Error {}

function fail(message) {
  throw new PdfError(message);
}

/** Docusaurus' default slug of a category index: its label, kebab-cased. */
const labelSlug = (label) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * The sections of docs/: each folder with a _category_.json (or .yml) and a
 * generated index, in the sidebar's order (`position`, then the name).
 */
function readSections() {
  const docs = path.join(root, 'docs');
  return readdirSync(docs)
    .filter((name) => statSync(path.join(docs, name)).isDirectory())
    .flatMap((folder) => {
      const file = ['_category_.json', '_category_.yml', '_category_.yaml']
        .map((name) => path.join(docs, folder, name))
        .find((candidate) => existsSync(candidate));
      if (!file) return [];
      const meta = parse(readFileSync(file, 'utf8')) ?? {};
      const relative = path.relative(root, file);
      if (meta.link?.type !== 'generated-index') {
        fail(
          `${relative}: the section has no generated index (link.type "generated-index"); its PDF takes the articles and their order from that page`,
        );
      }
      const label = meta.label ?? folder;
      return [
        {
          folder,
          position: typeof meta.position === 'number' ? meta.position : null,
          title: meta.link.title ?? label,
          description: meta.link.description ?? '',
          route: `/docs${meta.link.slug ?? `/category/${labelSlug(label)}`}`,
        },
      ];
    })
    .sort(
      (a, b) =>
        (a.position ?? Infinity) - (b.position ?? Infinity) ||
        a.folder.localeCompare(b.folder),
    );
}

/** The build's sitemap: its public addresses. */
function sitemapLocs() {
  const file = path.join(build, 'sitemap.xml');
  if (!existsSync(file)) fail(`no ${file}: run npm run build first`);
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc),
  );
}

/**
 * poppler 22 warns on stderr about names longer than the PDF specification
 * suggests (Chromium's destinations for Cyrillic heading ids); harmless,
 * and it has no quiet flag for pdfinfo, so stderr is kept out of the log.
 */
const POPPLER = {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
  maxBuffer: 64 * 1024 * 1024,
};

/** Where each article begins: pdfinfo's named destinations. */
function articlePages(file) {
  let out;
  try {
    out = execFileSync('pdfinfo', ['-dests', file], POPPLER);
  } catch (error) {
    if (error.code === 'ENOENT') {
      fail(
        'pdfinfo not found: the contents need its page numbers. Install poppler-utils (sudo apt-get install poppler-utils)',
      );
    }
    throw error;
  }
  const pages = new Map();
  for (const [, page, index] of out.matchAll(
    /^\s*(\d+)\s.*"print-article-(\d+)"\s*$/gm,
  )) {
    pages.set(Number(index), Number(page));
  }
  return pages;
}

function pageCount(file) {
  const out = execFileSync('pdfinfo', [file], POPPLER);
  return Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
}

/** The combined document of one section, ready for page.setContent. */
function bookHtml({origin, head, section, siteName, date, articles, pages}) {
  const contents = articles
    .map(
      (article, index) => `<li>
  <a href="#print-article-${index + 1}"><span class="print-contents__title">${escapeHtml(article.title)}</span><span class="print-contents__page">${pages.get(index + 1) ?? ''}</span></a>
  <span class="print-contents__url">${escapeHtml(article.publicUrl)}</span>
</li>`,
    )
    .join('\n');
  const body = articles
    .map(
      (article, index) =>
        `<div class="print-article" id="print-article-${index + 1}">${article.html}</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ru" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<base href="${origin}/">
<title>${escapeHtml(section.title)}</title>
${head}
<style>${bookCss}</style>
</head>
<body class="print-book">
<section class="print-cover">
  <p class="print-cover__site">${escapeHtml(siteName)}</p>
  <h1 class="print-cover__title">${escapeHtml(section.title)}</h1>
  <p class="print-cover__description">${escapeHtml(section.description)}</p>
  <p class="print-cover__meta">${escapeHtml(section.publicUrl)}<br>${escapeHtml(date)}</p>
</section>
<nav class="print-contents" aria-label="Содержание">
  <h2>Содержание</h2>
  <ol>
${contents}
  </ol>
</nav>
${body}
</body>
</html>`;
}

function footerTemplate(title) {
  // Chromium renders the footer apart from the page: its own styles, and
  // sizes in the page's units. pageNumber and totalPages are filled in.
  return `<div style="width:100%;box-sizing:border-box;padding:0 16mm;font-size:8pt;color:#333;display:flex;justify-content:space-between;font-family:sans-serif">
<span>${escapeHtml(title)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span>
</div>`;
}

async function main() {
  if (!existsSync(path.join(build, 'index.html'))) {
    fail(`no build in ${build}: run npm run build first`);
  }
  const sections = readSections();
  if (sections.length === 0) fail('docs/ has no section folder');
  const locs = sitemapLocs();
  for (const section of sections) {
    const loc = locs.find((url) =>
      decodeURI(url.pathname).endsWith(section.route),
    );
    if (!loc) {
      fail(
        `docs/${section.folder}: its index ${section.route} is not in the build's sitemap`,
      );
    }
    section.publicUrl = decodeURI(loc.href);
    section.path = loc.pathname;
  }
  const sitePath = decodeURI(sections[0].path).slice(
    0,
    -sections[0].route.length,
  );
  const basePath = `${sitePath}/`;
  const publicOrigin = locs[0].origin;
  const origin = `http://127.0.0.1:${port}`;

  const out = path.join(build, 'pdf');
  rmSync(out, {recursive: true, force: true});
  mkdirSync(out, {recursive: true});
  const scratch = path.join(os.tmpdir(), `kb-pdf-${process.pid}.pdf`);

  await assertPortFree(port).catch((error) => fail(error.message));
  const server = serveBuild(build, port, {BASE_PATH: basePath});
  let browser;
  try {
    try {
      await waitFor(`${origin}${basePath}`, server);
    } catch {
      fail(
        `nginx (scripts/serve-nginx.sh) did not serve ${build} on ${origin}${basePath}: is the port free, and can nginx's user read the folder?`,
      );
    }
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    // The pages as the server renders them: no script runs, so nothing
    // hydrates, lazy-loads or moves while it is read.
    const reader = await browser.newContext({javaScriptEnabled: false});
    const page = await reader.newPage();
    const printer = await (await browser.newContext()).newPage();
    const date = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());

    for (const section of sections) {
      const response = await page.goto(`${origin}${section.path}`);
      if (!response?.ok()) {
        fail(`${section.route}: HTTP ${response?.status()}`);
      }
      const index = await page.evaluate(() => ({
        siteName:
          document.querySelector('.navbar__title')?.textContent?.trim() ?? '',
        // The site's stylesheets and its inline styles (the print site URL).
        head: [
          ...document.querySelectorAll('link[rel="stylesheet"], head style'),
        ]
          .map((node) =>
            node.tagName === 'LINK'
              ? `<link rel="stylesheet" href="${node.href}">`
              : node.outerHTML,
          )
          .join('\n'),
        cards: [...document.querySelectorAll('main article a.card')].map(
          (card) => card.href,
        ),
        links: [...document.querySelectorAll('main a[download]')].map((link) =>
          link.getAttribute('href'),
        ),
      }));
      // A build without SECTION_PDFS=true does not link the PDFs: written
      // into it, they would be files no page leads to.
      if (!index.links.includes(`${basePath}pdf/${section.folder}.pdf`)) {
        fail(
          `${section.route} has no link «Скачать раздел в PDF» to ${basePath}pdf/${section.folder}.pdf: build with SECTION_PDFS=true, then run npm run pdf`,
        );
      }
      if (index.cards.length === 0) {
        fail(`${section.route}: the index lists no article`);
      }
      const articles = [];
      for (const href of index.cards) {
        const url = new URL(href);
        await page.goto(url.href);
        const article = await page.evaluate(() => {
          const node = document.querySelector('main article');
          if (!node?.querySelector('.theme-doc-markdown')) return null;
          const copy = node.cloneNode(true);
          // Printed at once, not when scrolled to: a lazy image that never
          // loaded prints as an empty box.
          for (const image of copy.querySelectorAll('img[loading]')) {
            image.removeAttribute('loading');
          }
          return {
            title: copy.querySelector('h1')?.textContent?.trim() ?? '',
            html: copy.outerHTML,
          };
        });
        if (!article) {
          fail(
            `${section.route}: ${decodeURI(url.pathname)} is no article (a nested category?); a section's PDF prints articles only`,
          );
        }
        articles.push({
          ...article,
          publicUrl: decodeURI(`${publicOrigin}${url.pathname}`),
        });
      }

      // First printing without page numbers, to learn where each article
      // begins; the numbers sit in a column of fixed width, so adding them
      // moves nothing. Printed again until the numbers hold (once, in
      // practice).
      let pages = new Map();
      const file = path.join(out, `${section.folder}.pdf`);
      for (let attempt = 0; ; attempt += 1) {
        await printer.setContent(
          bookHtml({
            origin,
            head: index.head,
            section,
            siteName: index.siteName,
            date,
            articles,
            pages,
          }),
          {waitUntil: 'load'},
        );
        await printer.evaluate(() => document.fonts.ready);
        const pdf = await printer.pdf({
          ...PDF_OPTIONS,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(section.title),
        });
        writeFileSync(scratch, pdf);
        const found = articlePages(scratch);
        if (found.size !== articles.length) {
          fail(
            `${section.folder}: pdfinfo found where ${found.size} of ${articles.length} articles begin`,
          );
        }
        const settled = articles.every(
          (_, i) => pages.get(i + 1) === found.get(i + 1),
        );
        pages = found;
        if (settled) {
          writeFileSync(file, pdf);
          break;
        }
        if (attempt === 3) {
          fail(`${section.folder}: the contents' page numbers do not settle`);
        }
      }
      const size = statSync(file).size;
      console.log(
        `[pdf] ${path.relative(root, file)}: ${articles.length} articles, ${pageCount(file)} pages, ${(size / 1024 / 1024).toFixed(1)} MiB`,
      );
    }
  } finally {
    await browser?.close();
    rmSync(scratch, {force: true});
    stopServer(server);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof PdfError)) throw error;
  console.error(`npm run pdf: ${error.message}`);
  process.exitCode = 1;
}
