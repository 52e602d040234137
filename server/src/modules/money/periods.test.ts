import { describe, expect, it } from 'vitest';
import { comparedDayOf, comparedPeriod, daysElapsed, likeWithLike, likeWithLikeRanges, monthsToAverage, rangeLabel, wholeMonthsOf, type Comparison } from './periods.ts';

const range = (start: string, end: string) => ({ start, end });
const MONTH_NOV_2026 = range('2026-11-01', '2026-11-30');

/**
 * The like-with-like table (README, "Periods compared"): a period on a given day, compared with the
 * previous period or the same one last year → the days counted, the days they are set against
 * and how the latter are named. Every expected range is written out by hand from a calendar.
 */
const TABLE: [rule: string, period: { start: string; end: string }, comparison: Comparison, today: string, expected: { elapsed: string | null; compared: string | null; label: string | null; inProgress: boolean }][] = [
  // Months.
  ['a month in progress: the same days of the month before', MONTH_NOV_2026, 'previous_period', '2026-11-27', { elapsed: '2026-11-01/2026-11-27', compared: '2026-10-01/2026-10-27', label: 'Oct 1–27', inProgress: true }],
  ['a month in progress on its first day: one day of the month before', MONTH_NOV_2026, 'previous_period', '2026-11-01', { elapsed: '2026-11-01/2026-11-01', compared: '2026-10-01/2026-10-01', label: 'Oct 1', inProgress: true }],
  ['a month in progress against the same days last year', MONTH_NOV_2026, 'same_period_last_year', '2026-11-27', { elapsed: '2026-11-01/2026-11-27', compared: '2025-11-01/2025-11-27', label: 'Nov 1–27, 2025', inProgress: true }],
  ['a month on its last day is still in progress: 30 days of a 31-day month', MONTH_NOV_2026, 'previous_period', '2026-11-30', { elapsed: '2026-11-01/2026-11-30', compared: '2026-10-01/2026-10-30', label: 'Oct 1–30', inProgress: true }],
  ['a month the day after its last is whole', MONTH_NOV_2026, 'previous_period', '2026-12-01', { elapsed: '2026-11-01/2026-11-30', compared: '2026-10-01/2026-10-31', label: 'October 2026', inProgress: false }],
  ['the 31st against a 28-day February: all of February', range('2026-03-01', '2026-03-31'), 'previous_period', '2026-03-31', { elapsed: '2026-03-01/2026-03-31', compared: '2026-02-01/2026-02-28', label: 'February 2026', inProgress: true }],
  ['a past month is whole against a whole month', range('2026-03-01', '2026-03-31'), 'previous_period', '2026-11-27', { elapsed: '2026-03-01/2026-03-31', compared: '2026-02-01/2026-02-28', label: 'February 2026', inProgress: false }],
  ['a month that has not begun has nothing to compare', range('2026-12-01', '2026-12-31'), 'previous_period', '2026-11-27', { elapsed: null, compared: null, label: null, inProgress: false }],
  ['the 29th against a 28-day February: all of February', range('2026-03-01', '2026-03-31'), 'previous_period', '2026-03-29', { elapsed: '2026-03-01/2026-03-29', compared: '2026-02-01/2026-02-28', label: 'February 2026', inProgress: true }],
  ['the 28th against a 28-day February: all of it', range('2026-03-01', '2026-03-31'), 'previous_period', '2026-03-28', { elapsed: '2026-03-01/2026-03-28', compared: '2026-02-01/2026-02-28', label: 'February 2026', inProgress: true }],
  ['the 27th against February: its first 27 days', range('2026-03-01', '2026-03-31'), 'previous_period', '2026-03-27', { elapsed: '2026-03-01/2026-03-27', compared: '2026-02-01/2026-02-27', label: 'Feb 1–27', inProgress: true }],
  ['the 30th against a leap February: all 29 days', range('2024-03-01', '2024-03-31'), 'previous_period', '2024-03-30', { elapsed: '2024-03-01/2024-03-30', compared: '2024-02-01/2024-02-29', label: 'February 2024', inProgress: true }],
  ['the 30th of October against September: all 30 days', range('2026-10-01', '2026-10-31'), 'previous_period', '2026-10-30', { elapsed: '2026-10-01/2026-10-30', compared: '2026-09-01/2026-09-30', label: 'September 2026', inProgress: true }],
  ['the 30th of December against November', range('2026-12-01', '2026-12-31'), 'previous_period', '2026-12-30', { elapsed: '2026-12-01/2026-12-30', compared: '2026-11-01/2026-11-30', label: 'November 2026', inProgress: true }],
  ['a leap day: 29 days of February against last year\'s 28', range('2024-02-01', '2024-02-29'), 'same_period_last_year', '2024-02-29', { elapsed: '2024-02-01/2024-02-29', compared: '2023-02-01/2023-02-28', label: 'February 2023', inProgress: true }],
  ['February 28th of a leap year against last year\'s whole February', range('2024-02-01', '2024-02-29'), 'same_period_last_year', '2024-02-28', { elapsed: '2024-02-01/2024-02-28', compared: '2023-02-01/2023-02-28', label: 'February 2023', inProgress: true }],
  ['January against the December before: the year is named', range('2027-01-01', '2027-01-31'), 'previous_period', '2027-01-10', { elapsed: '2027-01-01/2027-01-10', compared: '2026-12-01/2026-12-10', label: 'Dec 1–10, 2026', inProgress: true }],
  // Quarters.
  ['Q4 to date: the same count of days from the start of Q3', range('2026-10-01', '2026-12-31'), 'previous_period', '2026-11-27', { elapsed: '2026-10-01/2026-11-27', compared: '2026-07-01/2026-08-27', label: 'Jul 1 – Aug 27', inProgress: true }],
  ['Q1 to date: 74 days from the start of Q4 before', range('2026-01-01', '2026-03-31'), 'previous_period', '2026-03-15', { elapsed: '2026-01-01/2026-03-15', compared: '2025-10-01/2025-12-13', label: 'Oct 1 – Dec 13, 2025', inProgress: true }],
  ['Q3 a day before its end: 91 days, all of Q2', range('2026-07-01', '2026-09-30'), 'previous_period', '2026-09-29', { elapsed: '2026-07-01/2026-09-29', compared: '2026-04-01/2026-06-30', label: 'Q2 2026', inProgress: true }],
  ['Q1 of a leap year on its last day: 91 days of Q4', range('2024-01-01', '2024-03-31'), 'previous_period', '2024-03-31', { elapsed: '2024-01-01/2024-03-31', compared: '2023-10-01/2023-12-30', label: 'Oct 1 – Dec 30, 2023', inProgress: true }],
  ['Q1 of a leap year once ended is whole', range('2024-01-01', '2024-03-31'), 'previous_period', '2024-04-01', { elapsed: '2024-01-01/2024-03-31', compared: '2023-10-01/2023-12-31', label: 'Q4 2023', inProgress: false }],
  ['a quarter to date against the same quarter last year', range('2026-10-01', '2026-12-31'), 'same_period_last_year', '2026-11-27', { elapsed: '2026-10-01/2026-11-27', compared: '2025-10-01/2025-11-27', label: 'Oct 1 – Nov 27, 2025', inProgress: true }],
  ['Q1 of a leap year to date against Q1 before: one day more into March', range('2024-01-01', '2024-03-31'), 'same_period_last_year', '2024-03-10', { elapsed: '2024-01-01/2024-03-10', compared: '2023-01-01/2023-03-11', label: 'Jan 1 – Mar 11, 2023', inProgress: true }],
  // Years.
  ['the year to date against as many days of last year', range('2026-01-01', '2026-12-31'), 'previous_period', '2026-11-27', { elapsed: '2026-01-01/2026-11-27', compared: '2025-01-01/2025-11-27', label: 'Jan 1 – Nov 27, 2025', inProgress: true }],
  ['a leap year to date after February: as many days of last year', range('2024-01-01', '2024-12-31'), 'same_period_last_year', '2024-03-01', { elapsed: '2024-01-01/2024-03-01', compared: '2023-01-01/2023-03-02', label: 'Jan 1 – Mar 2, 2023', inProgress: true }],
  ['the year after a leap year to date', range('2025-01-01', '2025-12-31'), 'previous_period', '2025-03-01', { elapsed: '2025-01-01/2025-03-01', compared: '2024-01-01/2024-02-29', label: 'Jan 1 – Feb 29, 2024', inProgress: true }],
  ['the 365th day against a leap year: its first 365 days', range('2025-01-01', '2025-12-31'), 'previous_period', '2025-12-30', { elapsed: '2025-01-01/2025-12-30', compared: '2024-01-01/2024-12-29', label: 'Jan 1 – Dec 29, 2024', inProgress: true }],
  ['a leap year\'s 366th day against all of a 365-day year', range('2024-01-01', '2024-12-31'), 'previous_period', '2024-12-31', { elapsed: '2024-01-01/2024-12-31', compared: '2023-01-01/2023-12-31', label: '2023', inProgress: true }],
  ['a past year is whole', range('2025-01-01', '2025-12-31'), 'same_period_last_year', '2026-11-27', { elapsed: '2025-01-01/2025-12-31', compared: '2024-01-01/2024-12-31', label: '2024', inProgress: false }],
  // Custom ranges.
  ['a custom range in progress: as many days of the range of its length before', range('2026-11-10', '2026-12-09'), 'previous_period', '2026-11-27', { elapsed: '2026-11-10/2026-11-27', compared: '2026-10-11/2026-10-28', label: 'Oct 11–28', inProgress: true }],
  ['a custom range in progress across a leap day, against last year', range('2024-02-20', '2024-03-10'), 'same_period_last_year', '2024-02-29', { elapsed: '2024-02-20/2024-02-29', compared: '2023-02-20/2023-03-01', label: 'Feb 20 – Mar 1, 2023', inProgress: true }],
  ['a custom range ending on a leap day, last year, ends on the 28th', range('2024-02-10', '2024-02-29'), 'same_period_last_year', '2024-06-01', { elapsed: '2024-02-10/2024-02-29', compared: '2023-02-10/2023-02-28', label: 'Feb 10–28, 2023', inProgress: false }],
  ['a past custom range is whole against the same length before', range('2026-02-10', '2026-03-20'), 'previous_period', '2026-11-27', { elapsed: '2026-02-10/2026-03-20', compared: '2026-01-02/2026-02-09', label: 'Jan 2 – Feb 9', inProgress: false }],
  ['a custom range of whole months is compared with as many whole months', range('2026-08-01', '2026-10-31'), 'previous_period', '2026-11-27', { elapsed: '2026-08-01/2026-10-31', compared: '2026-05-01/2026-07-31', label: 'May 1 – Jul 31', inProgress: false }],
  ['a custom range across the new year in progress', range('2026-12-15', '2027-01-14'), 'previous_period', '2027-01-03', { elapsed: '2026-12-15/2027-01-03', compared: '2026-11-14/2026-12-03', label: 'Nov 14 – Dec 3', inProgress: true }],
  ['a one-day range of today', range('2026-11-27', '2026-11-27'), 'previous_period', '2026-11-27', { elapsed: '2026-11-27/2026-11-27', compared: '2026-11-26/2026-11-26', label: 'Nov 26', inProgress: true }],
];

const text = (r: { start: string; end: string } | null) => (r ? `${r.start}/${r.end}` : null);

describe('likeWithLike', () => {
  it.each(TABLE)('%s', (_rule, period, comparison, today, expected) => {
    const result = likeWithLike(period, comparison, today);
    expect({
      elapsed: text(result.elapsed),
      compared: text(result.compared),
      label: result.compared && rangeLabel(result.compared, period.start.slice(0, 4)),
      inProgress: result.inProgress,
    }).toEqual(expected);
  });

  it('counts the days elapsed for a daily average: to today while running, every day once ended, none before', () => {
    expect(daysElapsed(likeWithLike(MONTH_NOV_2026, 'previous_period', '2026-11-27'))).toBe(27);
    expect(daysElapsed(likeWithLike(MONTH_NOV_2026, 'previous_period', '2026-12-05'))).toBe(30);
    expect(daysElapsed(likeWithLike(MONTH_NOV_2026, 'previous_period', '2026-10-31'))).toBe(0);
    expect(daysElapsed(likeWithLike(range('2026-01-01', '2026-12-31'), 'previous_period', '2026-11-27'))).toBe(331);
  });

  it('compares a month in progress with as many days as it has had, or with all of a shorter one', () => {
    // Every day of four years, previous and last year: the compared days are as many as the elapsed ones, fewer only when the compared month has no more.
    for (let day = Date.UTC(2023, 0, 1); day <= Date.UTC(2026, 11, 31); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      const month = range(`${today.slice(0, 7)}-01`, new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10));
      for (const comparison of ['previous_period', 'same_period_last_year'] as const) {
        const result = likeWithLike(month, comparison, today);
        const days = (r: { start: string; end: string }) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 + 1;
        const elapsed = days(result.elapsed!);
        const compared = days(result.compared!);
        expect(result.inProgress).toBe(true);
        expect(compared, `${today} ${comparison}`).toBe(Math.min(elapsed, days(result.comparedPeriod)));
        expect(result.compared!.start).toBe(result.comparedPeriod.start);
      }
    }
  });
});

describe('comparedPeriod', () => {
  it.each([
    ['a month → the month before', range('2026-03-01', '2026-03-31'), 'previous_period', range('2026-02-01', '2026-02-28')],
    ['January → December before', range('2026-01-01', '2026-01-31'), 'previous_period', range('2025-12-01', '2025-12-31')],
    ['a quarter → the quarter before', range('2026-01-01', '2026-03-31'), 'previous_period', range('2025-10-01', '2025-12-31')],
    ['a year → the year before', range('2024-01-01', '2024-12-31'), 'previous_period', range('2023-01-01', '2023-12-31')],
    ['a leap February → last year\'s', range('2024-02-01', '2024-02-29'), 'same_period_last_year', range('2023-02-01', '2023-02-28')],
    ['a February → the leap one before', range('2025-02-01', '2025-02-28'), 'same_period_last_year', range('2024-02-01', '2024-02-29')],
    ['30 days → the 30 before', range('2026-11-10', '2026-12-09'), 'previous_period', range('2026-10-11', '2026-11-09')],
  ] as const)('%s', (_rule, period, comparison, expected) => {
    expect(comparedPeriod(period, comparison)).toEqual(expected);
  });

  it('knows whole months from days', () => {
    expect(wholeMonthsOf(range('2026-01-01', '2026-12-31'))).toBe(12);
    expect(wholeMonthsOf(range('2024-02-01', '2024-02-29'))).toBe(1);
    expect(wholeMonthsOf(range('2024-02-01', '2024-02-28'))).toBeNull();
    expect(wholeMonthsOf(range('2026-01-02', '2026-01-31'))).toBeNull();
  });
});

describe('comparedDayOf', () => {
  const days = (comparison: ReturnType<typeof likeWithLike>, count: number) => Array.from({ length: count }, (_, index) => comparedDayOf(comparison, index));

  it("lines a month in progress up day by day, so today's running total sits beside the compared days' total", () => {
    const november = likeWithLike(MONTH_NOV_2026, 'previous_period', '2026-11-27');
    expect(comparedDayOf(november, 26)).toBe(november.compared!.end);
    expect(days(november, 30)).toEqual(Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`));
  });

  it('holds a shorter compared month at its last day while the month runs on', () => {
    const march = likeWithLike(range('2026-03-01', '2026-03-31'), 'previous_period', '2026-03-30');
    expect(days(march, 31).slice(26)).toEqual(['2026-02-27', '2026-02-28', '2026-02-28', '2026-02-28', '2026-02-28']);
  });

  it('lines a whole period up by how far through it is, ending at the compared total', () => {
    const february = likeWithLike(range('2026-02-01', '2026-02-28'), 'previous_period', '2026-11-27');
    const lined = days(february, 28);
    expect(lined[0]).toBe('2026-01-01');
    expect(lined[27]).toBe('2026-01-31');
    expect([...lined].sort()).toEqual(lined);
  });

  it('draws nothing beside a period that has not begun', () => {
    expect(comparedDayOf(likeWithLike(range('2027-01-01', '2027-01-31'), 'previous_period', '2026-11-27'), 0)).toBeNull();
  });

  it("takes the assistant's two ranges the same way", () => {
    const result = likeWithLikeRanges(MONTH_NOV_2026, range('2026-09-01', '2026-09-30'), '2026-11-27');
    expect(result.compared).toEqual(range('2026-09-01', '2026-09-27'));
  });
});

describe('rangeLabel', () => {
  it.each([
    [range('2026-10-01', '2026-10-31'), '2026', 'October 2026'],
    [range('2026-07-01', '2026-09-30'), '2026', 'Q3 2026'],
    [range('2025-01-01', '2025-12-31'), '2026', '2025'],
    [range('2026-10-01', '2026-10-27'), '2026', 'Oct 1–27'],
    [range('2025-10-01', '2025-10-27'), '2026', 'Oct 1–27, 2025'],
    [range('2026-07-01', '2026-08-27'), '2026', 'Jul 1 – Aug 27'],
    [range('2026-10-01', '2026-10-01'), '2026', 'Oct 1'],
    [range('2025-12-15', '2026-01-03'), '2026', 'Dec 15, 2025 – Jan 3, 2026'],
    [range('2026-02-01', '2026-04-30'), '2026', 'Feb 1 – Apr 30'],
  ] as const)('%o in %s reads %s', (covered, year, expected) => {
    expect(rangeLabel(covered, year)).toBe(expected);
  });
});

describe('monthsToAverage: whole months that have ended, the month in progress only when asked', () => {
  const slash = (r: { start: string; end: string } | null) => (r ? `${r.start}/${r.end}` : null);
  it.each<[rule: string, period: { start: string; end: string }, today: string, withMonthInProgress: boolean, averaged: string | null, months: number, leftOut: string[]]>([
    ['the year so far: January to October, November left out', range('2026-01-01', '2026-11-25'), '2026-11-25', false, '2026-01-01/2026-10-31', 10, ['2026-11-01/2026-11-25 month in progress']],
    ['the year so far, asked "so far": November counts as one month', range('2026-01-01', '2026-11-25'), '2026-11-25', true, '2026-01-01/2026-11-25', 11, []],
    ['the whole year while it runs: November and December left out', range('2026-01-01', '2026-12-31'), '2026-11-25', false, '2026-01-01/2026-10-31', 10, ['2026-11-01/2026-12-31 month in progress']],
    ['a month on its last day is still in progress', range('2026-09-01', '2026-11-30'), '2026-11-30', false, '2026-09-01/2026-10-31', 2, ['2026-11-01/2026-11-30 month in progress']],
    ['three ended months: all of them', range('2026-08-01', '2026-10-31'), '2026-11-25', false, '2026-08-01/2026-10-31', 3, []],
    ['a range that starts mid-month leaves that part-month out', range('2026-06-03', '2026-10-31'), '2026-11-25', false, '2026-07-01/2026-10-31', 4, ['2026-06-03/2026-06-30 part of a month']],
    ['the month in progress alone, not asked "so far": nothing to average', range('2026-11-01', '2026-11-25'), '2026-11-25', false, null, 0, ['2026-11-01/2026-11-25 month in progress']],
  ])('%s', (_rule, period, today, withMonthInProgress, averaged, months, leftOut) => {
    const result = monthsToAverage(period, today, withMonthInProgress);
    expect(slash(result.averaged)).toBe(averaged);
    expect(result.months).toBe(months);
    expect(result.leftOut.map((part) => `${slash(part.range)} ${part.why}`)).toEqual(leftOut);
  });
});
