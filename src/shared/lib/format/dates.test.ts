import { describe, expect, it } from 'vitest';
import { daysUntil, formatMoment, formatPlainDate, formatTimeAgo, todayIsoDate } from './dates';

describe('formatPlainDate', () => {
  it('shows a calendar date as written, whatever the time zone', () => {
    expect(formatPlainDate('2026-12-01', { locale: 'en-US' })).toBe('Dec 1, 2026');
    expect(formatPlainDate('2026-01-31', { locale: 'en-GB' })).toBe('31 Jan 2026');
  });

  it('returns anything that is not a calendar date unchanged', () => {
    expect(formatPlainDate('soon', { locale: 'en-US' })).toBe('soon');
  });
});

describe('daysUntil', () => {
  it('counts whole days, negative once the date has passed', () => {
    expect(daysUntil('2026-12-01', '2026-11-23')).toBe(8);
    expect(daysUntil('2026-11-20', '2026-11-23')).toBe(-3);
    expect(daysUntil('2027-03-01', '2027-02-28')).toBe(1);
    expect(daysUntil('later', '2026-11-23')).toBeNull();
  });
});

describe('todayIsoDate', () => {
  it('is the local calendar date', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('says how long ago a moment was, in the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-23T11:59:40Z', { locale: 'en-US', now })).toBe('just now');
    expect(formatTimeAgo('2026-11-23T11:55:00Z', { locale: 'en-US', now })).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-23T09:00:00Z', { locale: 'en-US', now })).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-22T11:00:00Z', { locale: 'en-US', now })).toBe('yesterday');
  });
});

describe('formatMoment', () => {
  it('formats in the given locale', () => {
    const iso = '2026-03-05T12:00:00.000Z';
    const expected = new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatMoment(iso, { locale: 'en-US' })).toBe(expected);
    expect(formatMoment(iso, { locale: 'en-US' })).toMatch(/^Mar 5, 2026/);
  });

  it('keeps a value it cannot read as it is', () => {
    expect(formatMoment('yesterday')).toBe('yesterday');
  });
});
