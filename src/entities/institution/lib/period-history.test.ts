import { describe, expect, it } from 'vitest';
import type { HistoryCoverage } from '@/shared/api';
import { historyDetail, isHistoryArriving, periodHistory, startsBeforeCoverage } from './period-history';

const MESSAGE = 'Your last 30 days are here; older history is on its way';
const arriving = (covers_from: string | null): HistoryCoverage => ({ complete: false, covers_from, message: MESSAGE, items: [] });
const COMPLETE: HistoryCoverage = { complete: true, covers_from: null, message: null, items: [] };
const october = { start: '2026-10-01', end: '2026-10-31' };

describe('periodHistory', () => {
  it('is whole once every bank has sent its history, or before the coverage is known', () => {
    expect(periodHistory(COMPLETE, october)).toBe('whole');
    expect(periodHistory(undefined, october)).toBe('whole');
    expect(isHistoryArriving(COMPLETE)).toBe(false);
  });

  it('places the period against the first covered day', () => {
    expect(periodHistory(arriving('2026-10-01'), october)).toBe('whole');
    expect(periodHistory(arriving('2026-10-02'), october)).toBe('partial');
    expect(periodHistory(arriving('2026-10-31'), october)).toBe('partial');
    expect(periodHistory(arriving('2026-11-01'), october)).toBe('not_arrived');
  });

  it('says partial for any period while a bank has sent nothing yet (others may have)', () => {
    expect(periodHistory(arriving(null), october)).toBe('partial');
    expect(startsBeforeCoverage(arriving(null), '2030-01-01')).toBe(true);
  });

  it('tells whether days from a start may still lack rows', () => {
    expect(startsBeforeCoverage(arriving('2026-10-30'), '2026-09-01')).toBe(true);
    expect(startsBeforeCoverage(arriving('2026-10-30'), '2026-10-30')).toBe(false);
    expect(startsBeforeCoverage(COMPLETE, '2020-01-01')).toBe(false);
  });
});

describe('historyDetail', () => {
  const words = {
    period: (from: string | null, history: string) => `${history} from ${from ?? 'nothing'}.`,
    compared: (from: string) => `Compared from ${from}.`,
  };

  it('says what the period and its comparison lack, in the page\'s words', () => {
    expect(historyDetail(arriving('2026-10-10'), october, '2026-09-01', words)).toBe('partial from 2026-10-10. Compared from 2026-10-10.');
    expect(historyDetail(arriving('2026-11-10'), october, undefined, words)).toBe('not_arrived from 2026-11-10.');
  });

  it('says nothing when the period and its comparison are whole, or all history is in', () => {
    expect(historyDetail(arriving('2026-09-01'), october, '2026-09-01', words)).toBeUndefined();
    expect(historyDetail(COMPLETE, october, '2020-01-01', words)).toBeUndefined();
  });

  it('leaves the comparison out while a bank has sent nothing (no first day to name)', () => {
    expect(historyDetail(arriving(null), october, '2026-09-01', words)).toBe('partial from nothing.');
  });
});
