/**
 * A feature of the site is declared once, in its folder
 * (`export const glossaryFeature`): its Docusaurus plugins, the remark and
 * rehype plugins it adds to the Markdown, its build step. The config lists
 * the features; siteFeatures() puts each piece where Docusaurus and
 * src/plugins/build-output want it, in the order of the list.
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginConfig} from '@docusaurus/types';

import type {BuildStep} from './build-output';

/** A remark or rehype plugin, alone or with its options. */
export type MarkdownPlugin = NonNullable<BlogOptions['remarkPlugins']>[number];

export interface Feature {
  /** Its folder under src/plugins, for the errors that name it. */
  name: string;
  /** Its Docusaurus plugins. */
  plugins?: PluginConfig[];
  /**
   * Remark plugins of the docs only (the articles) that run before
   * Docusaurus' own: its image transform, its link resolution.
   */
  docsBeforeDefaultRemarkPlugins?: MarkdownPlugin[];
  /** Remark plugins of every Markdown page: docs, pages and blog. */
  remarkPlugins?: MarkdownPlugin[];
  /** Rehype plugins of every Markdown page: docs, pages and blog. */
  rehypePlugins?: MarkdownPlugin[];
  /** Steps after the pages, that src/plugins/build-output runs in order. */
  buildSteps?: BuildStep[];
  /** The page template; one feature at most sets it. */
  ssrTemplate?: string;
}

/** The pieces of the features, each list in the order of the features. */
export interface SiteFeatures {
  plugins: PluginConfig[];
  /** For the docs' options. */
  docs: {
    beforeDefaultRemarkPlugins: MarkdownPlugin[];
    remarkPlugins: MarkdownPlugin[];
    rehypePlugins: MarkdownPlugin[];
  };
  /** For the options of the pages and the blog. */
  markdown: {
    remarkPlugins: MarkdownPlugin[];
    rehypePlugins: MarkdownPlugin[];
  };
  /** For buildOutput() (src/plugins/build-output). */
  buildSteps: BuildStep[];
  ssrTemplate: string | undefined;
}

/**
 * The features' pieces for the config. Two features that set the page
 * template stop the build, naming both: Docusaurus takes only one.
 */
export function siteFeatures(features: Feature[]): SiteFeatures {
  const templates = features.filter(({ssrTemplate}) => ssrTemplate);
  if (templates.length > 1) {
    throw new Error(
      `ssrTemplate: features ${templates.map(({name}) => name).join(' and ')} both set the page template; one may`,
    );
  }
  const remarkPlugins = features.flatMap((f) => f.remarkPlugins ?? []);
  const rehypePlugins = features.flatMap((f) => f.rehypePlugins ?? []);
  return {
    plugins: features.flatMap((f) => f.plugins ?? []),
    docs: {
      beforeDefaultRemarkPlugins: features.flatMap(
        (f) => f.docsBeforeDefaultRemarkPlugins ?? [],
      ),
      remarkPlugins,
      rehypePlugins,
    },
    markdown: {remarkPlugins, rehypePlugins},
    buildSteps: features.flatMap((f) => f.buildSteps ?? []),
    ssrTemplate: templates[0]?.ssrTemplate,
  };
}
