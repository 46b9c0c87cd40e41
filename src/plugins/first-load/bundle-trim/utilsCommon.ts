/**
 * Stand-in for @docusaurus/utils-common 3.10.2 in the browser bundle: the
 * same exports, as an ES module. Upstream's lib/index.js is CommonJS and
 * calls `tslib.__importDefault`; requiring tslib that way puts every one of
 * its helpers in main.js (3.4 KiB brotli, none of the others used). The
 * functions themselves come from upstream's own files.
 * tests/unit/first-load.test.ts checks that the export list matches.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors
export const blogPostContainerID = '__blog-post-container';
