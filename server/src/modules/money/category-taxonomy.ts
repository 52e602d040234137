import { randomBytes } from 'node:crypto';
/**
 * Plaid's personal finance category taxonomies, primary categories with their detailed ones, in
 * Plaid's order (plaid.com/documents/pfc-taxonomy-all.csv). v1 is the product's own vocabulary:
 * what the category picker offers and the budget lines are. v2 (December 2025, the only one
 * integrations enabled since December 3, 2025 receive) adds income, loan disbursement, loan
 * repayment, transfer and bank fee subcategories, renames three v1 codes and adds `OTHER`; a row
 * keeps the codes of the version it came with (`transactions.category_version`), and
 * `productCategoryCode` says which v1 code a v2 one counts under.
 */
type TaxonomyTable = readonly (readonly [primary: string, suffixes: readonly string[]])[];
export type CategoryTaxonomy = readonly { primary: string; detailed: readonly string[] }[];
export type CategoryVersion = 'v1' | 'v2';

const withCodes = (table: TaxonomyTable): CategoryTaxonomy => table.map(([primary, suffixes]) => ({ primary, detailed: suffixes.map((suffix) => `${primary}_${suffix}`) }));

const V1_TABLE: TaxonomyTable = [
  ['INCOME', ['DIVIDENDS', 'INTEREST_EARNED', 'RETIREMENT_PENSION', 'TAX_REFUND', 'UNEMPLOYMENT', 'WAGES', 'OTHER_INCOME']],
  ['TRANSFER_IN', ['CASH_ADVANCES_AND_LOANS', 'DEPOSIT', 'INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'ACCOUNT_TRANSFER', 'OTHER_TRANSFER_IN']],
  ['TRANSFER_OUT', ['INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'WITHDRAWAL', 'ACCOUNT_TRANSFER', 'OTHER_TRANSFER_OUT']],
  ['LOAN_PAYMENTS', ['CAR_PAYMENT', 'CREDIT_CARD_PAYMENT', 'PERSONAL_LOAN_PAYMENT', 'MORTGAGE_PAYMENT', 'STUDENT_LOAN_PAYMENT', 'OTHER_PAYMENT']],
  ['BANK_FEES', ['ATM_FEES', 'FOREIGN_TRANSACTION_FEES', 'INSUFFICIENT_FUNDS', 'INTEREST_CHARGE', 'OVERDRAFT_FEES', 'OTHER_BANK_FEES']],
  ['ENTERTAINMENT', ['CASINOS_AND_GAMBLING', 'MUSIC_AND_AUDIO', 'SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 'TV_AND_MOVIES', 'VIDEO_GAMES', 'OTHER_ENTERTAINMENT']],
  ['FOOD_AND_DRINK', ['BEER_WINE_AND_LIQUOR', 'COFFEE', 'FAST_FOOD', 'GROCERIES', 'RESTAURANT', 'VENDING_MACHINES', 'OTHER_FOOD_AND_DRINK']],
  [
    'GENERAL_MERCHANDISE',
    [
      'BOOKSTORES_AND_NEWSSTANDS', 'CLOTHING_AND_ACCESSORIES', 'CONVENIENCE_STORES', 'DEPARTMENT_STORES', 'DISCOUNT_STORES', 'ELECTRONICS', 'GIFTS_AND_NOVELTIES',
      'OFFICE_SUPPLIES', 'ONLINE_MARKETPLACES', 'PET_SUPPLIES', 'SPORTING_GOODS', 'SUPERSTORES', 'TOBACCO_AND_VAPE', 'OTHER_GENERAL_MERCHANDISE',
    ],
  ],
  ['HOME_IMPROVEMENT', ['FURNITURE', 'HARDWARE', 'REPAIR_AND_MAINTENANCE', 'SECURITY', 'OTHER_HOME_IMPROVEMENT']],
  ['MEDICAL', ['DENTAL_CARE', 'EYE_CARE', 'NURSING_CARE', 'PHARMACIES_AND_SUPPLEMENTS', 'PRIMARY_CARE', 'VETERINARY_SERVICES', 'OTHER_MEDICAL']],
  ['PERSONAL_CARE', ['GYMS_AND_FITNESS_CENTERS', 'HAIR_AND_BEAUTY', 'LAUNDRY_AND_DRY_CLEANING', 'OTHER_PERSONAL_CARE']],
  [
    'GENERAL_SERVICES',
    ['ACCOUNTING_AND_FINANCIAL_PLANNING', 'AUTOMOTIVE', 'CHILDCARE', 'CONSULTING_AND_LEGAL', 'EDUCATION', 'INSURANCE', 'POSTAGE_AND_SHIPPING', 'STORAGE', 'OTHER_GENERAL_SERVICES'],
  ],
  ['GOVERNMENT_AND_NON_PROFIT', ['DONATIONS', 'GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'TAX_PAYMENT', 'OTHER_GOVERNMENT_AND_NON_PROFIT']],
  ['TRANSPORTATION', ['BIKES_AND_SCOOTERS', 'GAS', 'PARKING', 'PUBLIC_TRANSIT', 'TAXIS_AND_RIDE_SHARES', 'TOLLS', 'OTHER_TRANSPORTATION']],
  ['TRAVEL', ['FLIGHTS', 'LODGING', 'RENTAL_CARS', 'OTHER_TRAVEL']],
  ['RENT_AND_UTILITIES', ['GAS_AND_ELECTRICITY', 'INTERNET_AND_CABLE', 'RENT', 'SEWAGE_AND_WASTE_MANAGEMENT', 'TELEPHONE', 'WATER', 'OTHER_UTILITIES']],
];
export const CATEGORY_TAXONOMY: CategoryTaxonomy = withCodes(V1_TABLE);

/** The primaries v2 added or whose detailed categories it changed, in its order; every other primary is as in v1, after these. */
const V2_CHANGED: TaxonomyTable = [
  ['INCOME', ['SALARY', 'MILITARY', 'CONTRACTOR', 'GIG_ECONOMY', 'RENTAL', 'DIVIDENDS', 'INTEREST_EARNED', 'CHILD_SUPPORT', 'LONG_TERM_DISABILITY', 'RETIREMENT_PENSION', 'UNEMPLOYMENT', 'TAX_REFUND', 'OTHER']],
  ['TRANSFER_IN', ['ACCOUNT_TRANSFER', 'DEPOSIT', 'INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'TRANSFER_IN_FROM_APPS', 'WIRE', 'OTHER_TRANSFER_IN']],
  ['TRANSFER_OUT', ['ACCOUNT_TRANSFER', 'CRYPTO', 'INVESTMENT_AND_RETIREMENT_FUNDS', 'SAVINGS', 'TRANSFER_OUT_FROM_APPS', 'WIRE', 'WITHDRAWAL', 'OTHER_TRANSFER_OUT']],
  ['LOAN_DISBURSEMENTS', ['AUTO', 'CASH_ADVANCES', 'EWA', 'MORTGAGE', 'PERSONAL', 'STUDENT', 'OTHER_DISBURSEMENT']],
  ['LOAN_PAYMENTS', ['BNPL', 'CAR_PAYMENT', 'CASH_ADVANCES', 'CREDIT_CARD_PAYMENT', 'EWA', 'MORTGAGE_PAYMENT', 'PERSONAL_LOAN_PAYMENT', 'STUDENT_LOAN_PAYMENT', 'OTHER_PAYMENT']],
  ['BANK_FEES', ['ATM_FEES', 'FOREIGN_TRANSACTION_FEES', 'INSUFFICIENT_FUNDS', 'INTEREST_CHARGE', 'OVERDRAFT_FEES', 'LATE_FEES', 'CASH_ADVANCE', 'OTHER_BANK_FEES']],
];
const V2_TABLE: TaxonomyTable = [...V2_CHANGED, ...V1_TABLE.filter(([primary]) => !V2_CHANGED.some(([changed]) => changed === primary)), ['OTHER', ['OTHER']]];
export const CATEGORY_TAXONOMY_V2: CategoryTaxonomy = withCodes(V2_TABLE);

/**
 * The v1 code a v2-only detailed code counts under, where the product's v1 vocabulary (budget
 * lines, the category picker) needs one: its v1 name, or its primary's catch-all. A v2
 * disbursement has no v1 line (lent money is not planned), nor does `OTHER` (it is uncategorised).
 */
const V1_CODE_OF_V2: Readonly<Record<string, string | null>> = {
  INCOME_SALARY: 'INCOME_WAGES', INCOME_MILITARY: 'INCOME_WAGES', INCOME_CONTRACTOR: 'INCOME_OTHER_INCOME', INCOME_GIG_ECONOMY: 'INCOME_OTHER_INCOME',
  INCOME_RENTAL: 'INCOME_OTHER_INCOME', INCOME_CHILD_SUPPORT: 'INCOME_OTHER_INCOME', INCOME_LONG_TERM_DISABILITY: 'INCOME_OTHER_INCOME', INCOME_OTHER: 'INCOME_OTHER_INCOME',
  TRANSFER_IN_TRANSFER_IN_FROM_APPS: 'TRANSFER_IN_OTHER_TRANSFER_IN', TRANSFER_IN_WIRE: 'TRANSFER_IN_ACCOUNT_TRANSFER',
  TRANSFER_OUT_CRYPTO: 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', TRANSFER_OUT_TRANSFER_OUT_FROM_APPS: 'TRANSFER_OUT_OTHER_TRANSFER_OUT', TRANSFER_OUT_WIRE: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
  LOAN_PAYMENTS_BNPL: 'LOAN_PAYMENTS_OTHER_PAYMENT', LOAN_PAYMENTS_CASH_ADVANCES: 'LOAN_PAYMENTS_OTHER_PAYMENT', LOAN_PAYMENTS_EWA: 'LOAN_PAYMENTS_OTHER_PAYMENT',
  BANK_FEES_LATE_FEES: 'BANK_FEES_OTHER_BANK_FEES', BANK_FEES_CASH_ADVANCE: 'BANK_FEES_OTHER_BANK_FEES',
  ...Object.fromEntries(CATEGORY_TAXONOMY_V2.filter((c) => c.primary === 'LOAN_DISBURSEMENTS' || c.primary === 'OTHER').flatMap((c) => [c.primary, ...c.detailed]).map((code) => [code, null])),
};

const codesOf = (taxonomy: CategoryTaxonomy): ReadonlySet<string> => new Set(taxonomy.flatMap((c) => [c.primary, ...c.detailed]));
const CATEGORY_PRIMARIES: ReadonlySet<string> = new Set(CATEGORY_TAXONOMY.map((c) => c.primary));
/** Every code of the product's (v1) taxonomy, primary and detailed: what a user may choose. */
export const CATEGORY_CODES: ReadonlySet<string> = codesOf(CATEGORY_TAXONOMY);
/** Every code of v2, primary and detailed. */
export const CATEGORY_CODES_V2: ReadonlySet<string> = codesOf(CATEGORY_TAXONOMY_V2);

/** The product's (v1) code a code of either version counts under: itself in v1, else its v1 counterpart; null for none (an unknown code too). */
export function productCategoryCode(code: string): string | null {
  if (CATEGORY_CODES.has(code)) return code;
  const base = ownCategoryBase(code);
  if (base !== null) return base;
  return V1_CODE_OF_V2[code] ?? null;
}

/**
 * A category the user added (issue 24) is filed under a code of its own that names the detailed
 * v1 category it counts as: `<base>_OWN_<6 hex>` (`FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C`). Its
 * primary is its base's, so the money rules count it as its base; budget lines and filters by the
 * base take it in too.
 */
const OWN_CODE = /^([A-Z][A-Z0-9_]*)_OWN_[0-9A-F]{6}$/;
const OWN_SUFFIX = '_OWN_';

/** The v1 detailed code a category of the user's own counts as; null for any other code. */
export function ownCategoryBase(code: string): string | null {
  const base = OWN_CODE.exec(code)?.[1];
  return base !== undefined && CATEGORY_CODES.has(base) && !CATEGORY_PRIMARIES.has(base) ? base : null;
}

/** A new code for a category of the user's own counting as `base` (a v1 detailed code). */
export const newOwnCategoryCode = (base: string): string => `${base}${OWN_SUFFIX}${randomBytes(3).toString('hex').toUpperCase()}`;

/** The SQL `like` pattern of the codes of the user's own counted as `code` (a v1 detailed code), or null for a code no own category can count as. */
export function ownCodesPattern(code: string): string | null {
  return CATEGORY_CODES.has(code) && !CATEGORY_PRIMARIES.has(code) ? `${code.replaceAll('_', '\\_')}\\_OWN\\_%` : null;
}

/** The primary category a detailed v1 code (or a code of the user's own) is under. */
export function primaryOfDetailed(code: string): string | null {
  const detailed = ownCategoryBase(code) ?? code;
  return CATEGORY_TAXONOMY.find((c) => c.detailed.includes(detailed))?.primary ?? null;
}

/** A code of either version and, for a v1 detailed code, the v2 codes counted under it: what a filter by the code finds (INCOME_WAGES: INCOME_SALARY and INCOME_MILITARY too). */
export function codesCountedAs(code: string): string[] {
  return [code, ...Object.entries(V1_CODE_OF_V2).flatMap(([v2, v1]) => (v1 === code ? [v2] : []))];
}

/**
 * A bank-data source's category of a row as the product's category columns. The product files
 * rows under Plaid's personal finance taxonomies above, so Plaid's codes are kept as they are,
 * with the version they came in (null: v1, or a source without versions, like a file import).
 */
export function productCategory(category: { primary: string; detailed: string | null; version?: CategoryVersion } | null): {
  category_primary: string | null;
  category_detailed: string | null;
  category_version: CategoryVersion | null;
} {
  return { category_primary: category?.primary ?? null, category_detailed: category?.detailed ?? null, category_version: category?.version ?? null };
}
