// Written by the build (./index.ts): every listed article's address and
// title, for the not-found page's suggestions (./notFound.ts).
declare module '@generated/search/default/articles.json' {
  const articles: {url: string; title: string}[];
  export default articles;
}
