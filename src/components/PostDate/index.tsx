import type {ReactNode} from 'react';

import {formatDateRu} from './formatDate';

/** A date in Russian, e.g. «15 сентября 2025 г.». */
export default function PostDate({date}: {date: string}): ReactNode {
  return <time dateTime={date}>{formatDateRu(date)}</time>;
}
