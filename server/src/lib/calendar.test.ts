import { describe, expect, it } from 'vitest';
import { monthName, shortDayName } from './calendar.ts';

describe('dates as people read them', () => {
  it('names a month, and a day in short', () => {
    expect([monthName('2026-01'), monthName('2026-11'), monthName('1999-12')]).toEqual(['January 2026', 'November 2026', 'December 1999']);
    expect([shortDayName('2026-11-28'), shortDayName('2026-12-01'), shortDayName('2027-02-09')]).toEqual(['Nov 28', 'Dec 1', 'Feb 9']);
  });
});
