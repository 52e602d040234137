import { describe, expect, it } from 'vitest';
import { dateTicks } from './date-ticks';

const days = (start: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('dateTicks', () => {
  it('marks each month of a year at its first day, by name', () => {
    const { ticks, format } = dateTicks(days('2025-01-01', 365));
    expect(ticks?.map(format)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(ticks?.[2]).toBe('2025-03-01');
  });

  it('marks the months of a quarter', () => {
    const { ticks, format } = dateTicks(days('2026-10-01', 92));
    expect(ticks?.map(format)).toEqual(['Oct', 'Nov', 'Dec']);
  });

  it('writes the days of a month as dates, leaving their spacing to the chart', () => {
    const { ticks, format } = dateTicks(days('2026-11-01', 30));
    expect(ticks).toBeUndefined();
    expect(format('2026-11-05')).toBe('Nov 5');
  });
});
