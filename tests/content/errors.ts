/**
 * The error messages and symptoms hosting customers meet most, each mapped
 * to the article that fixes it (issue 13). Each text is written exactly as
 * the article quotes it (inside `:msg[…]`, a code span or «ёлочки») and as
 * the product or program shows it; `ru`/`en` is null where that program
 * has no text in that language (PHP speaks English only). tests/content/
 * errors.test.ts checks that the article has it under «Если что-то пошло не
 * так»; tests/e2e/search.spec.ts pastes each into the site search.
 */

export type ErrorSource =
  | 'wordpress'
  | 'contact-form-7'
  | 'flamingo'
  | 'wp-mail-smtp'
  | 'user-registration'
  | 'ospanel'
  | 'php'
  | 'chromium'
  | 'mariadb'
  | 'nginx'
  | 'apache'
  | 'symptom';

export type CoveredError = {
  /** The article, as a path from the repository root. */
  article: string;
  /** The Russian text a reader sees or types, or null. */
  ru: string | null;
  /** The English text a reader sees (English site, logs), or null. */
  en: string | null;
  /**
   * Who shows it. Products with a dictionary of labels (WordPress, the
   * plugins, OSPanel) are checked against it.
   */
  source: ErrorSource;
  /** Where the text comes from: file and release, Chromium id, a command. */
  ref: string;
};

export const MIN_COVERED_ERRORS = 40;

export const COVERED_ERRORS: CoveredError[] = [];
