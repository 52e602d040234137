import { describe, expect, it } from 'vitest';
import { HISTORY_COMPLETE, historyArriving } from '@/entities/institution/testing';
import { SAMPLE_COMPARED_TOTALS } from '@/entities/transaction/testing';
import { transactionsHistoryDetail } from './history-detail';

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

describe('transactionsHistoryDetail', () => {
  it('names the first whole day of a period the history reaches into', () => {
    expect(transactionsHistoryDetail(historyArriving('2026-11-10'), NOVEMBER, null)).toBe("Transactions before Nov 10, 2026 have not arrived yet, so this period's list and totals are not whole.");
  });

  it('says the comparison counts only from that day, by the days compared', () => {
    // SAMPLE_COMPARED_TOTALS: October 1–24.
    expect(transactionsHistoryDetail(historyArriving('2026-10-20'), NOVEMBER, SAMPLE_COMPARED_TOTALS)).toBe(`The comparison with ${SAMPLE_COMPARED_TOTALS.label} counts only from Oct 20, 2026.`);
  });

  it('says nothing once all history is in', () => {
    expect(transactionsHistoryDetail(HISTORY_COMPLETE, NOVEMBER, SAMPLE_COMPARED_TOTALS)).toBeUndefined();
  });
});
