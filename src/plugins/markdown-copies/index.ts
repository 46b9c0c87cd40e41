/**
 * Markdown for assistants: one folder (see ./README.md).
 *
 * After the pages are written, the build step below puts a clean Markdown
 * copy beside every article (`docs/wordpress/rabota-pochty.html` →
 * `docs/wordpress/rabota-pochty.md`), and writes `llms.txt` (the site's
 * title, summary and a link per article, by section in sidebar order) and
 * `llms-full.txt` (every article one after another). src/plugins/build-output
 * runs it before the CSP and the compressed twins, so the copies get their
 * `.gz`/`.br` too. The copy button on every article is
 * ./components/CopyMarkdown.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {HOSTING_VALUE_KINDS, type Provider} from '../../data/provider';
import {
  GENERATOR_DESCRIPTIONS,
  GENERATOR_KINDS,
  sampleOutput,
} from '../../components/Generator/build';
import type {BuildStep, PostBuildProps} from '../build-output';
import type {Feature} from '../features';
import {alphabetical} from '../glossary/remark';
import {readGlossary} from '../glossary/data';
import {guideMarkdown, resolveTree} from '../troubleshooting/resolve';
import {decoderMarkdown} from '../error-decoder/markdown';
import {toolsMarkdown} from './tools';
import {readDecoderRules, resolveDecoderRules} from '../error-decoder/rules';
import {readTroubleshooting} from '../troubleshooting/tree';
import {loadManifest} from '../screenshots/manifest';

/** The admonition types of Docusaurus' theme (`theme.admonition.*`). */
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
] as const;

type SidebarItem =
  LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** What ./writeCopies.mjs reads on its standard input. */
export type CopiesInput = {
  siteDir: string;
  outDir: string;
  /** Origin without a trailing slash, e.g. `https://docs.hosting.example`. */
  siteUrl: string;
  baseUrl: string;
  site: {title: string; summary: string};
  /** `:::tip` without a title → the label the site shows, e.g. «Совет». */
  admonitionLabels: Record<string, string>;
  providerValues: Record<string, {value: string; kind: 'code' | 'path'}>;
  /** `<Generator kind>` → its description and the sample output. */
  generators: Record<
    string,
    {description: string; title: string; language: string; text: string}
  >;
  screenshots: {name: string; alt: string; caption: string}[];
  docs: {
    /** Relative to siteDir, with `/`: `docs/wordpress/rabota-pochty.md`. */
    source: string;
    permalink: string;
    title: string;
    description?: string;
    checkedWith?: string;
    checkedAgainst?: string;
  }[];
  /** `::glossary` (src/plugins/glossary): every term, in the site's order. */
  glossary: {term: string; definition: string; url: string; title: string}[];
  /** Sidebar order: a category, or a doc at the top of the sidebar. */
  sections: {title: string; permalinks: string[]}[];
  /** «Что случилось с сайтом?» (src/plugins/troubleshooting) as Markdown. */
  guide: string;
  /** The error decoder's rules as text (src/plugins/error-decoder). */
  decoder: string;
  /** The pages' tools in words (./tools.ts). */
  tools: string;
};

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The Russian labels of the admonitions as the site shows them: the site's
 * translations (i18n/ru/code.json) over those Docusaurus ships. The theme
 * writes them in capitals by CSS; the copy starts them with a capital.
 */
export function admonitionLabels(siteDir: string): Record<string, string> {
  const files = [
    () => path.join(siteDir, 'i18n/ru/code.json'),
    () =>
      require.resolve('@docusaurus/theme-translations/locales/ru/theme-common.json'),
  ];
  const labels: Record<string, string> = {};
  for (const type of ADMONITION_TYPES) {
    for (const fileOf of files) {
      const file = fileOf();
      if (!existsSync(file)) continue;
      const entry = (
        JSON.parse(readFileSync(file, 'utf8')) as Record<
          string,
          string | {message?: string}
        >
      )[`theme.admonition.${type}`];
      const message = typeof entry === 'string' ? entry : entry?.message;
      if (message) {
        labels[type] = message.charAt(0).toUpperCase() + message.slice(1);
        break;
      }
    }
    if (!labels[type]) {
      throw new Error(
        `markdown-copies: no Russian label for :::${type} (theme.admonition.${type} in i18n/ru/code.json)`,
      );
    }
  }
  return labels;
}

/** What the build step hands ./writeCopies.mjs, read from the loaded site. */
export function copiesInput(props: PostBuildProps): CopiesInput {
  const {siteDir, outDir, siteConfig, baseUrl, plugins} = props;
  const docsPlugin = plugins.find(
    (plugin) =>
      plugin.name === 'docusaurus-plugin-content-docs' &&
      (plugin.options.id ?? 'default') === 'default',
  );
  const version = (docsPlugin?.content as LoadedContent | undefined)
    ?.loadedVersions[0];
  if (!version) {
    throw new Error('markdown-copies: the docs plugin has no content');
  }
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  /** A doc of the sidebar; none for an unlisted one (llms.txt omits it). */
  const listed = (id: string): string[] => {
    const doc = byId.get(id);
    if (!doc) {
      throw new Error(
        `markdown-copies: the sidebar names ${id}, which is no doc`,
      );
    }
    return doc.unlisted ? [] : [doc.permalink];
  };
  const docsIn = (items: SidebarItem[]): string[] =>
    items.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') return listed(item.id);
      if (item.type === 'category') {
        const own = item.link?.type === 'doc' ? listed(item.link.id) : [];
        return [...own, ...docsIn(item.items)];
      }
      return [];
    });
  const sections = Object.values(version.sidebars).flatMap((items) =>
    items.flatMap((item) => {
      if (item.type === 'category') {
        return [{title: item.label, permalinks: docsIn([item])}];
      }
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = byId.get(item.id);
        return [
          {
            title:
              item.label ??
              nonEmpty(doc?.frontMatter.sidebar_label) ??
              doc?.title ??
              item.id,
            permalinks: docsIn([item]),
          },
        ];
      }
      return [];
    }),
  );

  // A doc outside the sidebar is still an article (unlisted ones are not).
  const inSidebar = new Set(sections.flatMap((section) => section.permalinks));
  const others = version.docs
    .filter((doc) => !doc.unlisted && !inSidebar.has(doc.permalink))
    .map((doc) => doc.permalink);
  if (others.length > 0) {
    sections.push({title: 'Другие статьи', permalinks: others});
  }

  const provider = siteConfig.customFields!.provider as Provider;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const bySource = new Map(
    version.docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc]),
  );
  const glossary = alphabetical(readGlossary(siteDir)).map((entry) => {
    const [file, anchor] = entry.article.split('#') as [string, string?];
    // The glossary's own check (src/plugins/glossary) has stopped the
    // build already if the article does not exist.
    const doc = bySource.get(file)!;
    return {
      term: entry.term,
      definition: entry.definition,
      url: `${siteUrl}${doc.permalink}${anchor ? `#${anchor}` : ''}`,
      title: doc.title,
    };
  });
  return {
    siteDir,
    outDir,
    siteUrl: siteConfig.url.replace(/\/+$/, ''),
    baseUrl,
    site: {
      title: `База знаний «${provider.name}»`,
      summary: siteConfig.tagline,
    },
    admonitionLabels: admonitionLabels(siteDir),
    providerValues: Object.fromEntries(
      Object.entries(HOSTING_VALUE_KINDS).map(([name, kind]) => [
        name,
        {
          value: String(provider.hosting[name as keyof Provider['hosting']]),
          kind,
        },
      ]),
    ),
    generators: Object.fromEntries(
      GENERATOR_KINDS.map((kind) => [
        kind,
        {
          description: GENERATOR_DESCRIPTIONS[kind],
          ...sampleOutput(kind, provider.hosting),
        },
      ]),
    ),
    screenshots: loadManifest(siteDir).screenshots.map(
      ({name, alt, caption}) => ({
        name,
        alt,
        caption,
      }),
    ),
    docs: version.docs.map((doc) => ({
      source: doc.source.replace(/^@site\//, ''),
      permalink: doc.permalink,
      title: doc.title,
      description: nonEmpty(doc.description),
      checkedWith: nonEmpty(doc.frontMatter.checked_with),
      checkedAgainst: nonEmpty(doc.frontMatter.checked_against),
    })),
    glossary,
    sections,
    // Its links were checked when the content loaded (the plugin stops
    // the build on one that leads nowhere).
    guide: guideMarkdown(
      resolveTree(
        readTroubleshooting(siteDir),
        version.docs,
        path.join(siteDir, 'docs'),
      ),
      siteUrl,
    ),
    tools: toolsMarkdown(
      version.docs.map((doc) => ({
        source: doc.source.replace(/^@site\//, ''),
        permalink: doc.permalink,
        title: doc.title,
      })),
      siteDir,
      siteUrl,
    ),
    decoder: decoderMarkdown(
      resolveDecoderRules(
        readDecoderRules(siteDir),
        version.docs,
        path.join(siteDir, 'docs'),
      ),
      siteUrl,
    ),
  };
}

/**
 * Runs ./writeCopies.mjs in a child Node process: the MDX parser stack is
 * ES modules only, which jiti (how Docusaurus loads plugins) cannot import.
 * Asynchronous, so that the build's compression (src/plugins/build-output)
 * goes on meanwhile. Rejects with the converter's message (file and
 * component) on failure. `script` is for the tests, which run compiled
 * from another folder.
 */
export function writeMarkdownCopies(
  input: CopiesInput,
  script = path.join(__dirname, 'writeCopies.mjs'),
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve(stdout.trim());
        return;
      }
      const message = stderr
        .split('\n')
        .find((line) => line.startsWith('[markdown-copies]'));
      reject(
        new Error(
          message ??
            `markdown-copies: ${stderr || `the converter stopped (${signal ?? `exit code ${code}`})`}`,
        ),
      );
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** The build step (src/plugins/build-output runs it in its order). */
export const markdownCopiesStep: BuildStep = {
  name: 'markdown-copies',
  async run(props) {
    return writeMarkdownCopies(copiesInput(props));
  },
};

/** The Markdown copies of the articles and llms.txt: a build step only. */
export const markdownCopiesFeature: Feature = {
  name: 'markdown-copies',
  buildSteps: [markdownCopiesStep],
};
