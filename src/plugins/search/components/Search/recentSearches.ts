/**
 * The reader's last searches, kept in this browser only (localStorage) so
 * that the search box can offer them again. Written only when the reader
 * opens a result, so a visitor who never searches stores nothing here.
 *
 * When storage is unavailable (private mode, blocked cookies) a warning is
 * logged once and the list simply stays empty, as for the theme's own keys.
 */
export const RECENT_KEY = 'kb.search.recent';
export const RECENT_LIMIT = 5;

export type Recent = {query: string; title: string; url: string};

let warned = false;

function warn(error: unknown): void {
  if (!warned) {
    warned = true;
    console.warn('Поиск: недавние запросы не сохраняются', error);
  }
}

function isRecent(value: unknown): value is Recent {
  const item = value as Recent;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.query === 'string' &&
    typeof item.title === 'string' &&
    typeof item.url === 'string'
  );
}

export function readRecent(storage: Storage | undefined): Recent[] {
  try {
    const raw = storage?.getItem(RECENT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(isRecent).slice(0, RECENT_LIMIT)
      : [];
  } catch (error) {
    warn(error);
    return [];
  }
}

/** Puts an opened result first; the same page appears once. */
export function rememberRecent(
  storage: Storage | undefined,
  entry: Recent,
): Recent[] {
  const list = [
    entry,
    ...readRecent(storage).filter((item) => item.url !== entry.url),
  ].slice(0, RECENT_LIMIT);
  try {
    storage?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch (error) {
    warn(error);
  }
  return list;
}

/** The browser's localStorage, or undefined where touching it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    warn(error);
    return undefined;
  }
}
