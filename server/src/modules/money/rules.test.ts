import { describe, expect, it } from 'vitest';
import { classifyTransaction, isTransferPairCandidate, effectiveCategory, merchantKey, type Category, type MoneyInput } from './rules.ts';

const plaid = (primary: string | null, detailed: string | null = null): Category => ({ primary, detailed });
const MATCHED = 'partner-id';

/** One row per rule of "How Ledgerline counts money" (README). Amounts in Plaid's sign: positive leaves the account. */
const TABLE: [rule: string, input: MoneyInput, expected: { direction: string; amountCents: number; kind: string; countsInTotals: boolean; category: string | null; spendingCents: number; incomeCents: number }][] = [
  ['a purchase is spending', { amountCents: 1250, pending: false, plaidCategory: plaid('FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE') }, { direction: 'outflow', amountCents: 1250, kind: 'spending', countsInTotals: true, category: 'FOOD_AND_DRINK', spendingCents: 1250, incomeCents: 0 }],
  ['an uncategorised outflow is spending', { amountCents: 700, pending: false, plaidCategory: plaid(null) }, { direction: 'outflow', amountCents: 700, kind: 'spending', countsInTotals: true, category: null, spendingCents: 700, incomeCents: 0 }],
  ['a bank fee is spending', { amountCents: 3500, pending: false, plaidCategory: plaid('BANK_FEES', 'BANK_FEES_OVERDRAFT_FEES') }, { direction: 'outflow', amountCents: 3500, kind: 'spending', countsInTotals: true, category: 'BANK_FEES', spendingCents: 3500, incomeCents: 0 }],
  ['a refund (inflow in a spending category) reduces spending in its category', { amountCents: -2500, pending: false, plaidCategory: plaid('GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES') }, { direction: 'inflow', amountCents: 2500, kind: 'refund', countsInTotals: true, category: 'GENERAL_MERCHANDISE', spendingCents: -2500, incomeCents: 0 }],
  ['pay is income', { amountCents: -300_000, pending: false, plaidCategory: plaid('INCOME', 'INCOME_WAGES') }, { direction: 'inflow', amountCents: 300_000, kind: 'income', countsInTotals: true, category: 'INCOME', spendingCents: 0, incomeCents: 300_000 }],
  ['a reversed payment (outflow in INCOME) reduces income', { amountCents: 5000, pending: false, plaidCategory: plaid('INCOME', 'INCOME_WAGES') }, { direction: 'outflow', amountCents: 5000, kind: 'income', countsInTotals: true, category: 'INCOME', spendingCents: 0, incomeCents: -5000 }],
  ['a transfer out (TRANSFER_OUT) is not spending', { amountCents: 20_000, pending: false, plaidCategory: plaid('TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER') }, { direction: 'outflow', amountCents: 20_000, kind: 'transfer', countsInTotals: false, category: 'TRANSFER_OUT', spendingCents: 0, incomeCents: 0 }],
  ['a transfer in (TRANSFER_IN) is not income', { amountCents: -20_000, pending: false, plaidCategory: plaid('TRANSFER_IN', 'TRANSFER_IN_DEPOSIT') }, { direction: 'inflow', amountCents: 20_000, kind: 'transfer', countsInTotals: false, category: 'TRANSFER_IN', spendingCents: 0, incomeCents: 0 }],
  ['a matched transfer half filed as income is not income', { amountCents: -12_345, pending: false, plaidCategory: plaid('INCOME', 'INCOME_OTHER_INCOME'), matchedTransferId: MATCHED }, { direction: 'inflow', amountCents: 12_345, kind: 'transfer', countsInTotals: false, category: 'INCOME', spendingCents: 0, incomeCents: 0 }],
  ['a matched transfer half without a category is not spending', { amountCents: 12_345, pending: false, plaidCategory: plaid(null), matchedTransferId: MATCHED }, { direction: 'outflow', amountCents: 12_345, kind: 'transfer', countsInTotals: false, category: null, spendingCents: 0, incomeCents: 0 }],
  ['a credit card payment from checking is not spending', { amountCents: 50_000, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') }, { direction: 'outflow', amountCents: 50_000, kind: 'card_payment', countsInTotals: false, category: 'LOAN_PAYMENTS', spendingCents: 0, incomeCents: 0 }],
  ['the card\'s side of its payment is not a refund or income', { amountCents: -50_000, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') }, { direction: 'inflow', amountCents: 50_000, kind: 'card_payment', countsInTotals: false, category: 'LOAN_PAYMENTS', spendingCents: 0, incomeCents: 0 }],
  ['a loan payment (LOAN_PAYMENTS) is not spending', { amountCents: 150_000, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT') }, { direction: 'outflow', amountCents: 150_000, kind: 'loan_payment', countsInTotals: false, category: 'LOAN_PAYMENTS', spendingCents: 0, incomeCents: 0 }],
  ['an uncategorised inflow is neither income nor a refund', { amountCents: -1000, pending: false, plaidCategory: plaid(null) }, { direction: 'inflow', amountCents: 1000, kind: 'other_inflow', countsInTotals: false, category: null, spendingCents: 0, incomeCents: 0 }],
  ['a loan disbursement is neither income nor a refund', { amountCents: -900_000, pending: false, plaidCategory: plaid('LOAN_DISBURSEMENTS', 'LOAN_DISBURSEMENTS_AUTO') }, { direction: 'inflow', amountCents: 900_000, kind: 'other_inflow', countsInTotals: false, category: 'LOAN_DISBURSEMENTS', spendingCents: 0, incomeCents: 0 }],
  ['a pending purchase is left out of totals until it posts', { amountCents: 999, pending: true, plaidCategory: plaid('FOOD_AND_DRINK') }, { direction: 'outflow', amountCents: 999, kind: 'spending', countsInTotals: false, category: 'FOOD_AND_DRINK', spendingCents: 0, incomeCents: 0 }],
  ['pending pay is left out of totals until it posts', { amountCents: -999, pending: true, plaidCategory: plaid('INCOME') }, { direction: 'inflow', amountCents: 999, kind: 'income', countsInTotals: false, category: 'INCOME', spendingCents: 0, incomeCents: 0 }],
  ['the user\'s category overrides Plaid\'s', { amountCents: 3000, pending: false, plaidCategory: plaid('GENERAL_MERCHANDISE'), userCategory: plaid('FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT') }, { direction: 'outflow', amountCents: 3000, kind: 'spending', countsInTotals: true, category: 'FOOD_AND_DRINK', spendingCents: 3000, incomeCents: 0 }],
  ['a merchant rule overrides Plaid\'s', { amountCents: 1500, pending: false, plaidCategory: plaid('GENERAL_SERVICES'), ruleCategory: plaid('FOOD_AND_DRINK') }, { direction: 'outflow', amountCents: 1500, kind: 'spending', countsInTotals: true, category: 'FOOD_AND_DRINK', spendingCents: 1500, incomeCents: 0 }],
  ['the user\'s category for the transaction overrides their merchant rule', { amountCents: 1500, pending: false, plaidCategory: plaid('GENERAL_SERVICES'), ruleCategory: plaid('FOOD_AND_DRINK'), userCategory: plaid('ENTERTAINMENT') }, { direction: 'outflow', amountCents: 1500, kind: 'spending', countsInTotals: true, category: 'ENTERTAINMENT', spendingCents: 1500, incomeCents: 0 }],
  ['a user who calls a transfer spending is believed', { amountCents: 8000, pending: false, plaidCategory: plaid('TRANSFER_OUT', 'TRANSFER_OUT_OTHER_TRANSFER_OUT'), userCategory: plaid('ENTERTAINMENT') }, { direction: 'outflow', amountCents: 8000, kind: 'spending', countsInTotals: true, category: 'ENTERTAINMENT', spendingCents: 8000, incomeCents: 0 }],
  ['a user who calls a purchase a transfer is believed', { amountCents: 8000, pending: false, plaidCategory: plaid('ENTERTAINMENT'), userCategory: plaid('TRANSFER_OUT') }, { direction: 'outflow', amountCents: 8000, kind: 'transfer', countsInTotals: false, category: 'TRANSFER_OUT', spendingCents: 0, incomeCents: 0 }],
  ['the user\'s category wins over a transfer match', { amountCents: -4242, pending: false, plaidCategory: plaid(null), userCategory: plaid('INCOME'), matchedTransferId: MATCHED }, { direction: 'inflow', amountCents: 4242, kind: 'income', countsInTotals: true, category: 'INCOME', spendingCents: 0, incomeCents: 4242 }],
  ['a refund of a category the user gave by rule reduces that category', { amountCents: -1500, pending: false, plaidCategory: plaid('GENERAL_SERVICES'), ruleCategory: plaid('FOOD_AND_DRINK') }, { direction: 'inflow', amountCents: 1500, kind: 'refund', countsInTotals: true, category: 'FOOD_AND_DRINK', spendingCents: -1500, incomeCents: 0 }],
  ['zero is an outflow of nothing', { amountCents: 0, pending: false, plaidCategory: plaid('GENERAL_MERCHANDISE') }, { direction: 'outflow', amountCents: 0, kind: 'spending', countsInTotals: true, category: 'GENERAL_MERCHANDISE', spendingCents: 0, incomeCents: 0 }],
];

describe('classifyTransaction', () => {
  it.each(TABLE)('%s', (_rule, input, expected) => {
    const { category, ...rest } = classifyTransaction(input);
    expect({ ...rest, category: category.primary }).toEqual(expected);
  });

  it('never answers with Plaid\'s sign: amounts are positive with a direction', () => {
    for (const [, input] of TABLE) expect(classifyTransaction(input).amountCents).toBeGreaterThanOrEqual(0);
  });

  it('takes the detailed category with the primary from the same source, and names the source', () => {
    expect(effectiveCategory({ amountCents: 1, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'), userCategory: plaid('LOAN_PAYMENTS') })).toEqual({ primary: 'LOAN_PAYMENTS', detailed: null, source: 'user' });
    expect(effectiveCategory({ amountCents: 1, pending: false, plaidCategory: plaid('A', 'A_B'), ruleCategory: plaid('C', 'C_D') })).toEqual({ primary: 'C', detailed: 'C_D', source: 'rule' });
    expect(effectiveCategory({ amountCents: 1, pending: false, plaidCategory: plaid(null), userCategory: null, ruleCategory: null })).toEqual({ primary: null, detailed: null, source: 'plaid' });
  });
});

describe('isTransferPairCandidate', () => {
  const row = (amountCents: number, primary: string | null, source: 'user' | 'rule' | 'plaid' = 'plaid', pending = false) => ({ amountCents, pending, category: { primary, detailed: null, source } });
  it.each([
    ['a transfer out', row(100, 'TRANSFER_OUT'), true],
    ['a transfer in', row(-100, 'TRANSFER_IN'), true],
    ['a loan or card payment', row(100, 'LOAN_PAYMENTS'), true],
    ['income (a transfer Plaid took for pay)', row(-100, 'INCOME'), true],
    ['an uncategorised row', row(100, null), true],
    ['a purchase', row(100, 'ENTERTAINMENT'), false],
    ['a refund', row(-100, 'GENERAL_MERCHANDISE'), false],
    ['a pending row', row(100, 'TRANSFER_OUT', 'plaid', true), false],
    ['zero', row(0, 'TRANSFER_OUT'), false],
    ['a row the user categorised', row(-100, 'INCOME', 'user'), false],
    ['a row a merchant rule categorised', row(100, null, 'rule'), false],
  ])('%s: %s', (_name, input, expected) => {
    expect(isTransferPairCandidate(input)).toBe(expected);
  });
});

describe('merchantKey', () => {
  it('is Plaid\'s merchant name, else the transaction\'s name', () => {
    expect(merchantKey({ merchant_name: 'Starbucks', name: 'STARBUCKS #123' })).toBe('Starbucks');
    expect(merchantKey({ merchant_name: null, name: 'IRS TREAS 310 TAX REF' })).toBe('IRS TREAS 310 TAX REF');
    expect(merchantKey({ merchant_name: '', name: 'CHECK 1042' })).toBe('CHECK 1042');
  });
});
