import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';

import type {Provider} from '@site/src/data/provider';
import {encodeUrl} from '@site/src/utils/encodeUrl';

/**
 * Wrapper: adds Article structured data (schema.org JSON-LD) to every doc,
 * next to the BreadcrumbList the theme already gives it: the headline and
 * description of the page, its canonical address, the language, and the
 * provider as author and publisher, and `dateModified`: the date the
 * article's file last changed in git, the one «Обновлено» shows under the
 * title (src/components/ArticleMeta). Blog posts get BlogPosting, an Article,
 * from the blog plugin.
 */
export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const provider = siteConfig.customFields!.provider as Provider;
  const image = useBaseUrl(
    frontMatter.image ?? (siteConfig.themeConfig.image as string),
    {absolute: true},
  );
  const url = encodeUrl(`${siteConfig.url}${metadata.permalink}`);
  const modified = metadata.lastUpdatedAt
    ? new Date(metadata.lastUpdatedAt).toISOString()
    : undefined;
  const organization = {
    '@type': 'Organization',
    name: provider.name,
    url: provider.siteUrl,
  };
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: metadata.title,
    description: metadata.description,
    inLanguage: 'ru',
    image,
    author: organization,
    publisher: organization,
    ...(modified && {dateModified: modified}),
  };
  return (
    <>
      <Metadata />
      <Head>
        <script type="application/ld+json">{JSON.stringify(article)}</script>
        {/* An article for Open Graph too, with its modified time. */}
        <meta property="og:type" content="article" />
        {modified && (
          <meta property="article:modified_time" content={modified} />
        )}
      </Head>
    </>
  );
}
