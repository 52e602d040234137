import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES, CATEGORY_TAXONOMY, CATEGORY_TAXONOMY_V2, productCategoryCode } from './category-taxonomy.ts';
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
  ['v2: salary is income', { amountCents: -280_000, pending: false, plaidCategory: plaid('INCOME', 'INCOME_SALARY') }, { direction: 'inflow', amountCents: 280_000, kind: 'income', countsInTotals: true, category: 'INCOME', spendingCents: 0, incomeCents: 280_000 }],
  ['v2: gig economy pay is income', { amountCents: -6400, pending: false, plaidCategory: plaid('INCOME', 'INCOME_GIG_ECONOMY') }, { direction: 'inflow', amountCents: 6400, kind: 'income', countsInTotals: true, category: 'INCOME', spendingCents: 0, incomeCents: 6400 }],
  ['v2: a buy-now-pay-later installment is a loan payment, not spending', { amountCents: 4250, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_BNPL') }, { direction: 'outflow', amountCents: 4250, kind: 'loan_payment', countsInTotals: false, category: 'LOAN_PAYMENTS', spendingCents: 0, incomeCents: 0 }],
  ['v2: repaying an earned wage advance is a loan payment', { amountCents: 20_000, pending: false, plaidCategory: plaid('LOAN_PAYMENTS', 'LOAN_PAYMENTS_EWA') }, { direction: 'outflow', amountCents: 20_000, kind: 'loan_payment', countsInTotals: false, category: 'LOAN_PAYMENTS', spendingCents: 0, incomeCents: 0 }],
  ['v2: an earned wage advance is neither income nor a refund', { amountCents: -20_000, pending: false, plaidCategory: plaid('LOAN_DISBURSEMENTS', 'LOAN_DISBURSEMENTS_EWA') }, { direction: 'inflow', amountCents: 20_000, kind: 'other_inflow', countsInTotals: false, category: 'LOAN_DISBURSEMENTS', spendingCents: 0, incomeCents: 0 }],
  ['v2: a late fee is spending', { amountCents: 2900, pending: false, plaidCategory: plaid('BANK_FEES', 'BANK_FEES_LATE_FEES') }, { direction: 'outflow', amountCents: 2900, kind: 'spending', countsInTotals: true, category: 'BANK_FEES', spendingCents: 2900, incomeCents: 0 }],
  ['v2: a wire out is a transfer', { amountCents: 100_000, pending: false, plaidCategory: plaid('TRANSFER_OUT', 'TRANSFER_OUT_WIRE') }, { direction: 'outflow', amountCents: 100_000, kind: 'transfer', countsInTotals: false, category: 'TRANSFER_OUT', spendingCents: 0, incomeCents: 0 }],
  ['v2: money in from a payment app is a transfer', { amountCents: -3000, pending: false, plaidCategory: plaid('TRANSFER_IN', 'TRANSFER_IN_TRANSFER_IN_FROM_APPS') }, { direction: 'inflow', amountCents: 3000, kind: 'transfer', countsInTotals: false, category: 'TRANSFER_IN', spendingCents: 0, incomeCents: 0 }],
  ['v2: money in that Plaid could not categorise (OTHER) is neither income nor a refund', { amountCents: -1800, pending: false, plaidCategory: plaid('OTHER', 'OTHER_OTHER') }, { direction: 'inflow', amountCents: 1800, kind: 'other_inflow', countsInTotals: false, category: 'OTHER', spendingCents: 0, incomeCents: 0 }],
  ['v2: money out that Plaid could not categorise (OTHER) is spending, like an uncategorised row', { amountCents: 1800, pending: false, plaidCategory: plaid('OTHER', 'OTHER_OTHER') }, { direction: 'outflow', amountCents: 1800, kind: 'spending', countsInTotals: true, category: 'OTHER', spendingCents: 1800, incomeCents: 0 }],
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

/**
 * What each of Plaid's primaries is, both ways, by the README's rules: income and transfers
 * whatever the direction; loan and card payments never spending; money lent or uncategorised
 * arriving is left out; everything else is spending going out and a refund coming in.
 */
const KIND_BY_PRIMARY: Record<string, { outflow: string; inflow: string }> = {
  INCOME: { outflow: 'income', inflow: 'income' },
  TRANSFER_IN: { outflow: 'transfer', inflow: 'transfer' },
  TRANSFER_OUT: { outflow: 'transfer', inflow: 'transfer' },
  LOAN_PAYMENTS: { outflow: 'loan_payment', inflow: 'loan_payment' },
  LOAN_DISBURSEMENTS: { outflow: 'spending', inflow: 'other_inflow' },
  OTHER: { outflow: 'spending', inflow: 'other_inflow' },
};
const SPENDING_BOTH_WAYS = { outflow: 'spending', inflow: 'refund' };
const CARD_PAYMENT_BOTH_WAYS = { outflow: 'card_payment', inflow: 'card_payment' };

describe.each([
  ['v1', CATEGORY_TAXONOMY],
  ['v2', CATEGORY_TAXONOMY_V2],
])('every code of Plaid\'s %s taxonomy', (_version, taxonomy) => {
  const codes = taxonomy.flatMap(({ primary, detailed }) => [[primary, null], ...detailed.map((code) => [primary, code])] as [string, string | null][]);
  it.each(codes)('%s / %s is classified both ways', (primary, detailed) => {
    const expected = detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' ? CARD_PAYMENT_BOTH_WAYS : (KIND_BY_PRIMARY[primary] ?? SPENDING_BOTH_WAYS);
    const kindOf = (amountCents: number) => classifyTransaction({ amountCents, pending: false, plaidCategory: plaid(primary, detailed) }).kind;
    expect({ outflow: kindOf(1234), inflow: kindOf(-1234) }).toEqual(expected);
  });

  it('maps every code onto one of the product\'s (v1) codes of the same primary, or none for money lent and OTHER', () => {
    for (const [primary, code] of codes) {
      const product = productCategoryCode(code ?? primary);
      if (primary === 'LOAN_DISBURSEMENTS' || primary === 'OTHER') expect(product, code ?? primary).toBeNull();
      else expect(CATEGORY_CODES.has(product!) && (product === primary || product!.startsWith(`${primary}_`)), `${code ?? primary} → ${product}`).toBe(true);
    }
  });
});

it('keeps v1 codes as they are, and files v2\'s finer codes under their v1 counterparts', () => {
  expect(productCategoryCode('FOOD_AND_DRINK_GROCERIES')).toBe('FOOD_AND_DRINK_GROCERIES');
  expect(productCategoryCode('INCOME_SALARY')).toBe('INCOME_WAGES');
  expect(productCategoryCode('LOAN_PAYMENTS_BNPL')).toBe('LOAN_PAYMENTS_OTHER_PAYMENT');
  expect(productCategoryCode('BANK_FEES_LATE_FEES')).toBe('BANK_FEES_OTHER_BANK_FEES');
  expect(productCategoryCode('NOT_A_PLAID_CODE')).toBeNull();
});

describe('isTransferPairCandidate', () => {
  const row = (amountCents: number, primary: string | null, source: 'user' | 'rule' | 'plaid' = 'plaid', pending = false) => ({ amountCents, pending, category: { primary, detailed: null, source } });
  it.each([
    ['a transfer out', row(100, 'TRANSFER_OUT'), true],
    ['a transfer in', row(-100, 'TRANSFER_IN'), true],
    ['a loan or card payment', row(100, 'LOAN_PAYMENTS'), true],
    ['income (a transfer Plaid took for pay)', row(-100, 'INCOME'), true],
    ['a v2 loan disbursement (a cash advance from the user\'s card)', row(-100, 'LOAN_DISBURSEMENTS'), true],
    ['a v2 row Plaid could not categorise', row(100, 'OTHER'), true],
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
