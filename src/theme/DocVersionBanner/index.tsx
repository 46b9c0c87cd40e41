/**
 * Replaces theme-classic's DocVersionBanner (3.10.2): the site has one docs
 * version, «current», with no banner (docusaurus.config.ts sets no
 * `versions`), so the original always renders nothing — but ships its
 * version-suggestion hooks in every doc page's scripts. Its measured gain is in the
 * table of src/theme/README.md. With a second docs version,
 * delete this file.
 */
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
