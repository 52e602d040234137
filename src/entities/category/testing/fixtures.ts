import type { CategoryPrimary, UserCategory, UserCategoryGroup } from '@/shared/api';
import { categoryLabel } from '@/shared/lib';

const groupId = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const categoryId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The primary of a detailed v1 code in the samples. */
const PRIMARIES = ['FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'INCOME', 'LOAN_PAYMENTS', 'RENT_AND_UTILITIES', 'TRANSPORTATION', 'TRAVEL'];
const primaryOf = (code: string) => PRIMARIES.find((p) => code.startsWith(`${p}_`)) ?? code;

let nextCategory = 0;
function category(group: number, code: string, name: string, over: Partial<UserCategory> = {}): UserCategory {
  const base = /^(.*)_OWN_[0-9A-F]{6}$/.exec(code)?.[1] ?? code;
  return { id: categoryId(++nextCategory), code, name, icon: null, group_id: groupId(group), counts_as: { primary: primaryOf(base), detailed: base }, own: base !== code, hidden: false, ...over };
}

const group = (n: number, name: string, icon: string | null, categories: UserCategory[], hidden = false): UserCategoryGroup => ({ id: groupId(n), name, icon, hidden, categories });

/** A category of the person's own in Food: brunch, counted as Restaurant. */
export const BRUNCH = category(3, 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C', 'Brunch', { icon: '🥞' });
/** One of Plaid's the person hid: left out of pickers, its rows keep it. */
export const LIQUOR = category(3, 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', 'Beer, wine and liquor', { hidden: true });
export const GROCERIES = category(3, 'FOOD_AND_DRINK_GROCERIES', 'Groceries', { icon: '🛒' });
export const RESTAURANT = category(3, 'FOOD_AND_DRINK_RESTAURANT', 'Restaurant');
export const COFFEE = category(3, 'FOOD_AND_DRINK_COFFEE', 'Coffee', { icon: '☕' });
/** One of Plaid's under the person's name. */
export const BOOKS = category(5, 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', 'Books and magazines');

/**
 * A person's categories as `GET /db_api/categories` answers them: a few of the default groups (a
 * category renamed, one of their own, one hidden) and a group they hid.
 */
export const SAMPLE_CATEGORY_GROUPS: UserCategoryGroup[] = [
  group(1, 'Income', '💵', [category(1, 'INCOME_WAGES', 'Wages'), category(1, 'INCOME_DIVIDENDS', 'Dividends')]),
  group(2, 'Housing', '🏠', [category(2, 'RENT_AND_UTILITIES_RENT', 'Rent')]),
  group(3, 'Food', '🍽️', [GROCERIES, RESTAURANT, BRUNCH, COFFEE, LIQUOR]),
  group(4, 'Transport', '🚗', [category(4, 'TRANSPORTATION_PUBLIC_TRANSIT', 'Public transit'), category(4, 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 'Taxis and ride shares')]),
  group(5, 'Shopping', '🛍️', [category(5, 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'Online marketplaces'), BOOKS]),
  group(6, 'Debt payments', '💳', [category(6, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'Credit card payment')]),
  group(7, 'Travel', '✈️', [category(7, 'TRAVEL_FLIGHTS', 'Flights')], true),
];

/** The samples as first laid out: none of the person's own, nothing hidden, the bank's names. */
export const DEFAULT_CATEGORY_GROUPS: UserCategoryGroup[] = SAMPLE_CATEGORY_GROUPS.map((g) => ({
  ...g,
  hidden: false,
  categories: g.categories.filter((c) => !c.own).map((c) => ({ ...c, hidden: false, icon: null, name: c === BOOKS ? 'Bookstores and newsstands' : c.name })),
}));

/** Plaid's primary categories in the taxonomy's order, as `GET /db_api/categories` lists them. */
const TAXONOMY_PRIMARIES = [
  'INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS', 'BANK_FEES', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'HOME_IMPROVEMENT', 'MEDICAL', 'PERSONAL_CARE',
  'GENERAL_SERVICES', 'GOVERNMENT_AND_NON_PROFIT', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES',
];

/** The primaries, each by the person's name in `names` (by code), else by the taxonomy's words. */
function primariesNamed(names: Readonly<Record<string, string>> = {}): CategoryPrimary[] {
  return TAXONOMY_PRIMARIES.map((code) => {
    const defaultName = categoryLabel(code);
    const name = names[code];
    return { code, name: name ?? defaultName, default_name: defaultName, renamed: name !== undefined };
  });
}

/** The primaries as the person named them: Rent and utilities renamed. */
export const SAMPLE_CATEGORY_PRIMARIES: CategoryPrimary[] = primariesNamed({ RENT_AND_UTILITIES: 'Home bills' });

/** The primaries by the taxonomy's words, none renamed. */
export const DEFAULT_CATEGORY_PRIMARIES: CategoryPrimary[] = primariesNamed();
