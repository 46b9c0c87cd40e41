/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/NavbarItem/ComponentTypes).
 *
 * Why: this map is in the main bundle of every page, and with it every
 * navbar item kind it names. The site has one language and one docs
 * version, so the locale and version dropdowns, and the generic dropdown,
 * are about 6 KB of script (2 KiB brotli) no reader runs. A navbar item of
 * a kind left out stops the build with «No NavbarItem component found for
 * type …»: put its line back from upstream's list (dropdown,
 * localeDropdown, docsVersion, docsVersionDropdown).
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

// LOCAL CHANGE start: only the kinds a single-language, single-version site uses
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} as Partial<ComponentTypesObject> as ComponentTypesObject;
// LOCAL CHANGE end

export default ComponentTypes;
