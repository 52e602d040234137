import { describe, expect, it } from 'vitest';
import { sampleTransaction } from '@/shared/test-kit';
import { billHref, categoryHref, dayHref, incomeHref, outflowsHref, periodHref, transactionHref } from './figure-links';

const october = { start: '2026-10-01', end: '2026-10-31' };
const query = (href: string | undefined) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

describe('links from dashboard figures to their transactions', () => {
  it('spent: exactly the period’s posted spending and refunds', () => {
    expect(outflowsHref(october)).toBe('/transactions?start_date=2026-10-01&end_date=2026-10-31&counted_as=spending&pending=false');
  });

  it('income: exactly what income adds up, posted', () => {
    expect(query(incomeHref(october))).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', counted_as: 'income', pending: 'false' });
  });

  it('net: everything posted in the period', () => {
    expect(query(periodHref(october))).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', pending: 'false' });
  });

  it('a category: its purchases and refunds, posted; none for uncategorised spending', () => {
    expect(query(categoryHref(october, 'FOOD_AND_DRINK'))).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', category: 'FOOD_AND_DRINK', counted_as: 'spending', pending: 'false' });
    expect(categoryHref(october, null)).toBeUndefined();
  });

  it('a day: its posted spending', () => {
    expect(query(dayHref('2026-10-05'))).toEqual({ start_date: '2026-10-05', end_date: '2026-10-05', counted_as: 'spending', pending: 'false' });
  });

  it('a transaction: its day, merchant and exact amount', () => {
    const transaction = sampleTransaction({ transaction_id: 't1', date: '2026-10-24', amount: 182.44, merchant_name: 'Whole Foods Market' });
    expect(query(transactionHref(transaction))).toEqual({
      start_date: '2026-10-24',
      end_date: '2026-10-24',
      merchant: 'Whole Foods Market',
      min_amount: '182.44',
      max_amount: '182.44',
      direction: 'outflow',
    });
  });

  it('a bill: its merchant’s outflows, else its description', () => {
    expect(query(billHref({ merchant_name: null, description: 'PEAK FITNESS CLUB' }))).toEqual({ search: 'PEAK FITNESS CLUB', direction: 'outflow' });
  });
});
