import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import { choosePeriod, comparedWith, comparison, resetSelectedPeriod, selectedPeriod, selectedRange, selectPeriod } from './selected-period';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12));
  resetSelectedPeriod();
});
afterEach(() => vi.useRealTimers());

describe('the selected period', () => {
  it('is this month at first, compared with the previous one', () => {
    expect(selectPeriod.value).toBe('March 2026');
    expect(selectedRange.value).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(comparedWith.value).toBe('previous');
    expect(comparison.value).toBe('previous_period');
  });

  it('takes any of the text forms and derives its dates', () => {
    expect(choosePeriod('Q4 2024')).toBe(true);
    expect(selectPeriod.value).toBe('Q4 2024');
    expect(selectedRange.value).toEqual({ start: '2024-10-01', end: '2024-12-31' });

    expect(choosePeriod(' february   2024 ')).toBe(true);
    expect(selectPeriod.value).toBe('February 2024');
    expect(selectedRange.value).toEqual({ start: '2024-02-01', end: '2024-02-29' });

    expect(choosePeriod('2023')).toBe(true);
    expect(selectedPeriod.value).toEqual({ kind: 'year', year: 2023 });
    expect(selectedRange.value).toEqual({ start: '2023-01-01', end: '2023-12-31' });

    expect(choosePeriod('2024-01-05/2024-02-10')).toBe(true);
    expect(selectedRange.value).toEqual({ start: '2024-01-05', end: '2024-02-10' });
  });

  it('ignores empty, whitespace-only and invalid text, keeping the selection', () => {
    choosePeriod('Q1 2024');
    for (const text of ['', '   ', 'Foo 2024', 'Q5 2024', '13 2024', '2024-02-10/2024-01-05']) {
      expect(choosePeriod(text)).toBe(false);
      expect(selectPeriod.value).toBe('Q1 2024');
    }
  });

  it('asks the money reads to compare with the same period last year when chosen (the server works out the days)', () => {
    comparedWith.value = 'lastYear';
    expect(comparison.value).toBe('same_period_last_year');
  });

  it('notifies readers only when the period changes', () => {
    const seen: string[] = [];
    const stop = effect(() => void seen.push(selectPeriod.value));
    choosePeriod('March 2026');
    choosePeriod('  march 2026');
    choosePeriod('April 2026');
    stop();
    expect(seen).toEqual(['March 2026', 'April 2026']);
  });
});
