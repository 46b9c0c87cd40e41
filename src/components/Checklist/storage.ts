/**
 * Where a checklist keeps its ticks: the reader's browser, one key per
 * list (`kb.checklist:<page path>:<hash of the items>`; a list whose items
 * change starts afresh). When storage is refused (private mode, a policy,
 * a full disk), the spec's rule holds (SPEC §8): a warning in the console,
 * nothing stored, the ticks live until the page is left.
 */

export const CHECKLIST_PREFIX = 'kb.checklist:';

/** FNV-1a of the list's items: short, stable, enough to tell lists apart. */
export function listHash(items: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of items.join('\n')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function checklistKey(
  pathname: string,
  items: readonly string[],
): string {
  return `${CHECKLIST_PREFIX}${pathname}:${listHash(items)}`;
}

let warned = false;
function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'Отметки списков не сохраняются: браузер запретил хранилище.',
    error,
  );
}

/**
 * The ticked items, or null when storage cannot be read. A value that is
 * not a list of the items (edited by hand, an old format) counts as none.
 */
export function readTicks(
  key: string,
  items: readonly string[],
): Set<string> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    warn(error);
    return null;
  }
  let saved: unknown = [];
  try {
    saved = raw ? JSON.parse(raw) : [];
  } catch {
    saved = [];
  }
  return new Set(
    Array.isArray(saved)
      ? saved.filter(
          (item): item is string =>
            typeof item === 'string' && items.includes(item),
        )
      : [],
  );
}

/** Stores the ticks (none: the key is removed); false when refused. */
export function writeTicks(key: string, ticks: ReadonlySet<string>): boolean {
  try {
    if (ticks.size === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify([...ticks]));
    return true;
  } catch (error) {
    warn(error);
    return false;
  }
}
