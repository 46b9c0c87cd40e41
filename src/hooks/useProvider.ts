import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Provider} from '@site/src/data/provider';

/**
 * The provider's identity in the browser. The config computes it once at
 * build time (src/data/provider.ts) and passes it in `customFields`.
 */
export default function useProvider(): Provider {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.provider as Provider;
}
