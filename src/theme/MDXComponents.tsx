import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import ProviderValue from '@site/src/components/ProviderValue';

/**
 * A Markdown table scrolls sideways when it is wider than the article (the
 * theme gives it `display: block; overflow: auto`), as the source tables of
 * the OSPanel articles do. A region that scrolls must be reachable from the
 * keyboard (axe: scrollable-region-focusable), so a table takes the focus,
 * as a code block does.
 */
function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

/**
 * Wrapper: components every Markdown page may use without an import.
 * `<ProviderValue name="…" />` puts the provider's hosting values (SMTP
 * server, panel paths) into the mail and PHP articles.
 */
export default {
  ...MDXComponents,
  table: Table,
  ProviderValue,
};
