import { describe, expect, it } from 'vitest';
import { HISTORY_COMPLETE, historyArriving } from '@/entities/institution/testing';
import { plannerHistoryDetail } from './history-detail';

const DECEMBER = { start: '2026-12-01', end: '2026-12-31' };

describe('plannerHistoryDetail', () => {
  it('warns when the three months before the planned one start before the history that has arrived', () => {
    // September to November are read; the bank has sent only from October 30.
    expect(plannerHistoryDetail(historyArriving('2026-10-30'), DECEMBER)).toBe('Last month and the 3-month averages count only from Oct 30, 2026, so they may be lower than what you spend.');
    expect(plannerHistoryDetail(historyArriving(null), DECEMBER)).toBe('Last month and the 3-month averages may not count all of your spending yet.');
  });

  it('says nothing when those months are whole', () => {
    expect(plannerHistoryDetail(historyArriving('2026-09-01'), DECEMBER)).toBeUndefined();
    expect(plannerHistoryDetail(HISTORY_COMPLETE, DECEMBER)).toBeUndefined();
  });
});
