import { describe, expect, it } from 'vitest';
import { dateAxisFormat } from './date-axis';

describe('the date axis of a balance chart', () => {
  it('names days over a month or a quarter, and months with their year beyond', () => {
    const quarter = dateAxisFormat(['2026-09-01', '2026-11-28']);
    expect(quarter('2026-11-05')).toBe(new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 5)));
    const year = dateAxisFormat(['2025-11-30', '2026-11-28']);
    expect(year('2025-11-30')).toBe(new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2025, 10, 30)));
    expect(year('2025-11-30')).not.toBe(quarter('2025-11-30'));
  });
});
