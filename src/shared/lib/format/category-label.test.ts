import { describe, expect, it } from 'vitest';
import { categoryLabel, lineLabel, transactionCategoryLabel } from './category-label';

describe('categoryLabel', () => {
  it.each([
    ['FOOD_AND_DRINK', undefined, 'Food and drink'],
    ['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK', 'Coffee'],
    ['FOOD_AND_DRINK_COFFEE', undefined, 'Food and drink coffee'],
    ['TRANSFER_OUT_WITHDRAWAL', 'TRANSFER_OUT', 'Withdrawal'],
    ['BANK_FEES_ATM_FEES', 'BANK_FEES', 'ATM fees'],
    ['ENTERTAINMENT_TV_AND_MOVIES', 'ENTERTAINMENT', 'TV and movies'],
    ['ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 'ENTERTAINMENT', 'Events, parks and museums'],
    ['GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'GOVERNMENT_AND_NON_PROFIT', 'Government agencies'],
    [null, undefined, 'Uncategorised'],
  ])('%s under %s reads "%s"', (code, primary, label) => {
    expect(categoryLabel(code, primary)).toBe(label);
  });
});

describe('transactionCategoryLabel', () => {
  it.each([
    ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 'Groceries'],
    ['FOOD_AND_DRINK', null, 'Food and drink'],
    ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'Gas and electricity'],
    [null, null, 'Uncategorised'],
    ['INCOME', 'INCOME_SALARY', 'Salary'],
    ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_BNPL', 'Buy now, pay later'],
    ['LOAN_DISBURSEMENTS', 'LOAN_DISBURSEMENTS_EWA', 'Earned wage advance'],
    ['BANK_FEES', 'BANK_FEES_LATE_FEES', 'Late fees'],
    ['TRANSFER_OUT', 'TRANSFER_OUT_TRANSFER_OUT_FROM_APPS', 'To payment apps'],
    ['OTHER', 'OTHER_OTHER', 'Other'],
  ])('a transaction in %s / %s reads "%s", as its row shows it', (primary, detailed, label) => {
    expect(transactionCategoryLabel({ category_primary: primary, category_detailed: detailed })).toBe(label);
  });
});

describe('lineLabel', () => {
  it.each([
    ['FOOD_AND_DRINK_GROCERIES', 'Groceries'],
    ['LOAN_DISBURSEMENTS_MORTGAGE', 'Mortgage'],
    ['OTHER_OTHER', 'Other'],
    ['OTHER', 'Other'],
  ])('%s reads "%s", its primary found from the code alone (v2 primaries too)', (code, label) => {
    expect(lineLabel(code)).toBe(label);
  });
});
