import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

import {encodeUrl} from '@site/src/utils/encodeUrl';

/**
 * Wrapper: the breadcrumbs' JSON-LD gives each level's address in the same
 * percent-encoded form as the sitemap and the canonical link (see
 * src/theme/SiteMetadata), not the raw Cyrillic of the sidebar.
 */
export default function DocBreadcrumbsStructuredDataWrapper(
  props: Props,
): ReactNode {
  return (
    <StructuredData
      {...props}
      breadcrumbs={props.breadcrumbs.map((breadcrumb) =>
        breadcrumb.href
          ? {...breadcrumb, href: encodeUrl(breadcrumb.href)}
          : breadcrumb,
      )}
    />
  );
}
