/**
 * The reader's own values that the generators fill in: the domain and the
 * mailbox, typed once and remembered in the browser (`kb.reader`), so the
 * next article's generator already has them. When storage is refused
 * (private mode, a policy, a full disk), the spec's rule holds (SPEC §8):
 * one warning in the console, nothing stored, the values live until the
 * page is left.
 */

export const READER_KEY = 'kb.reader';

export interface ReaderValues {
  domain: string;
  mailbox: string;
}

export const EMPTY_READER: ReaderValues = {domain: '', mailbox: ''};

let warned = false;
function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'Домен и почтовый ящик не сохраняются: браузер запретил хранилище.',
    error,
  );
}

/** The remembered values, or null when storage cannot be read. */
export function readReader(): ReaderValues | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(READER_KEY);
  } catch (error) {
    warn(error);
    return null;
  }
  let saved: unknown = null;
  try {
    saved = raw ? JSON.parse(raw) : null;
  } catch {
    saved = null;
  }
  const field = (name: keyof ReaderValues): string => {
    const value = (saved as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' ? value.slice(0, 320) : '';
  };
  return {domain: field('domain'), mailbox: field('mailbox')};
}

/** Stores the values (both empty: the key is removed); false when refused. */
export function writeReader(values: ReaderValues): boolean {
  try {
    if (!values.domain && !values.mailbox) {
      window.localStorage.removeItem(READER_KEY);
    } else {
      window.localStorage.setItem(READER_KEY, JSON.stringify(values));
    }
    return true;
  } catch (error) {
    warn(error);
    return false;
  }
}
