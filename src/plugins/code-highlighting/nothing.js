// What theme-classic's prism-include-languages client module is aliased to
// (./index.ts). A file of the site rather than webpack's `false`: an ignored
// module's id is hashed from its absolute path, which put the folder the site
// was built in into every page's main bundle.
