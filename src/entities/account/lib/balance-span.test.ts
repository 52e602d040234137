import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { NetWorthPoint, NetWorthSeries } from '@/shared/api';
import { changeOver, pointsInHistory, spanQuery } from './balance-span';

const point = (date: string, net_worth: number): NetWorthPoint => ({ date, assets: net_worth + 100, liabilities: 100, net_worth, reconstructed: true });
const series = (history_starts: string | null, points: NetWorthPoint[]): NetWorthSeries => ({ interval: 'month', as_of: '2026-11-28', history_starts, points });

describe('a chart of balances over time', () => {
  it('asks a point a day over the last month, a week over three, a month over a year and all time, each ending today', () => {
    const today = Temporal.PlainDate.from('2026-11-28');
    expect(spanQuery('1m', today)).toEqual({ start_date: '2026-10-29', end_date: '2026-11-28', interval: 'day' });
    expect(spanQuery('3m', today)).toEqual({ start_date: '2026-08-29', end_date: '2026-11-28', interval: 'week' });
    expect(spanQuery('1y', today)).toEqual({ start_date: '2025-11-29', end_date: '2026-11-28', interval: 'month' });
    const all = spanQuery('all', today);
    expect(all).toMatchObject({ end_date: '2026-11-28', interval: 'month' });
    // Within the API's 400 points a month at a time.
    expect(today.since(Temporal.PlainDate.from(all.start_date), { largestUnit: 'months' }).months).toBeLessThan(400);
  });

  it('starts with the interval that holds the first day of the history, and draws nothing without one', () => {
    const points = [point('2025-04-30', 1), point('2025-05-31', 2), point('2025-06-30', 3), point('2025-07-31', 4)];
    expect(pointsInHistory(series('2025-06-14', points)).map((p) => p.date)).toEqual(['2025-06-30', '2025-07-31']);
    expect(pointsInHistory(series('2025-05-31', points)).map((p) => p.date)).toEqual(['2025-05-31', '2025-06-30', '2025-07-31']);
    expect(pointsInHistory(series(null, points))).toEqual([]);
  });

  it('measures the change from the first point shown to the last, to the cent', () => {
    const netWorth = (p: NetWorthPoint) => p.net_worth;
    expect(changeOver([point('2025-06-30', 100.1), point('2025-07-31', 50.3), point('2025-08-31', 300.2)], netWorth)).toMatchObject({ change: 200.1 });
    expect(changeOver([point('2025-06-30', 10)], netWorth)).toBeNull();
    expect(changeOver([], netWorth)).toBeNull();
    // A balance the bank did not report has no change to state.
    expect(changeOver([{ balance: null }, { balance: 5 }], (p) => p.balance)).toBeNull();
  });
});
