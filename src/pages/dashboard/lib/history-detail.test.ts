import { describe, expect, it } from 'vitest';
import { historyArriving } from '@/entities/institution/testing';
import { dashboardHistoryDetail } from './history-detail';

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

describe('dashboardHistoryDetail', () => {
  it('says how far back comparisons with earlier periods are whole', () => {
    expect(dashboardHistoryDetail(historyArriving('2026-10-30'), NOVEMBER, 'November 2026', '2026-10-01')).toBe('Comparisons with earlier periods cover only from Oct 30, 2026.');
  });

  it('says a period before the arrived history has not arrived, and a period reaching into it is not whole', () => {
    expect(dashboardHistoryDetail(historyArriving('2026-12-01'), NOVEMBER, 'November 2026', undefined)).toBe('The history for November 2026 has not arrived yet: the figures below do not count it.');
    expect(dashboardHistoryDetail(historyArriving('2026-11-10'), NOVEMBER, 'November 2026', '2026-10-01')).toBe(
      "Figures before Nov 10, 2026 have not arrived yet, so this period's are not whole. Comparisons with earlier periods cover only from Nov 10, 2026.",
    );
  });

  it('says nothing when the period and its comparison are whole', () => {
    expect(dashboardHistoryDetail(historyArriving('2026-10-01'), NOVEMBER, 'November 2026', '2026-10-01')).toBeUndefined();
  });
});
