import type {ReactNode} from 'react';

// UTC on both the server and the browser: a date formatted in the reader's
// time zone could differ from the prerendered HTML and break hydration.
const formatter = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post date in Russian, e.g. «15 сентября 2025 г.». */
export default function PostDate({date}: {date: string}): ReactNode {
  return <time dateTime={date}>{formatter.format(new Date(date))}</time>;
}
