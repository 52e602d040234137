import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthName, periodRange, shortDayName } from './calendar.ts';

describe('dates as people read them', () => {
  it('names a month, and a day in short', () => {
    expect([monthName('2026-01'), monthName('2026-11'), monthName('1999-12')]).toEqual(['January 2026', 'November 2026', 'December 1999']);
    expect([shortDayName('2026-11-28'), shortDayName('2026-12-01'), shortDayName('2027-02-09')]).toEqual(['Nov 28', 'Dec 1', 'Feb 9']);
  });
});

describe('days of any year', () => {
  it('keeps years 0 to 99 as those years (Date.UTC reads them as 1900 to 1999)', () => {
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
    expect(addMonths('0001-01-31', 1)).toBe('0001-02-28');
  });

  it('gives a period’s first and last days, leap years included', () => {
    expect(periodRange('2024')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(periodRange('Q1 2024')).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(periodRange('February 2100')).toEqual({ start: '2100-02-01', end: '2100-02-28' });
    expect(periodRange('February 2000')).toEqual({ start: '2000-02-01', end: '2000-02-29' });
    expect(periodRange('Smarch 2024')).toBeNull();
  });
});
