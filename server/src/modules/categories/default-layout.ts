import { CATEGORY_TAXONOMY } from '../money/index.ts';

export interface DefaultGroup {
  name: string;
  icon: string;
  /** Its categories: v1 detailed codes, in the group's order. */
  codes: readonly string[];
}

const of = (primary: string, ...suffixes: string[]) => suffixes.map((suffix) => `${primary}_${suffix}`);
const allOf = (primary: string, except: readonly string[] = []) => CATEGORY_TAXONOMY.find((c) => c.primary === primary)!.detailed.filter((code) => !except.includes(code));

const RENT = 'RENT_AND_UTILITIES_RENT';
const MORTGAGE = 'LOAN_PAYMENTS_MORTGAGE_PAYMENT';
const CAR_PAYMENT = 'LOAN_PAYMENTS_CAR_PAYMENT';
const INSURANCE = 'GENERAL_SERVICES_INSURANCE';
const AUTOMOTIVE = 'GENERAL_SERVICES_AUTOMOTIVE';
const SAVINGS = of('TRANSFER_OUT', 'SAVINGS', 'INVESTMENT_AND_RETIREMENT_FUNDS', 'ACCOUNT_TRANSFER');

/**
 * The groups a user starts with: Plaid's detailed categories as people think of them (Monarch's
 * and YNAB's layouts: housing together whether rented or owned, bills apart from shopping, debt
 * and savings as groups of their own, as the budget plans them). Every v1 detailed code is in
 * exactly one group (the test walks the taxonomy).
 */
export const DEFAULT_LAYOUT: readonly DefaultGroup[] = [
  { name: 'Income', icon: '💵', codes: allOf('INCOME') },
  { name: 'Housing', icon: '🏠', codes: [RENT, MORTGAGE, ...allOf('HOME_IMPROVEMENT')] },
  { name: 'Bills and utilities', icon: '💡', codes: [...allOf('RENT_AND_UTILITIES', [RENT]), INSURANCE] },
  { name: 'Food', icon: '🍽️', codes: allOf('FOOD_AND_DRINK') },
  { name: 'Transport', icon: '🚗', codes: [...allOf('TRANSPORTATION'), AUTOMOTIVE, CAR_PAYMENT] },
  { name: 'Shopping', icon: '🛍️', codes: allOf('GENERAL_MERCHANDISE') },
  { name: 'Health and personal care', icon: '🩺', codes: [...allOf('MEDICAL'), ...allOf('PERSONAL_CARE')] },
  { name: 'Entertainment', icon: '🎬', codes: allOf('ENTERTAINMENT') },
  { name: 'Travel', icon: '✈️', codes: allOf('TRAVEL') },
  { name: 'Services', icon: '🧾', codes: allOf('GENERAL_SERVICES', [INSURANCE, AUTOMOTIVE]) },
  { name: 'Giving and government', icon: '🎁', codes: allOf('GOVERNMENT_AND_NON_PROFIT') },
  { name: 'Debt payments', icon: '💳', codes: allOf('LOAN_PAYMENTS', [MORTGAGE, CAR_PAYMENT]) },
  { name: 'Fees', icon: '🏦', codes: allOf('BANK_FEES') },
  { name: 'Savings', icon: '🐖', codes: SAVINGS },
  { name: 'Transfers', icon: '🔁', codes: [...allOf('TRANSFER_IN'), ...allOf('TRANSFER_OUT', SAVINGS)] },
];
