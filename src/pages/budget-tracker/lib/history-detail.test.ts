import { describe, expect, it } from 'vitest';
import { HISTORY_COMPLETE, historyArriving } from '@/entities/institution/testing';
import { trackerHistoryDetail } from './history-detail';

const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };

describe('trackerHistoryDetail', () => {
  it('says a month before the arrived history has not arrived, rather than letting $0 read as nothing spent', () => {
    expect(trackerHistoryDetail(historyArriving('2026-11-02'), OCTOBER, 'October 2026')).toBe(
      'The history for October 2026 has not arrived yet: its spending shows here once your bank has sent it, not as $0 spent.',
    );
  });

  it('names the first whole day of a month the history reaches into', () => {
    expect(trackerHistoryDetail(historyArriving('2026-10-15'), OCTOBER, 'October 2026')).toBe("Spending before Oct 15, 2026 has not arrived yet, so this month's figures are not whole.");
  });

  it('says nothing of a whole month', () => {
    expect(trackerHistoryDetail(historyArriving('2026-10-01'), OCTOBER, 'October 2026')).toBeUndefined();
    expect(trackerHistoryDetail(HISTORY_COMPLETE, OCTOBER, 'October 2026')).toBeUndefined();
  });
});
