import { describe, expect, it } from 'vitest';
import { parsePeriod, type Period } from '@/shared/lib';
import { bucketRange, timeSeriesInterval } from './time-series-interval';

const period = (text: string): Period => {
  const parsed = parsePeriod(text);
  if (!parsed) throw new Error(`not a period: ${text}`);
  return parsed;
};

describe('timeSeriesInterval', () => {
  it('shows a month per week', () => {
    expect(timeSeriesInterval(period('February 2024'))).toBe('week');
  });
  it('shows a quarter and a year per month', () => {
    expect(timeSeriesInterval(period('Q1 2024'))).toBe('month');
    expect(timeSeriesInterval(period('2024'))).toBe('month');
  });
  it('shows a custom range up to 62 days per week, a longer one per month', () => {
    expect(timeSeriesInterval(period('2024-01-01/2024-03-02'))).toBe('week');
    expect(timeSeriesInterval(period('2024-01-01/2024-03-03'))).toBe('month');
  });
});

describe('bucketRange', () => {
  const february = { start: '2024-02-01', end: '2024-02-29' };
  it('clamps a week that starts before the period to its first day', () => {
    expect(bucketRange('2024-01-29', 'week', february)).toEqual({ start: '2024-02-01', end: '2024-02-04' });
  });
  it('clamps a week that ends after the period to its last day', () => {
    expect(bucketRange('2024-02-26', 'week', february)).toEqual({ start: '2024-02-26', end: '2024-02-29' });
  });
  it('gives a whole week inside the period', () => {
    expect(bucketRange('2024-02-05', 'week', february)).toEqual({ start: '2024-02-05', end: '2024-02-11' });
  });
  it('gives a calendar month, leap day included', () => {
    expect(bucketRange('2024-02-01', 'month', { start: '2024-01-01', end: '2024-12-31' })).toEqual(february);
  });
});
