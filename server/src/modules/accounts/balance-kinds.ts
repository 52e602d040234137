/**
 * What an account's balance is, by its Plaid type: money the user has in cash, money invested,
 * other assets (a home, a car), or money owed (a card's or loan's current balance is what is
 * owed). Net worth is cash plus investments plus other assets minus what is owed.
 */
export const CASH_TYPES: readonly string[] = ['depository'];
export const INVESTMENT_TYPES: readonly string[] = ['investment', 'brokerage'];
export const OWED_TYPES: readonly string[] = ['credit', 'loan'];
/** Everything else a person owns: a home, a vehicle or another asset valued by hand (Plaid's `other`). */
export const OTHER_ASSET_TYPES: readonly string[] = ['other'];

/** Plaid's account types and the subtypes the assistant narrows balances by (Plaid's own names). */
export const ACCOUNT_TYPES = ['depository', 'credit', 'loan', 'investment'] as const;
export const ACCOUNT_SUBTYPES = [
  'checking',
  'savings',
  'money market',
  'cd',
  'hsa',
  'cash management',
  'prepaid',
  'credit card',
  'mortgage',
  'home equity',
  'student',
  'auto',
  'personal',
  'consumer',
  'line of credit',
  'business',
  'brokerage',
  '401k',
  'ira',
] as const;

const LOAN_NAMES: Readonly<Record<string, string>> = { mortgage: 'mortgage', student: 'student loan', auto: 'auto loan', 'home equity': 'home equity loan', 'line of credit': 'line of credit' };

/**
 * An account's kind in plain words, from its Plaid type and subtype: "checking account",
 * "savings account", "credit card", "mortgage", "student loan", "auto loan" … A loan is always
 * named a loan (or mortgage), never credit.
 */
export function accountKindName(type: string, subtype: string | null): string {
  if (type === 'loan') return (subtype && LOAN_NAMES[subtype]) ?? (subtype && subtype !== 'loan' && subtype !== 'other' ? `${subtype} loan` : 'loan');
  if (type === 'credit') return subtype === 'credit card' || !subtype ? 'credit card' : `${subtype} credit account`;
  if (type === 'depository') return subtype === 'cd' ? 'certificate of deposit' : `${subtype && subtype !== 'other' ? subtype : 'bank'} account`;
  if (INVESTMENT_TYPES.includes(type)) return subtype && subtype !== 'other' ? `${subtype} investment account` : 'investment account';
  // Valued by hand: "home", "vehicle", "other asset".
  if (OTHER_ASSET_TYPES.includes(type) && subtype) return subtype;
  return 'account';
}
