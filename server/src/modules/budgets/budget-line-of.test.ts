import { describe, expect, it } from 'vitest';
import { lineOf } from './budget-lines.ts';

describe('lineOf: the budget line a row falls on', () => {
  it.each([
    ['a v1 code is its own line', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 'FOOD_AND_DRINK_GROCERIES'],
    ['a primary alone is its "Other" line', 'FOOD_AND_DRINK', null, 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['v2: a buy-now-pay-later installment is an "Other payment"', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_BNPL', 'LOAN_PAYMENTS_OTHER_PAYMENT'],
    ['v2: a late fee is an "Other bank fee"', 'BANK_FEES', 'BANK_FEES_LATE_FEES', 'BANK_FEES_OTHER_BANK_FEES'],
    ['v2: a wire to another account is saving, like an account transfer', 'TRANSFER_OUT', 'TRANSFER_OUT_WIRE', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
    ['v2: crypto bought is saving, like investments', 'TRANSFER_OUT', 'TRANSFER_OUT_CRYPTO', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS'],
    ['v2: money sent through an app is another transfer', 'TRANSFER_OUT', 'TRANSFER_OUT_TRANSFER_OUT_FROM_APPS', 'TRANSFER_OUT_OTHER_TRANSFER_OUT'],
    ['v2: salary is on no line (income)', 'INCOME', 'INCOME_SALARY', null],
    ['v2: what Plaid could not categorise is on no line', 'OTHER', 'OTHER_OTHER', null],
  ])('%s', (_rule, primary, detailed, line) => {
    expect(lineOf(primary, detailed)).toBe(line);
  });
});
