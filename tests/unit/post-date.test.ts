import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {formatDateRu} from '../../src/components/PostDate/formatDate';

describe('a date in Russian', () => {
  const intl = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('reads as Intl.DateTimeFormat writes it, every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      assert.equal(formatDateRu(date), intl.format(date));
    }
  });

  it('takes the day in UTC from an ISO string, whatever the time', () => {
    for (const iso of [
      '2026-11-22T23:59:59+00:00',
      '2026-11-23T02:30:00+03:00',
      '2025-09-15',
    ]) {
      assert.equal(formatDateRu(iso), intl.format(new Date(iso)));
    }
    assert.equal(formatDateRu('2025-09-15'), '15 сентября 2025 г.');
  });
});
