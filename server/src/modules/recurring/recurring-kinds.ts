import { CARD_PAYMENT, INCOME, LOAN_PAYMENTS } from '../money/index.ts';

/**
 * What a recurring stream is (README, "Recurring payments by kind"), decided from its category in
 * force (Plaid's personal_finance_category, detailed first) and, when that does not say, its
 * merchant's name:
 *   - `income`: money in that is not a transfer (pay, interest …);
 *   - `transfer_or_savings`: money moved to the user's savings, investments or other accounts;
 *   - `card_payment`: paying a credit card (its purchases are the spending, not this);
 *   - `loan_or_mortgage`: a mortgage, car, student or personal loan payment;
 *   - `bill`: housing, utilities, phone and internet, insurance, childcare and education, taxes,
 *     medical and bank fees: what a household owes on a schedule;
 *   - `subscription`: every other recurring purchase (streaming, music, apps, gyms, memberships).
 */
export const RECURRING_KINDS = ['subscription', 'bill', 'loan_or_mortgage', 'card_payment', 'transfer_or_savings', 'income'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];

/** A kind in the words an answer uses. */
export const RECURRING_KIND_NAMES: Readonly<Record<RecurringKind, string>> = {
  subscription: 'subscriptions',
  bill: 'bills',
  loan_or_mortgage: 'loan and mortgage payments',
  card_payment: 'credit card payments',
  transfer_or_savings: 'transfers and savings',
  income: 'recurring income',
};

/** Primary categories whose every detailed category is a bill. */
const BILL_PRIMARIES: readonly string[] = ['RENT_AND_UTILITIES', 'MEDICAL', 'BANK_FEES', 'GOVERNMENT_AND_NON_PROFIT'];
/** Detailed categories of other primaries that are bills. */
const BILL_DETAILED: readonly string[] = [
  'GENERAL_SERVICES_INSURANCE',
  'GENERAL_SERVICES_CHILDCARE',
  'GENERAL_SERVICES_EDUCATION',
  'GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING',
  'GENERAL_SERVICES_CONSULTING_AND_LEGAL',
  'GENERAL_SERVICES_STORAGE',
  'HOME_IMPROVEMENT_SECURITY',
  'TRANSPORTATION_PUBLIC_TRANSIT',
];
/** A merchant's or description's words that say what an uncategorised stream is. */
const NAME_WORDS: readonly [RegExp, RecurringKind][] = [
  [/\b(?:card\s+payment|credit\s+card|autopay\s+card)\b/i, 'card_payment'],
  [/\b(?:mortgage|loan|auto\s+finance|student\s+aid)\b/i, 'loan_or_mortgage'],
  [/\b(?:transfer|savings|brokerage|retirement|401k|ira)\b/i, 'transfer_or_savings'],
  [/\b(?:insurance|ins\s+prem|utilit(?:y|ies)|energy|electric|power|water|sewer|waste|gas\s+co|wireless|mobile|telecom|phone|cable|internet|broadband|rent|property|hoa|tax|tuition|daycare|childcare)\b/i, 'bill'],
];

export interface StreamForKind {
  direction: 'inflow' | 'outflow';
  /** The category in force: the user's rule for the merchant, else Plaid's. */
  category: string | null;
  category_detailed: string | null;
  merchant_name: string | null;
  description: string;
}

const isTransfer = (primary: string | null) => primary === 'TRANSFER_IN' || primary === 'TRANSFER_OUT';

export function recurringKindOf(stream: StreamForKind): RecurringKind {
  const { category: primary, category_detailed: detailed } = stream;
  if (stream.direction === 'inflow') return isTransfer(primary) ? 'transfer_or_savings' : 'income';
  if (detailed === CARD_PAYMENT) return 'card_payment';
  if (primary === LOAN_PAYMENTS) return 'loan_or_mortgage';
  if (isTransfer(primary)) return 'transfer_or_savings';
  if (primary === INCOME) return 'income';
  if ((primary !== null && BILL_PRIMARIES.includes(primary)) || (detailed !== null && BILL_DETAILED.includes(detailed))) return 'bill';
  const name = `${stream.merchant_name ?? ''} ${stream.description}`;
  // A category that names a purchase (Entertainment, Gyms …) is a subscription; only an unfiled stream is read by its name.
  const byName = primary === null ? NAME_WORDS.find(([words]) => words.test(name))?.[1] : NAME_WORDS.find(([words, kind]) => kind === 'bill' && words.test(name))?.[1];
  return byName ?? 'subscription';
}
