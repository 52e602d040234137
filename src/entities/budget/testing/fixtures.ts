import type { Budget, BudgetCategoryGroup, BudgetGroup, BudgetGroupCode, BudgetRow, BudgetTracker, BudgetTrackerCategoryGroup, BudgetTrackerGroup, BudgetTrackerRow } from '@/shared/api';

/** Stories and tests only: the month the samples plan, "MMMM YYYY" and as the API names it. */
export const SAMPLE_BUDGET_MONTH = 'November 2026';
export const SAMPLE_MONTH = '2026-11';
export const SAMPLE_PAST_BUDGET_MONTH = 'October 2026';

/**
 * The person's category groups the samples' lines are in: the default layout's names and icons,
 * with the ids of the category slice's samples where those have the group.
 */
const groupId = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HOUSING = { id: groupId(2), name: 'Housing', icon: '🏠' };
const FOOD = { id: groupId(3), name: 'Food', icon: '🍽️' };
const TRANSPORT = { id: groupId(4), name: 'Transport', icon: '🚗' };
const SHOPPING = { id: groupId(5), name: 'Shopping', icon: '🛍️' };
const DEBT_PAYMENTS = { id: groupId(6), name: 'Debt payments', icon: '💳' };
const TRAVEL = { id: groupId(7), name: 'Travel', icon: '✈️' };
const BILLS_AND_UTILITIES = { id: groupId(8), name: 'Bills and utilities', icon: '💡' };
const HEALTH = { id: groupId(9), name: 'Health and personal care', icon: '🩺' };
const ENTERTAINMENT = { id: groupId(10), name: 'Entertainment', icon: '🎬' };
const SAVINGS = { id: groupId(11), name: 'Savings', icon: '🐖' };
const TRANSFERS = { id: groupId(12), name: 'Transfers', icon: '🔁' };
/** The groups in the person's order (the default layout's). */
const CATEGORY_GROUPS = [HOUSING, BILLS_AND_UTILITIES, FOOD, TRANSPORT, SHOPPING, HEALTH, ENTERTAINMENT, TRAVEL, DEBT_PAYMENTS, SAVINGS, TRANSFERS];
type SampleGroup = (typeof CATEGORY_GROUPS)[number];

/** Stories and tests only: a category of the person's own in Food, counted as Restaurant (the category slice's samples name it "Brunch"). */
export const SAMPLE_OWN_LINE = 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C';

/** Plaid's groups of budget lines in the API's order (bills, debt payments, savings, spending primaries, other transfers). */
const PLAID_GROUP_ORDER: readonly BudgetGroupCode[] = ['BILLS', 'DEBT_PAYMENTS', 'SAVINGS', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'PERSONAL_CARE', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES', 'OTHER_TRANSFERS'];

const row = (categoryGroup: SampleGroup, fields: Partial<BudgetRow> & Pick<BudgetRow, 'category' | 'group'>): BudgetRow => ({
  category_group_id: categoryGroup.id,
  kind: 'spending',
  planned: null,
  version: 0,
  rollover: 'off',
  carried: 0,
  carry: null,
  available: fields.planned ?? 0,
  last_month_actual: 0,
  average_3_months: 0,
  bills: [],
  bills_monthly: 0,
  ...fields,
});

const cents = (dollars: number) => Math.round(dollars * 100);
const sumOf = <T>(rows: readonly T[], figure: (r: T) => number) => rows.reduce((sum, r) => sum + cents(figure(r)), 0) / 100;

const budgetFigures = (members: readonly BudgetRow[]) => ({
  planned: sumOf(members, (r) => r.planned ?? 0),
  available: sumOf(members, (r) => r.available),
  last_month_actual: sumOf(members, (r) => r.last_month_actual),
  average_3_months: sumOf(members, (r) => r.average_3_months),
  bills_monthly: sumOf(members, (r) => r.bills_monthly),
});

/** Plaid's groups of the lines, each added up (as the server answers them). */
const groupsOf = (lines: readonly BudgetRow[]): BudgetGroup[] =>
  PLAID_GROUP_ORDER.filter((group) => lines.some((r) => r.group === group)).map((group) => ({ group, ...budgetFigures(lines.filter((r) => r.group === group)) }));

/** The person's groups that hold any of the lines, in their order, each added up (as the server answers them). */
const categoryGroupsOf = (lines: readonly BudgetRow[]): BudgetCategoryGroup[] =>
  CATEGORY_GROUPS.filter((g) => lines.some((r) => r.category_group_id === g.id)).map((g) => ({ ...g, ...budgetFigures(lines.filter((r) => r.category_group_id === g.id)) }));

/** Every line, in the person's order of groups and of categories within each. */
const LINES: BudgetRow[] = [
  row(HOUSING, {
    category: 'RENT_AND_UTILITIES_RENT',
    group: 'BILLS',
    planned: 1650,
    version: 5,
    last_month_actual: 1650,
    average_3_months: 1650,
    bills: [{ description: 'OAKWOOD PROPERTIES RENT', merchant_name: 'Oakwood Properties', amount: 1650, frequency: 'MONTHLY', monthly: 1650 }],
    bills_monthly: 1650,
  }),
  row(HOUSING, {
    category: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
    group: 'DEBT_PAYMENTS',
    kind: 'debt_payment',
    last_month_actual: 1845.2,
    average_3_months: 1845.2,
    bills: [{ description: 'HOME MORTGAGE PMT', merchant_name: null, amount: 1845.2, frequency: 'MONTHLY', monthly: 1845.2 }],
    bills_monthly: 1845.2,
  }),
  row(BILLS_AND_UTILITIES, { category: 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', group: 'RENT_AND_UTILITIES' }),
  row(FOOD, { category: 'FOOD_AND_DRINK_COFFEE', group: 'FOOD_AND_DRINK', planned: 50, version: 1, last_month_actual: 119.5, average_3_months: 92.65 }),
  row(FOOD, { category: 'FOOD_AND_DRINK_FAST_FOOD', group: 'FOOD_AND_DRINK' }),
  row(FOOD, { category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, version: 3, last_month_actual: 402.1, average_3_months: 380.55 }),
  row(FOOD, { category: 'FOOD_AND_DRINK_RESTAURANT', group: 'FOOD_AND_DRINK', planned: 100, version: 2, last_month_actual: 160.25, average_3_months: 158.7 }),
  row(FOOD, { category: SAMPLE_OWN_LINE, group: 'FOOD_AND_DRINK', planned: 50, version: 1, last_month_actual: 60.5, average_3_months: 56.5 }),
  row(TRANSPORT, { category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 350, version: 1, rollover: 'carry_all', carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, last_month_actual: 388.12, average_3_months: 361 }),
  row(SHOPPING, { category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', group: 'GENERAL_MERCHANDISE', last_month_actual: 361.9, average_3_months: 295.33 }),
  row(HEALTH, { category: 'PERSONAL_CARE_HAIR_AND_BEAUTY', group: 'PERSONAL_CARE', last_month_actual: 0, average_3_months: 41.67 }),
  row(ENTERTAINMENT, { category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, version: 2, rollover: 'carry_left', carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, last_month_actual: 160, average_3_months: 182.4 }),
  row(ENTERTAINMENT, {
    category: 'ENTERTAINMENT_TV_AND_MOVIES',
    group: 'BILLS',
    last_month_actual: 15.49,
    average_3_months: 15.49,
    bills: [{ description: 'STREAMFLIX.EXAMPLE', merchant_name: 'StreamFlix', amount: 15.49, frequency: 'MONTHLY', monthly: 15.49 }],
    bills_monthly: 15.49,
  }),
  row(ENTERTAINMENT, { category: 'ENTERTAINMENT_VIDEO_GAMES', group: 'ENTERTAINMENT' }),
  row(TRAVEL, { category: 'TRAVEL_FLIGHTS', group: 'TRAVEL' }),
  // Paid beyond the card's purchases: its bill pays for spending planned elsewhere, so nothing to plan from it.
  row(DEBT_PAYMENTS, {
    category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    group: 'DEBT_PAYMENTS',
    kind: 'card_paydown',
    last_month_actual: 120,
    average_3_months: 85.5,
    bills: [{ description: 'PLATYPUS CARD PAYMENT', merchant_name: null, amount: 612.4, frequency: 'MONTHLY', monthly: 612.4 }],
  }),
  row(SAVINGS, { category: 'TRANSFER_OUT_SAVINGS', group: 'SAVINGS', kind: 'transfer' }),
  row(SAVINGS, {
    category: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
    group: 'SAVINGS',
    kind: 'transfer',
    planned: 300,
    version: 1,
    last_month_actual: 300,
    average_3_months: 300,
    bills: [{ description: 'Online Transfer to Savings x4321', merchant_name: null, amount: 300, frequency: 'MONTHLY', monthly: 300 }],
    bills_monthly: 300,
  }),
  row(TRANSFERS, { category: 'TRANSFER_OUT_WITHDRAWAL', group: 'OTHER_TRANSFERS', kind: 'transfer' }),
];

/**
 * November 2026, planned: rent as a bill, savings, groceries apart from restaurants, brunch (a
 * category of the person's own) and coffee;
 * music carrying $40 left in October, gas carrying October's $20 overspending; the mortgage, a
 * bill with nothing planned yet, the card paid down beyond its purchases, clothing and hair
 * unplanned; some lines never used.
 */
export const SAMPLE_BUDGET: Budget = {
  month: SAMPLE_MONTH,
  categories: LINES,
  groups: groupsOf(LINES),
  category_groups: categoryGroupsOf(LINES),
  expected_income: null,
  income_version: 0,
  suggested_income: 6200,
  totals: { planned: 3100, available: 3120, income: 6200, left_to_plan: 3100 },
};

const UNPLANNED_LINES = LINES.map((entry) => ({ ...entry, planned: null, version: 0, rollover: 'off' as const, carried: 0, carry: null, available: 0 }));

/** November 2026 never planned: every `planned` null, nothing carried. */
export const EMPTY_BUDGET: Budget = {
  ...SAMPLE_BUDGET,
  categories: UNPLANNED_LINES,
  groups: groupsOf(UNPLANNED_LINES),
  category_groups: categoryGroupsOf(UNPLANNED_LINES),
  totals: { planned: 0, available: 0, income: 6200, left_to_plan: 6200 },
};

const trackerRow = (categoryGroup: SampleGroup, fields: Partial<BudgetTrackerRow> & Pick<BudgetTrackerRow, 'category' | 'group' | 'planned' | 'spent'>): BudgetTrackerRow => {
  const available = fields.available ?? fields.planned;
  const remaining = Math.round((available - fields.spent) * 100) / 100;
  return { category_group_id: categoryGroup.id, kind: 'spending', carried: 0, carry: null, rollover: 'off', available, remaining, used: available > 0 ? fields.spent / available : null, over_budget: remaining < 0, ...fields };
};

const trackerFigures = (members: readonly BudgetTrackerRow[]) => {
  const available = members.reduce((sum, r) => sum + cents(r.available), 0);
  const spent = members.reduce((sum, r) => sum + cents(r.spent), 0);
  return { available: available / 100, spent: spent / 100, remaining: (available - spent) / 100 };
};

const trackerGroupsOf = (rows: readonly BudgetTrackerRow[]): BudgetTrackerGroup[] =>
  PLAID_GROUP_ORDER.filter((group) => rows.some((r) => r.group === group)).map((group) => ({ group, ...trackerFigures(rows.filter((r) => r.group === group)) }));

const trackerCategoryGroupsOf = (rows: readonly BudgetTrackerRow[]): BudgetTrackerCategoryGroup[] =>
  CATEGORY_GROUPS.filter((g) => rows.some((r) => r.category_group_id === g.id)).map((g) => ({ ...g, ...trackerFigures(rows.filter((r) => r.category_group_id === g.id)) }));

const GROCERIES_ON_TRACK = trackerRow(FOOD, { category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, spent: 276.5 });

const ON_TRACK_ROWS: BudgetTrackerRow[] = [
  trackerRow(HOUSING, { category: 'RENT_AND_UTILITIES_RENT', group: 'BILLS', planned: 1650, spent: 1650 }),
  GROCERIES_ON_TRACK,
  trackerRow(FOOD, { category: 'FOOD_AND_DRINK_RESTAURANT', group: 'FOOD_AND_DRINK', planned: 100, spent: 60.25 }),
  trackerRow(FOOD, { category: SAMPLE_OWN_LINE, group: 'FOOD_AND_DRINK', planned: 50, spent: 38 }),
  trackerRow(TRANSPORT, { category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 350, carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, spent: 150.25, rollover: 'carry_all' }),
  trackerRow(ENTERTAINMENT, { category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, spent: 96, rollover: 'carry_left' }),
  trackerRow(SAVINGS, { category: 'TRANSFER_OUT_ACCOUNT_TRANSFER', group: 'SAVINGS', kind: 'transfer', planned: 300, spent: 300 }),
];

/** November 2026, 18 days in: every line within what it has, spending behind the even pace. */
export const ON_TRACK_TRACKER: BudgetTracker = {
  month: SAMPLE_MONTH,
  has_budget: true,
  rows: ON_TRACK_ROWS,
  groups: trackerGroupsOf(ON_TRACK_ROWS),
  category_groups: trackerCategoryGroupsOf(ON_TRACK_ROWS),
  unbudgeted: [
    { category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', kind: 'spending', spent: 184.2 },
    { category: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', kind: 'debt_payment', spent: 1845.2 },
    { category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', kind: 'card_paydown', spent: 120 },
    { category: null, kind: 'spending', spent: 25 },
  ],
  totals: { available: 3070, spent: 2271, paid: 300, remaining: 499, unbudgeted_spent: 209.2, unplanned_paid: 1965.2, all_spent: 2480.2 },
  pace: { timing: 'current', days_in_month: 30, days_elapsed: 18, days_left: 12, available: 2770, expected_by_today: 1662, spent: 2271, projected_month_end: 3800.99, upcoming_bills: 15.99 },
};

const OVER_ROWS = ON_TRACK_ROWS.map((entry) => (entry === GROCERIES_ON_TRACK ? trackerRow(FOOD, { category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, spent: 412.3 }) : entry));

/** The same month with groceries $12.30 over what they have. */
export const OVER_BUDGET_TRACKER: BudgetTracker = {
  ...ON_TRACK_TRACKER,
  rows: OVER_ROWS,
  groups: trackerGroupsOf(OVER_ROWS),
  category_groups: trackerCategoryGroupsOf(OVER_ROWS),
  totals: { ...ON_TRACK_TRACKER.totals, spent: 2406.8, remaining: 363.2, all_spent: 2616 },
  pace: { ...ON_TRACK_TRACKER.pace, spent: 2406.8, projected_month_end: 4027.32 },
};

const PAST_ROWS = [
  trackerRow(TRANSPORT, { category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 400, spent: 420, rollover: 'carry_all' }),
  trackerRow(ENTERTAINMENT, { category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, spent: 160, rollover: 'carry_left' }),
];

/** October 2026, over: final figures. */
export const PAST_TRACKER: BudgetTracker = {
  month: '2026-10',
  has_budget: true,
  rows: PAST_ROWS,
  groups: trackerGroupsOf(PAST_ROWS),
  category_groups: trackerCategoryGroupsOf(PAST_ROWS),
  unbudgeted: [{ category: 'FOOD_AND_DRINK_GROCERIES', kind: 'spending', spent: 742.35 }],
  totals: { available: 600, spent: 580, paid: 0, remaining: 20, unbudgeted_spent: 742.35, unplanned_paid: 0, all_spent: 1322.35 },
  pace: { timing: 'past', days_in_month: 31, days_elapsed: 31, days_left: 0, available: 600, expected_by_today: 600, spent: 580, projected_month_end: 580, upcoming_bills: 0 },
};

/** November 2026 without a budget: only what went on lines without one. */
export const EMPTY_TRACKER: BudgetTracker = {
  month: SAMPLE_MONTH,
  has_budget: false,
  rows: [],
  groups: [],
  category_groups: [],
  unbudgeted: [
    { category: 'FOOD_AND_DRINK_GROCERIES', kind: 'spending', spent: 412.5 },
    { category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', kind: 'spending', spent: 184.2 },
  ],
  totals: { available: 0, spent: 0, paid: 0, remaining: 0, unbudgeted_spent: 596.7, unplanned_paid: 0, all_spent: 596.7 },
  pace: { ...ON_TRACK_TRACKER.pace, available: 0, expected_by_today: 0, spent: 0, projected_month_end: 0, upcoming_bills: 0 },
};
