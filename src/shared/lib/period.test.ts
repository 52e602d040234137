import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  budgetMonthRange,
  formatCustomRange,
  formatMonth,
  formatPeriod,
  formatQuarter,
  formatYear,
  nextPeriod,
  parseBudgetMonth,
  parsePeriod,
  parsePlainDate,
  periodContaining,
  periodLabel,
  periodRange,
  periodOfRange,
  previousPeriod,
  quarterOf,
  switchPeriodKind,
  type Period,
} from './period';

const date = (iso: string) => Temporal.PlainDate.from(iso);
const month = (iso: string): Period => ({ kind: 'month', month: Temporal.PlainYearMonth.from(iso) });
const custom = (start: string, end: string): Period => ({ kind: 'custom', start: date(start), end: date(end) });
/** Period text after `step`, so the tests read in the spec's own forms. */
const after = (text: string, step: (period: Period) => Period) => formatPeriod(step(parsePeriod(text)!));

describe('periodRange', () => {
  it.each([
    ['Q1 2024', '2024-01-01', '2024-03-31'],
    ['Q2 2024', '2024-04-01', '2024-06-30'],
    ['Q3 2024', '2024-07-01', '2024-09-30'],
    ['Q4 2024', '2024-10-01', '2024-12-31'],
  ])('gives a quarter its first and last day: %s', (text, start, end) => {
    expect(periodRange(text)).toEqual({ start, end });
  });

  it.each([
    ['January 2024', '2024-01-01', '2024-01-31'],
    ['February 2024', '2024-02-01', '2024-02-29'],
    ['February 2023', '2023-02-01', '2023-02-28'],
    ['February 2000', '2000-02-01', '2000-02-29'],
    ['February 1900', '1900-02-01', '1900-02-28'],
    ['April 2024', '2024-04-01', '2024-04-30'],
    ['December 2024', '2024-12-01', '2024-12-31'],
  ])('gives a month its first and last day, leap years included: %s', (text, start, end) => {
    expect(periodRange(text)).toEqual({ start, end });
  });

  it('gives a year 1 January to 31 December', () => {
    expect(periodRange('2024')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('reads a custom range, a single day included', () => {
    expect(periodRange('2024-01-05/2024-02-10')).toEqual({ start: '2024-01-05', end: '2024-02-10' });
    expect(periodRange('2024-02-29/2024-02-29')).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });

  it('ignores case and extra whitespace', () => {
    expect(periodRange('q1 2024')).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(periodRange('january 2024')).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(periodRange('DECEMBER 2024')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(periodRange('  Q4 \t 2024\n')).toEqual({ start: '2024-10-01', end: '2024-12-31' });
    expect(periodRange(' 2024 ')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('ignores empty and whitespace-only text', () => {
    expect(periodRange('')).toBeUndefined();
    expect(periodRange('   ')).toBeUndefined();
    expect(periodRange('\t\n')).toBeUndefined();
  });

  it.each([
    'Foo 2024',
    'Q5 2024',
    'Q0 2024',
    'Q 2024',
    'Quarter 2024',
    'Q1',
    '13 2024',
    '1 2024',
    'Jan 2024',
    'January',
    'January 24',
    'January 2024 extra',
    '2024 January',
    '24',
    '20244',
    'twenty',
    '2024-13-01/2024-13-31',
    '2023-02-29/2023-03-01',
    '2024-03-01/2024-02-01',
    '2024-01-01/',
    '2024-01-01/2024-01-31/2024-02-01',
    '20240101/20240131',
  ])('rejects invalid text: %s', (text) => {
    expect(periodRange(text)).toBeUndefined();
  });
});

describe('budgetMonthRange', () => {
  it('gives a budget month its first and last day', () => {
    expect(budgetMonthRange('March 2026')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(budgetMonthRange('February 2028')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(budgetMonthRange(' june  2026 ')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
  });

  it.each(['', '  ', 'Q1 2024', '2024', '2024-01-01/2024-01-31', 'Smarch 2026', '03 2026', 'March', 'March 26'])('rejects anything but a month-year: %j', (text) => {
    expect(budgetMonthRange(text)).toBeUndefined();
    expect(parseBudgetMonth(text)).toBeUndefined();
  });

  it('reads the month itself', () => {
    expect(parseBudgetMonth('November 2026')?.toString()).toBe('2026-11');
  });
});

describe('formatting', () => {
  it('writes the spec forms', () => {
    expect(formatMonth(Temporal.PlainYearMonth.from('2024-01'))).toBe('January 2024');
    expect(formatQuarter(2024, 4)).toBe('Q4 2024');
    expect(formatYear(2024)).toBe('2024');
    expect(formatCustomRange(date('2024-01-05'), date('2024-02-10'))).toBe('2024-01-05/2024-02-10');
  });

  it.each(['January 2024', 'September 1999', 'Q3 2024', '2024', '2024-01-05/2024-02-10'])('round-trips %s', (text) => {
    expect(formatPeriod(parsePeriod(text)!)).toBe(text);
  });

  it('writes what it read in canonical form', () => {
    expect(formatPeriod(parsePeriod('  march   2024 ')!)).toBe('March 2024');
    expect(formatPeriod(parsePeriod('q2 2024')!)).toBe('Q2 2024');
  });

  it('labels a custom range for the reader', () => {
    // Intl puts thin spaces around the dash.
    const label = (period: Period) => periodLabel(period, { locale: 'en-US' }).replace(/\s/g, ' ');
    expect(label(custom('2024-01-05', '2024-02-10'))).toBe('Jan 5 – Feb 10, 2024');
    expect(label(custom('2023-12-30', '2024-01-02'))).toBe('Dec 30, 2023 – Jan 2, 2024');
    expect(periodLabel(month('2024-03'))).toBe('March 2024');
    expect(periodLabel({ kind: 'quarter', year: 2024, quarter: 2 })).toBe('Q2 2024');
  });
});

describe('previous and next period', () => {
  it('steps months across December and January', () => {
    expect(after('December 2024', nextPeriod)).toBe('January 2025');
    expect(after('January 2025', previousPeriod)).toBe('December 2024');
    expect(after('February 2024', nextPeriod)).toBe('March 2024');
  });

  it('steps quarters across Q4 and Q1', () => {
    expect(after('Q4 2024', nextPeriod)).toBe('Q1 2025');
    expect(after('Q1 2025', previousPeriod)).toBe('Q4 2024');
    expect(after('Q2 2024', nextPeriod)).toBe('Q3 2024');
    expect(after('Q2 2024', previousPeriod)).toBe('Q1 2024');
  });

  it('steps years', () => {
    expect(after('2024', nextPeriod)).toBe('2025');
    expect(after('2024', previousPeriod)).toBe('2023');
  });

  it('moves a custom range by its own length', () => {
    expect(after('2024-01-05/2024-01-11', nextPeriod)).toBe('2024-01-12/2024-01-18');
    expect(after('2024-01-05/2024-01-11', previousPeriod)).toBe('2023-12-29/2024-01-04');
    expect(after('2024-02-28/2024-02-28', nextPeriod)).toBe('2024-02-29/2024-02-29');
    expect(after('2024-03-01/2024-03-31', previousPeriod)).toBe('2024-01-30/2024-02-29');
  });

  it('comes back to where it started', () => {
    for (const text of ['January 2024', 'Q1 2024', '2024', '2024-02-10/2024-03-15']) {
      expect(after(text, (p) => nextPeriod(previousPeriod(p)))).toBe(text);
    }
  });
});

describe('quarters of months', () => {
  it.each([
    ['2024-01', 1],
    ['2024-03', 1],
    ['2024-04', 2],
    ['2024-09', 3],
    ['2024-10', 4],
    ['2024-12', 4],
  ])('%s is in Q%i', (yearMonth, quarter) => {
    expect(quarterOf(Temporal.PlainYearMonth.from(yearMonth))).toBe(quarter);
  });

  it('finds the month, quarter and year of a day', () => {
    expect(formatPeriod(periodContaining('month', date('2024-12-31')))).toBe('December 2024');
    expect(formatPeriod(periodContaining('quarter', date('2024-12-31')))).toBe('Q4 2024');
    expect(formatPeriod(periodContaining('year', date('2024-12-31')))).toBe('2024');
  });
});

describe('switchPeriodKind', () => {
  const today = date('2024-05-15');
  const switched = (text: string, kind: Parameters<typeof switchPeriodKind>[1]) => formatPeriod(switchPeriodKind(parsePeriod(text)!, kind, today));

  it("goes to the period containing today while the current one contains it", () => {
    expect(switched('2024', 'month')).toBe('May 2024');
    expect(switched('2024', 'quarter')).toBe('Q2 2024');
    expect(switched('May 2024', 'quarter')).toBe('Q2 2024');
    expect(switched('Q2 2024', 'year')).toBe('2024');
  });

  it('otherwise goes to the period containing its first day', () => {
    expect(switched('2023', 'month')).toBe('January 2023');
    expect(switched('Q4 2023', 'month')).toBe('October 2023');
    expect(switched('2023-11-20/2024-01-10', 'quarter')).toBe('Q4 2023');
  });

  it("starts a custom range on the current period's dates", () => {
    expect(switched('February 2024', 'custom')).toBe('2024-02-01/2024-02-29');
    expect(switched('Q4 2023', 'custom')).toBe('2023-10-01/2023-12-31');
  });

  it('keeps the period when the kind is the same', () => {
    expect(switched('March 2023', 'month')).toBe('March 2023');
  });
});

describe('parsePlainDate', () => {
  it('reads a calendar date and nothing else', () => {
    expect(parsePlainDate('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(parsePlainDate('2023-02-29')).toBeUndefined();
    expect(parsePlainDate('2024-2-1')).toBeUndefined();
    expect(parsePlainDate('2024-02-01T00:00')).toBeUndefined();
    expect(parsePlainDate('')).toBeUndefined();
  });
});

describe('periodOfRange', () => {
  it.each([
    ['2024-03-01', '2024-03-31', 'March 2024'],
    ['2024-02-01', '2024-02-29', 'February 2024'],
    ['2024-01-01', '2024-03-31', 'Q1 2024'],
    ['2024-01-01', '2024-12-31', '2024'],
    ['2024-01-05', '2024-02-10', '2024-01-05/2024-02-10'],
    ['2024-03-01', '2024-03-30', '2024-03-01/2024-03-30'],
  ])('%s to %s is %s', (start, end, text) => {
    expect(formatPeriod(periodOfRange({ start, end })!)).toBe(text);
  });

  it.each([
    ['2024-03-02', '2024-03-01'],
    ['2024-02-30', '2024-03-01'],
    ['', '2024-03-01'],
  ])('%s to %s is no period', (start, end) => {
    expect(periodOfRange({ start, end })).toBeUndefined();
  });
});
