/**
 * Builds two pages from the content of the docs and blog plugins:
 * - the home page `/`, with one card per docs section (label, article count,
 *   featured articles) and the latest posts;
 * - `/blog/authors/all-articles`, every author with all of their posts.
 *
 * Both are computed in `allContentLoaded`, so a new article or post shows up
 * without anyone editing a list. The data reaches each page as a JSON module
 * of that route only, not as global data every page would download.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import type {Feature} from '../features';
import {siteModule} from '../modulePath';

import {
  authorsWithPosts,
  latestPosts,
  summarizeSections,
  type SidebarNode,
} from './overview';

/** How many posts the home page shows. */
const HOME_POSTS = 3;

export const ALL_ARTICLES_PATH = 'blog/authors/all-articles';

export default function siteOverviewPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-overview',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        BlogContent | undefined;
      if (!docs || !blog) {
        throw new Error(
          'site-overview needs the docs and blog plugins of the classic preset',
        );
      }
      const version = docs.loadedVersions[0]!;
      const sidebar = (version.sidebars.tutorialSidebar ?? []) as SidebarNode[];

      const home = await actions.createData(
        'home.json',
        JSON.stringify({
          sections: summarizeSections(sidebar, version.docs),
          posts: latestPosts(blog.blogPosts, HOME_POSTS),
        }),
      );
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {data: siteModule(home, context)},
      });

      const authors = await actions.createData(
        'authors-all-articles.json',
        JSON.stringify(
          authorsWithPosts(
            Object.values(blog.authorsMap ?? {}),
            blog.blogPosts,
          ),
        ),
      );
      actions.addRoute({
        // baseUrl always ends with a slash (see src/data/site.ts).
        path: `${context.baseUrl}${ALL_ARTICLES_PATH}`,
        exact: true,
        component: '@site/src/components/AuthorsAllArticlesPage',
        modules: {data: siteModule(authors, context)},
      });
    },
  };
}

/**
 * The home page and the alternative author list, built from the docs and
 * blog content at build time: nothing to keep in sync by hand.
 */
export const siteOverviewFeature: Feature = {
  name: 'site-overview',
  plugins: [siteOverviewPlugin],
};
