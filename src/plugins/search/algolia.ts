/**
 * Which search the build ships. The default is the site's offline index
 * built with the site; Algolia DocSearch replaces it only when all three
 * ALGOLIA_* variables are set at build time (see README «Поиск»).
 */
export type AlgoliaSettings = {
  appId: string;
  apiKey: string;
  indexName: string;
};

const NAMES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'];

/**
 * The Algolia settings, or undefined for the offline search. Setting only
 * some of the variables is a mistake worth stopping the build for.
 */
export function readAlgolia(
  env: Record<string, string | undefined>,
): AlgoliaSettings | undefined {
  const values = NAMES.map((name) => env[name]?.trim() ?? '');
  const set = values.filter((value) => value !== '').length;
  if (set === 0) {
    return undefined;
  }
  if (set < NAMES.length) {
    const missing = NAMES.filter((_, index) => values[index] === '');
    throw new Error(
      `Algolia search needs ${NAMES.join(', ')}; missing: ${missing.join(', ')}. Set all three, or none for the offline search.`,
    );
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return {appId, apiKey, indexName};
}
