/**
 * A date as readers see it in Russian text, shared by the date components
 * (./index.tsx) and tested in tests/unit/post-date.test.ts.
 */
/** Month names in the genitive, as in «15 сентября». */
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * «15 сентября 2025 г.», the text of `Intl.DateTimeFormat('ru-RU', {day:
 * 'numeric', month: 'long', year: 'numeric'})`, without building that
 * formatter: its first use loads the locale's data, about 30 ms of main
 * thread (120 ms at Lighthouse's CPU slowdown) on every article page, which
 * shows two dates (tests/unit/post-date.test.ts compares both for every
 * day of a year). In UTC on both the server and the browser: a date in the
 * reader's time zone could differ from the prerendered HTML and break
 * hydration.
 */
export function formatDateRu(date: string | Date): string {
  const value = new Date(date);
  return `${value.getUTCDate()} ${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()} г.`;
}
