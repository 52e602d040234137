import { describe, expect, it } from 'vitest';
import { allSpendingHref, lineHref } from './category-links';

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

describe('a tracked line links to its transactions', () => {
  it('exactly its posted spending and refunds in the month', () => {
    expect(lineHref(NOVEMBER, 'FOOD_AND_DRINK_GROCERIES', 'spending')).toBe('/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=FOOD_AND_DRINK_GROCERIES&counted_as=spending&pending=false');
  });

  it('exactly the money paid out on a debt payment or savings line', () => {
    expect(lineHref(NOVEMBER, 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'debt_payment')).toBe(
      '/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=LOAN_PAYMENTS_MORTGAGE_PAYMENT&counted_as=left_out&direction=outflow&pending=false',
    );
  });

  it("a category of the person's own apart from the line it counts as", () => {
    expect(lineHref(NOVEMBER, 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', 'spending')).toBe('/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C&counted_as=spending&pending=false');
  });

  it('has no link for uncategorised spending', () => {
    expect(lineHref(NOVEMBER, null, 'spending')).toBeUndefined();
  });

  it('links all spending of the month as the dashboard counts it', () => {
    expect(allSpendingHref(NOVEMBER)).toBe('/transactions?start_date=2026-11-01&end_date=2026-11-30&counted_as=spending&pending=false');
  });
});
