import { describe, expect, it } from 'vitest';
import { nextBillDate } from './bills.ts';

describe('nextBillDate', () => {
  it.each([
    ['2024-04-10', 'WEEKLY', '2024-04-10', '2024-04-10'],
    ['2024-04-01', 'WEEKLY', '2024-04-10', '2024-04-15'],
    ['2024-03-27', 'BIWEEKLY', '2024-04-10', '2024-04-10'],
    ['2024-04-01', 'SEMI_MONTHLY', '2024-04-10', '2024-04-16'],
    ['2024-01-31', 'MONTHLY', '2024-04-10', '2024-04-30'],
    ['2024-01-31', 'MONTHLY', '2024-03-01', '2024-03-31'],
    ['2023-02-28', 'ANNUALLY', '2024-02-29', '2025-02-28'],
    ['2020-02-29', 'ANNUALLY', '2024-02-29', '2024-02-29'],
    ['2024-12-15', 'MONTHLY', '2024-12-16', '2025-01-15'],
    ['2024-04-20', 'MONTHLY', '2024-04-10', '2024-04-20'],
  ])('%s stepped %s until %s is %s', (last, frequency, today, next) => {
    expect(nextBillDate(last, frequency, today)).toBe(next);
  });

  it.each(['UNKNOWN', 'DAILY', ''])('has none for frequency %j', (frequency) => {
    expect(nextBillDate('2024-04-01', frequency, '2024-04-10')).toBeNull();
  });
});
