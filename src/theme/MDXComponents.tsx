import MDXComponents from '@theme-original/MDXComponents';

import ProviderValue from '@site/src/components/ProviderValue';

/**
 * Wrapper: components every Markdown page may use without an import.
 * `<ProviderValue name="…" />` puts the provider's hosting values (SMTP
 * server, panel paths) into the mail and PHP articles.
 */
export default {
  ...MDXComponents,
  ProviderValue,
};
