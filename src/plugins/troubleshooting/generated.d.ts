// Written by the build (./index.ts): the symptoms for the home page, and
// the whole tree for the guide, which the home page loads when the reader
// reaches it.
declare module '@generated/troubleshooting/default/symptoms.json' {
  const symptoms: import('./types').GuideSymptom[];
  export default symptoms;
}
declare module '@generated/troubleshooting/default/tree.json' {
  const tree: import('./types').GuideTree;
  export default tree;
}
