import type { Budget, BudgetGroup, BudgetRow, BudgetTracker, BudgetTrackerGroup, BudgetTrackerRow } from '@/shared/api';

/** Stories and tests only: the month the samples plan, "MMMM YYYY" and as the API names it. */
export const SAMPLE_BUDGET_MONTH = 'November 2026';
export const SAMPLE_MONTH = '2026-11';
export const SAMPLE_PAST_BUDGET_MONTH = 'October 2026';

const row = (fields: Partial<BudgetRow> & Pick<BudgetRow, 'category' | 'group'>): BudgetRow => ({
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
const sumOf = (rows: readonly BudgetRow[], figure: (r: BudgetRow) => number) => rows.reduce((sum, r) => sum + cents(figure(r)), 0) / 100;

/** The groups of the lines, in the lines' order, each added up (as the server answers them). */
function groupsOf(lines: readonly BudgetRow[]): BudgetGroup[] {
  return [...new Set(lines.map((r) => r.group))].map((group) => {
    const members = lines.filter((r) => r.group === group);
    return {
      group,
      planned: sumOf(members, (r) => r.planned ?? 0),
      available: sumOf(members, (r) => r.available),
      last_month_actual: sumOf(members, (r) => r.last_month_actual),
      average_3_months: sumOf(members, (r) => r.average_3_months),
      bills_monthly: sumOf(members, (r) => r.bills_monthly),
    };
  });
}

const LINES: BudgetRow[] = [
  row({
    category: 'RENT_AND_UTILITIES_RENT',
    group: 'BILLS',
    planned: 1650,
    version: 5,
    last_month_actual: 1650,
    average_3_months: 1650,
    bills: [{ description: 'OAKWOOD PROPERTIES RENT', merchant_name: 'Oakwood Properties', amount: 1650, frequency: 'MONTHLY', monthly: 1650 }],
    bills_monthly: 1650,
  }),
  row({
    category: 'ENTERTAINMENT_TV_AND_MOVIES',
    group: 'BILLS',
    last_month_actual: 15.49,
    average_3_months: 15.49,
    bills: [{ description: 'STREAMFLIX.EXAMPLE', merchant_name: 'StreamFlix', amount: 15.49, frequency: 'MONTHLY', monthly: 15.49 }],
    bills_monthly: 15.49,
  }),
  // Paid beyond the card's purchases: its bill pays for spending planned elsewhere, so nothing to plan from it.
  row({
    category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    group: 'DEBT_PAYMENTS',
    kind: 'card_paydown',
    last_month_actual: 120,
    average_3_months: 85.5,
    bills: [{ description: 'PLATYPUS CARD PAYMENT', merchant_name: null, amount: 612.4, frequency: 'MONTHLY', monthly: 612.4 }],
  }),
  row({
    category: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
    group: 'DEBT_PAYMENTS',
    kind: 'debt_payment',
    last_month_actual: 1845.2,
    average_3_months: 1845.2,
    bills: [{ description: 'HOME MORTGAGE PMT', merchant_name: null, amount: 1845.2, frequency: 'MONTHLY', monthly: 1845.2 }],
    bills_monthly: 1845.2,
  }),
  row({
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
  row({ category: 'TRANSFER_OUT_SAVINGS', group: 'SAVINGS', kind: 'transfer' }),
  row({ category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, version: 2, rollover: 'carry_left', carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, last_month_actual: 160, average_3_months: 182.4 }),
  row({ category: 'ENTERTAINMENT_VIDEO_GAMES', group: 'ENTERTAINMENT' }),
  row({ category: 'FOOD_AND_DRINK_COFFEE', group: 'FOOD_AND_DRINK', planned: 50, version: 1, last_month_actual: 119.5, average_3_months: 92.65 }),
  row({ category: 'FOOD_AND_DRINK_FAST_FOOD', group: 'FOOD_AND_DRINK' }),
  row({ category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, version: 3, last_month_actual: 402.1, average_3_months: 380.55 }),
  row({ category: 'FOOD_AND_DRINK_RESTAURANT', group: 'FOOD_AND_DRINK', planned: 150, version: 2, last_month_actual: 220.75, average_3_months: 215.2 }),
  row({ category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', group: 'GENERAL_MERCHANDISE', last_month_actual: 361.9, average_3_months: 295.33 }),
  row({ category: 'PERSONAL_CARE_HAIR_AND_BEAUTY', group: 'PERSONAL_CARE', last_month_actual: 0, average_3_months: 41.67 }),
  row({ category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 350, version: 1, rollover: 'carry_all', carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, last_month_actual: 388.12, average_3_months: 361 }),
  row({ category: 'TRAVEL_FLIGHTS', group: 'TRAVEL' }),
  row({ category: 'TRANSFER_OUT_WITHDRAWAL', group: 'OTHER_TRANSFERS', kind: 'transfer' }),
];

/**
 * November 2026, planned: rent as a bill, savings, groceries apart from restaurants and coffee;
 * music carrying $40 left in October, gas carrying October's $20 overspending; the mortgage, a
 * bill with nothing planned yet, the card paid down beyond its purchases, clothing and hair
 * unplanned; some lines never used.
 */
export const SAMPLE_BUDGET: Budget = {
  month: SAMPLE_MONTH,
  categories: LINES,
  groups: groupsOf(LINES),
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
  totals: { planned: 0, available: 0, income: 6200, left_to_plan: 6200 },
};

const trackerRow = (fields: Partial<BudgetTrackerRow> & Pick<BudgetTrackerRow, 'category' | 'group' | 'planned' | 'spent'>): BudgetTrackerRow => {
  const available = fields.available ?? fields.planned;
  const remaining = Math.round((available - fields.spent) * 100) / 100;
  return { kind: 'spending', carried: 0, carry: null, rollover: 'off', available, remaining, used: available > 0 ? fields.spent / available : null, over_budget: remaining < 0, ...fields };
};

function trackerGroupsOf(rows: readonly BudgetTrackerRow[]): BudgetTrackerGroup[] {
  return [...new Set(rows.map((r) => r.group))].map((group) => {
    const members = rows.filter((r) => r.group === group);
    const available = members.reduce((sum, r) => sum + cents(r.available), 0);
    const spent = members.reduce((sum, r) => sum + cents(r.spent), 0);
    return { group, available: available / 100, spent: spent / 100, remaining: (available - spent) / 100 };
  });
}

const ON_TRACK_ROWS: BudgetTrackerRow[] = [
  trackerRow({ category: 'RENT_AND_UTILITIES_RENT', group: 'BILLS', planned: 1650, spent: 1650 }),
  trackerRow({ category: 'TRANSFER_OUT_ACCOUNT_TRANSFER', group: 'SAVINGS', kind: 'transfer', planned: 300, spent: 300 }),
  trackerRow({ category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, spent: 96, rollover: 'carry_left' }),
  trackerRow({ category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, spent: 276.5 }),
  trackerRow({ category: 'FOOD_AND_DRINK_RESTAURANT', group: 'FOOD_AND_DRINK', planned: 150, spent: 98.25 }),
  trackerRow({ category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 350, carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, spent: 150.25, rollover: 'carry_all' }),
];

/** November 2026, 18 days in: every line within what it has, spending behind the even pace. */
export const ON_TRACK_TRACKER: BudgetTracker = {
  month: SAMPLE_MONTH,
  has_budget: true,
  rows: ON_TRACK_ROWS,
  groups: trackerGroupsOf(ON_TRACK_ROWS),
  unbudgeted: [
    { category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', kind: 'spending', spent: 184.2 },
    { category: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', kind: 'debt_payment', spent: 1845.2 },
    { category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', kind: 'card_paydown', spent: 120 },
    { category: null, kind: 'spending', spent: 25 },
  ],
  totals: { available: 3070, spent: 2271, paid: 300, remaining: 499, unbudgeted_spent: 209.2, unplanned_paid: 1965.2, all_spent: 2480.2 },
  pace: { timing: 'current', days_in_month: 30, days_elapsed: 18, days_left: 12, available: 2770, expected_by_today: 1662, spent: 2271, projected_month_end: 3800.99, upcoming_bills: 15.99 },
};

const OVER_ROWS = ON_TRACK_ROWS.map((entry) => (entry.category === 'FOOD_AND_DRINK_GROCERIES' ? trackerRow({ category: 'FOOD_AND_DRINK_GROCERIES', group: 'FOOD_AND_DRINK', planned: 400, spent: 412.3 }) : entry));

/** The same month with groceries $12.30 over what they have. */
export const OVER_BUDGET_TRACKER: BudgetTracker = {
  ...ON_TRACK_TRACKER,
  rows: OVER_ROWS,
  groups: trackerGroupsOf(OVER_ROWS),
  totals: { ...ON_TRACK_TRACKER.totals, spent: 2406.8, remaining: 363.2, all_spent: 2616 },
  pace: { ...ON_TRACK_TRACKER.pace, spent: 2406.8, projected_month_end: 4027.32 },
};

const PAST_ROWS = [
  trackerRow({ category: 'ENTERTAINMENT_MUSIC_AND_AUDIO', group: 'ENTERTAINMENT', planned: 200, spent: 160, rollover: 'carry_left' }),
  trackerRow({ category: 'TRANSPORTATION_GAS', group: 'TRANSPORTATION', planned: 400, spent: 420, rollover: 'carry_all' }),
];

/** October 2026, over: final figures. */
export const PAST_TRACKER: BudgetTracker = {
  month: '2026-10',
  has_budget: true,
  rows: PAST_ROWS,
  groups: trackerGroupsOf(PAST_ROWS),
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
  unbudgeted: [
    { category: 'FOOD_AND_DRINK_GROCERIES', kind: 'spending', spent: 412.5 },
    { category: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', kind: 'spending', spent: 184.2 },
  ],
  totals: { available: 0, spent: 0, paid: 0, remaining: 0, unbudgeted_spent: 596.7, unplanned_paid: 0, all_spent: 596.7 },
  pace: { ...ON_TRACK_TRACKER.pace, available: 0, expected_by_today: 0, spent: 0, projected_month_end: 0, upcoming_bills: 0 },
};
