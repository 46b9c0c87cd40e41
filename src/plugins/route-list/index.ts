/**
 * The build's own list of its routes, for the tests (tests/site-routes.ts):
 * every page of the route tree Docusaurus rendered, with the plugin that
 * made it and its source file, and what the docs and blog plugins loaded
 * (each doc's and post's permalink, the sidebar's sections, the tags and
 * authors with their pages). The tests read it instead of working out
 * Docusaurus's slug and permalink rules again.
 *
 * Written next to the build, never into it (the build folder is deployed):
 * `<siteDir>/.cache/route-list/<name of the out dir>.json`, one per out dir,
 * since npm test makes build/, build-crashtest/ and build-base/ in the same
 * site. A build step of src/plugins/build-output, after the others: the
 * list exists once the pages and the build's files do.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {
  BlogContent,
  PluginOptions as BlogOptions,
} from '@docusaurus/plugin-content-blog';
import type {RouteConfig} from '@docusaurus/types';

import type {BuildStep, PostBuildProps} from '../build-output';
import type {Feature} from '../features';

export type RouteList = {
  /** The build's folder, absolute, and its base URL. */
  outDir: string;
  baseUrl: string;
  /** Every page: the leaves of the route tree, with base URL. */
  routes: {path: string; plugin: string; source: string | null}[];
  /** Every doc of the build (drafts are none), sources relative, with `/`. */
  docs: {source: string; permalink: string; unlisted: boolean}[];
  /** The categories at the top of each sidebar, in sidebar order. */
  categories: {
    label: string;
    /** The generated index, if the category has one. */
    permalink: string | null;
    title: string | null;
    description: string | null;
    /** Sources of the docs in it, nested categories included. */
    docs: string[];
  }[];
  blog: {
    postsPerPage: number;
    feedLimit: number;
    pageBasePath: string;
    /** Newest first, as the blog orders them. */
    posts: {
      source: string;
      permalink: string;
      title: string;
      date: string;
      unlisted: boolean;
      /** Keys of authors.yml. */
      authors: string[];
      /** Permalinks of the tags. */
      tags: string[];
    }[];
    tags: {
      label: string;
      permalink: string;
      unlisted: boolean;
      /** The tag's list pages: its permalink, then …/page/2 and on. */
      pages: string[];
    }[];
    authors: {key: string; name: string; permalink: string | null}[];
  };
};

/** Where the build with this out dir writes its list. */
export function routeListFile(siteDir: string, outDir: string): string {
  return path.join(
    siteDir,
    '.cache',
    'route-list',
    `${path.basename(path.resolve(outDir))}.json`,
  );
}

type Sidebar = DocsContent['loadedVersions'][number]['sidebars'][string];

/** `@site/docs/x.md` → `docs/x.md`. */
const relative = (source: string) => source.replace(/^@site\//, '');

function leaves(
  routes: readonly RouteConfig[],
  plugin: string,
): RouteList['routes'] {
  return routes.flatMap((route) =>
    route.routes?.length
      ? leaves(route.routes, plugin)
      : [
          {
            path: route.path,
            plugin,
            source: route.metadata?.sourceFilePath ?? null,
          },
        ],
  );
}

export function routeList(props: PostBuildProps): RouteList {
  const loaded = (name: string) =>
    props.plugins.find(
      (plugin) =>
        plugin.name === name && (plugin.options.id ?? 'default') === 'default',
    );
  const docsPlugin = loaded('docusaurus-plugin-content-docs');
  const blogPlugin = loaded('docusaurus-plugin-content-blog');
  const version = (docsPlugin?.content as DocsContent | undefined)
    ?.loadedVersions[0];
  const blog = blogPlugin?.content as BlogContent | undefined;
  if (!version || !blog) {
    throw new Error('route-list: the docs or blog plugin has no content');
  }
  const sourceOf = new Map(
    version.docs.map((doc) => [doc.id, relative(doc.source)]),
  );
  const docsIn = (items: Sidebar): string[] =>
    items.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') {
        return [sourceOf.get(item.id)!];
      }
      if (item.type === 'category') {
        const own =
          item.link?.type === 'doc' ? [sourceOf.get(item.link.id)!] : [];
        return [...own, ...docsIn(item.items)];
      }
      return [];
    });
  const blogOptions = blogPlugin!.options as unknown as BlogOptions;
  return {
    outDir: path.resolve(props.outDir),
    baseUrl: props.baseUrl,
    routes: props.routes.flatMap((route) => leaves([route], route.plugin.name)),
    docs: version.docs.map((doc) => ({
      source: relative(doc.source),
      permalink: doc.permalink,
      unlisted: doc.unlisted,
    })),
    categories: Object.values(version.sidebars).flatMap((items) =>
      items.flatMap((item) =>
        item.type === 'category'
          ? [
              {
                label: item.label,
                permalink:
                  item.link?.type === 'generated-index'
                    ? item.link.permalink
                    : null,
                title:
                  item.link?.type === 'generated-index'
                    ? (item.link.title ?? null)
                    : null,
                description:
                  item.link?.type === 'generated-index'
                    ? (item.link.description ?? null)
                    : null,
                docs: docsIn([item]),
              },
            ]
          : [],
      ),
    ),
    blog: {
      postsPerPage:
        blogOptions.postsPerPage === 'ALL'
          ? Math.max(1, blog.blogPosts.length)
          : blogOptions.postsPerPage,
      feedLimit:
        typeof blogOptions.feedOptions.limit === 'number'
          ? blogOptions.feedOptions.limit
          : blog.blogPosts.length,
      pageBasePath: blogOptions.pageBasePath,
      posts: blog.blogPosts.map(({metadata}) => ({
        source: relative(metadata.source),
        permalink: metadata.permalink,
        title: metadata.title,
        date: metadata.date.toISOString(),
        unlisted: metadata.unlisted,
        authors: metadata.authors.flatMap((author) =>
          author.key ? [author.key] : [],
        ),
        tags: metadata.tags.map((tag) => tag.permalink),
      })),
      tags: Object.values(blog.blogTags).map((tag) => ({
        label: tag.label,
        permalink: tag.permalink,
        unlisted: tag.unlisted,
        pages: tag.pages.map((page) => page.metadata.permalink),
      })),
      authors: Object.values(blog.authorsMap ?? {}).map((author) => ({
        key: author.key,
        name: author.name ?? author.key,
        permalink: author.page?.permalink ?? null,
      })),
    },
  };
}

export const routeListStep: BuildStep = {
  name: 'route-list',
  async run(props) {
    const list = routeList(props);
    const file = routeListFile(props.siteDir, props.outDir);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, `${JSON.stringify(list, null, 1)}\n`);
    return `${list.routes.length} routes into ${path.relative(props.siteDir, file)}`;
  },
};

/** The feature (src/plugins/features.ts): a build step, after the others. */
export const routeListFeature: Feature = {
  name: 'route-list',
  buildSteps: [routeListStep],
};
