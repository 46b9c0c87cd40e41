/**
 * Pure summaries of the docs and blog content, computed at build time for
 * the home page and the alternative author list. Kept free of Docusaurus
 * imports so that the unit tests can feed it small fixtures.
 */

/** The part of a docs sidebar item this module reads. */
export type SidebarNode = {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarNode[];
  link?: {type: string; permalink?: string; id?: string; description?: string};
};

/** The part of a doc's metadata this module reads. */
export type DocInfo = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  frontMatter: {[key: string]: unknown};
};

export type ArticleLink = {
  title: string;
  permalink: string;
  description: string;
};

export type SectionSummary = {
  label: string;
  permalink: string;
  description: string;
  articleCount: number;
  /** The articles the home page shows for the section, in reading order. */
  featured: ArticleLink[];
};

/** The part of a blog post's metadata this module reads. */
export type PostInfo = {
  metadata: {
    title: string;
    permalink: string;
    description: string;
    date: Date | string;
    unlisted: boolean;
    authors: {key: string | null}[];
  };
};

export type AuthorInfo = {
  key: string;
  name?: string;
  title?: string;
  imageURL?: string;
  page: {permalink: string} | null;
};

export type PostSummary = {
  title: string;
  permalink: string;
  description: string;
  /** ISO 8601, so the JSON handed to the page is plain data. */
  date: string;
};

export type AuthorWithPosts = {
  key: string;
  name: string;
  title: string | null;
  imageURL: string | null;
  permalink: string | null;
  posts: PostSummary[];
};

/** How many articles a section card lists on the home page. */
export const FEATURED_PER_SECTION = 3;

function docsOf(node: SidebarNode): string[] {
  if (node.type === 'doc' && node.id) {
    return [node.id];
  }
  return (node.items ?? []).flatMap(docsOf);
}

/**
 * One summary per top-level category of the sidebar, in sidebar order.
 * Articles marked `featured: true` in their front matter come first; the
 * rest of the card is filled in reading order. A category without a link of
 * its own links to its first article, so every card leads somewhere.
 */
export function summarizeSections(
  sidebar: readonly SidebarNode[],
  docs: readonly DocInfo[],
  featuredPerSection: number = FEATURED_PER_SECTION,
): SectionSummary[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return sidebar.flatMap((node): SectionSummary[] => {
    if (node.type !== 'category') {
      return [];
    }
    const articles = docsOf(node)
      .map((id) => byId.get(id))
      .filter((doc): doc is DocInfo => doc !== undefined);
    if (articles.length === 0) {
      return [];
    }
    const linkedDoc = node.link?.id ? byId.get(node.link.id) : undefined;
    const permalink =
      node.link?.permalink ?? linkedDoc?.permalink ?? articles[0]!.permalink;
    const ranked = [
      ...articles.filter((doc) => doc.frontMatter.featured === true),
      ...articles.filter((doc) => doc.frontMatter.featured !== true),
    ];
    return [
      {
        label: node.label ?? articles[0]!.title,
        permalink,
        description: node.link?.description ?? linkedDoc?.description ?? '',
        articleCount: articles.length,
        featured: ranked.slice(0, featuredPerSection).map((doc) => ({
          title: doc.title,
          permalink: doc.permalink,
          description: doc.description,
        })),
      },
    ];
  });
}

function toSummary(post: PostInfo): PostSummary {
  const {title, permalink, description, date} = post.metadata;
  return {
    title,
    permalink,
    description,
    date: new Date(date).toISOString(),
  };
}

function newestFirst(a: PostSummary, b: PostSummary): number {
  return b.date.localeCompare(a.date);
}

/** The newest listed posts, newest first. */
export function latestPosts(
  posts: readonly PostInfo[],
  count: number,
): PostSummary[] {
  return posts
    .filter((post) => !post.metadata.unlisted)
    .map(toSummary)
    .sort(newestFirst)
    .slice(0, count);
}

/**
 * Every author of the authors map with all of their listed posts, newest
 * first. Authors are ordered by name so that the page does not depend on the
 * order of the YAML file.
 */
export function authorsWithPosts(
  authors: readonly AuthorInfo[],
  posts: readonly PostInfo[],
): AuthorWithPosts[] {
  return authors
    .map((author) => ({
      key: author.key,
      name: author.name ?? author.key,
      title: author.title ?? null,
      imageURL: author.imageURL ?? null,
      permalink: author.page?.permalink ?? null,
      posts: posts
        .filter(
          (post) =>
            !post.metadata.unlisted &&
            post.metadata.authors.some(({key}) => key === author.key),
        )
        .map(toSummary)
        .sort(newestFirst),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
