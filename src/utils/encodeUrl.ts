/**
 * The percent-encoded form of a URL or path: `/docs/category/плагины` and
 * `/docs/category/%D0%BF%D0%BB…` both give the second. One encoding for
 * every address the site publishes (sitemap, canonical, og:url, hreflang,
 * structured data), the one the sitemap protocol asks for and the one a
 * browser's `location.pathname` has, so the server-rendered HTML and the
 * hydrated page say the same. Already-encoded input is not encoded twice.
 */
export function encodeUrl(url: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    // A stray "%" that is no escape: encode what is there.
    decoded = url;
  }
  return encodeURI(decoded);
}
