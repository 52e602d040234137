/**
 * Category wording shared by the SPA and the server (budget alerts name categories as the pages do).
 */
/**
 * The names a user gave categories, by code (`GET /db_api/categories`): a label is the user's
 * name when there is one, else the taxonomy's words.
 */
export type CategoryNames = ReadonlyMap<string, string>;

/** A category of the user's own: `<base>_OWN_<6 hex>`; without its name, it reads as its base. */
const OWN_CODE = /^([A-Z][A-Z0-9_]*)_OWN_[0-9A-F]{6}$/;

/** Words kept as written when a category code is turned into a label. */
const ACRONYMS = new Set(['ATM', 'TV', 'ID']);

/**
 * Plaid's detailed categories whose words are too long for a select on a phone (or a narrow
 * column): shorter names that still say what they are.
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS: 'Events, parks and museums',
  GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES: 'Government agencies',
  // Plaid's v2 codes whose words read badly as they are.
  LOAN_DISBURSEMENTS_EWA: 'Earned wage advance',
  LOAN_PAYMENTS_EWA: 'Earned wage advance repayment',
  LOAN_PAYMENTS_BNPL: 'Buy now, pay later',
  TRANSFER_IN_TRANSFER_IN_FROM_APPS: 'From payment apps',
  TRANSFER_OUT_TRANSFER_OUT_FROM_APPS: 'To payment apps',
  LOAN_DISBURSEMENTS_OTHER_DISBURSEMENT: 'Other loan',
};

/**
 * A Plaid category code as people read it: `FOOD_AND_DRINK` → "Food and drink",
 * `FOOD_AND_DRINK_COFFEE` under `FOOD_AND_DRINK` → "Coffee" (the primary's words dropped when
 * given). `null` (no category) → "Uncategorised".
 */
export function categoryLabel(code: string | null | undefined, primary?: string | null, names?: CategoryNames): string {
  if (!code) return 'Uncategorised';
  const named = names?.get(code);
  if (named !== undefined) return named;
  const own = OWN_CODE.exec(code);
  if (own) return categoryLabel(own[1], primary);
  const short = SHORT_NAMES[code];
  if (short) return short;
  const words = (primary && code.startsWith(`${primary}_`) ? code.slice(primary.length + 1) : code).split('_').filter(Boolean);
  return words
    .map((word, i) => (ACRONYMS.has(word) ? word : i === 0 ? word.charAt(0) + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(' ');
}

/**
 * The category in force of a transaction as its row on the transactions page shows it, and as its
 * exports name it: the detailed category in its own words ("Groceries"), else the primary's.
 */
export function transactionCategoryLabel(transaction: { category_primary: string | null; category_detailed: string | null }, names?: CategoryNames): string {
  return categoryLabel(transaction.category_detailed ?? transaction.category_primary, transaction.category_detailed ? transaction.category_primary : undefined, names);
}

/** Plaid's primary categories (the taxonomy's groups, v1's and v2's), longest first so a code finds its own. */
const PRIMARY_CODES = [
  'INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_DISBURSEMENTS', 'LOAN_PAYMENTS', 'BANK_FEES', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'HOME_IMPROVEMENT', 'MEDICAL',
  'PERSONAL_CARE', 'GENERAL_SERVICES', 'GOVERNMENT_AND_NON_PROFIT', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES', 'OTHER',
].sort((a, b) => b.length - a.length);

/**
 * A budget line (a detailed category) or a budget group as the budget pages name it: the
 * detailed category in its own words ("Groceries", "Mortgage payment"), a group in words
 * ("Food and drink", "Debt payments"). `null` → "Uncategorised".
 */
export function lineLabel(code: string | null | undefined, names?: CategoryNames): string {
  if (!code) return categoryLabel(code);
  const primary = PRIMARY_CODES.find((p) => code.startsWith(`${p}_`));
  return categoryLabel(code, primary, names);
}
