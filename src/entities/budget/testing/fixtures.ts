import type { Budget, BudgetRow, BudgetTracker, BudgetTrackerRow } from '@/shared/api';

/** Stories and tests only: the month the samples plan, "MMMM YYYY" and as the API names it. */
export const SAMPLE_BUDGET_MONTH = 'November 2026';
export const SAMPLE_MONTH = '2026-11';
export const SAMPLE_PAST_BUDGET_MONTH = 'October 2026';

const row = (fields: Partial<BudgetRow> & Pick<BudgetRow, 'category' | 'last_month_actual' | 'average_3_months'>): BudgetRow => ({
  planned: null,
  version: 0,
  rollover: 'off',
  carried: 0,
  carry: null,
  available: fields.planned ?? 0,
  details: [],
  ...fields,
});

/**
 * November 2026, planned: food at $600 with its detailed categories; entertainment carrying $40
 * left in October; transportation carrying October's $20 overspending; two categories unplanned.
 */
export const SAMPLE_BUDGET: Budget = {
  month: SAMPLE_MONTH,
  categories: [
    row({ category: 'ENTERTAINMENT', planned: 200, version: 2, rollover: 'carry_left', carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, last_month_actual: 160, average_3_months: 182.4 }),
    row({
      category: 'FOOD_AND_DRINK',
      planned: 600,
      version: 3,
      last_month_actual: 742.35,
      average_3_months: 688.4,
      details: [
        { category: 'FOOD_AND_DRINK_GROCERIES', last_month_actual: 402.1, average_3_months: 380.55 },
        { category: 'FOOD_AND_DRINK_RESTAURANT', last_month_actual: 220.75, average_3_months: 215.2 },
        { category: 'FOOD_AND_DRINK_COFFEE', last_month_actual: 119.5, average_3_months: 92.65 },
      ],
    }),
    row({ category: 'GENERAL_MERCHANDISE', last_month_actual: 361.9, average_3_months: 295.33 }),
    row({ category: 'PERSONAL_CARE', last_month_actual: 0, average_3_months: 41.67 }),
    row({ category: 'TRANSPORTATION', planned: 350, version: 1, rollover: 'carry_all', carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, last_month_actual: 388.12, average_3_months: 361 }),
    row({ category: 'RENT_AND_UTILITIES', planned: 1650, version: 5, last_month_actual: 1650, average_3_months: 1650 }),
  ],
  expected_income: null,
  income_version: 0,
  suggested_income: 6200,
  totals: { planned: 2800, available: 2820, income: 6200, left_to_plan: 3400 },
};

/** November 2026 never planned: every `planned` null, nothing carried. */
export const EMPTY_BUDGET: Budget = {
  ...SAMPLE_BUDGET,
  categories: SAMPLE_BUDGET.categories.map((entry) => ({ ...entry, planned: null, version: 0, rollover: 'off', carried: 0, carry: null, available: 0 })),
  totals: { planned: 0, available: 0, income: 6200, left_to_plan: 6200 },
};

const trackerRow = (fields: Partial<BudgetTrackerRow> & Pick<BudgetTrackerRow, 'category' | 'planned' | 'spent'>): BudgetTrackerRow => {
  const available = fields.available ?? fields.planned;
  const remaining = Math.round((available - fields.spent) * 100) / 100;
  return { carried: 0, carry: null, rollover: 'off', available, remaining, used: available > 0 ? fields.spent / available : null, over_budget: remaining < 0, ...fields };
};

const ON_TRACK_ROWS: BudgetTrackerRow[] = [
  trackerRow({ category: 'ENTERTAINMENT', planned: 200, carried: 40, carry: { from_month: '2026-10', available: 200, spent: 160, left: 40 }, available: 240, spent: 96, rollover: 'carry_left' }),
  trackerRow({ category: 'FOOD_AND_DRINK', planned: 600, spent: 412.5 }),
  trackerRow({ category: 'TRANSPORTATION', planned: 350, carried: -20, carry: { from_month: '2026-10', available: 400, spent: 420, left: -20 }, available: 330, spent: 150.25, rollover: 'carry_all' }),
];

/** November 2026, 18 days in: every category within what it has, spending behind the even pace. */
export const ON_TRACK_TRACKER: BudgetTracker = {
  month: SAMPLE_MONTH,
  rows: ON_TRACK_ROWS,
  unbudgeted: [
    { category: 'GENERAL_MERCHANDISE', spent: 184.2 },
    { category: null, spent: 25 },
  ],
  totals: { available: 1170, spent: 658.75, remaining: 511.25, unbudgeted_spent: 209.2 },
  pace: { timing: 'current', days_in_month: 30, days_elapsed: 18, days_left: 12, expected_by_today: 702, spent: 658.75, projected_month_end: 1113.91, upcoming_bills: 15.99 },
};

/** The same month with food $12.30 over what it has. */
export const OVER_BUDGET_TRACKER: BudgetTracker = {
  ...ON_TRACK_TRACKER,
  rows: ON_TRACK_ROWS.map((entry) => (entry.category === 'FOOD_AND_DRINK' ? trackerRow({ category: 'FOOD_AND_DRINK', planned: 600, spent: 612.3 }) : entry)),
  totals: { available: 1170, spent: 858.55, remaining: 311.45, unbudgeted_spent: 209.2 },
  pace: { ...ON_TRACK_TRACKER.pace, spent: 858.55, projected_month_end: 1446.91 },
};

/** October 2026, over: final figures. */
export const PAST_TRACKER: BudgetTracker = {
  month: '2026-10',
  rows: [
    trackerRow({ category: 'ENTERTAINMENT', planned: 200, spent: 160, rollover: 'carry_left' }),
    trackerRow({ category: 'TRANSPORTATION', planned: 400, spent: 420, rollover: 'carry_all' }),
  ],
  unbudgeted: [{ category: 'FOOD_AND_DRINK', spent: 742.35 }],
  totals: { available: 600, spent: 580, remaining: 20, unbudgeted_spent: 742.35 },
  pace: { timing: 'past', days_in_month: 31, days_elapsed: 31, days_left: 0, expected_by_today: 600, spent: 580, projected_month_end: 580, upcoming_bills: 0 },
};

/** November 2026 without a budget: only spending without one. */
export const EMPTY_TRACKER: BudgetTracker = {
  month: SAMPLE_MONTH,
  rows: [],
  unbudgeted: [
    { category: 'FOOD_AND_DRINK', spent: 412.5 },
    { category: 'GENERAL_MERCHANDISE', spent: 184.2 },
  ],
  totals: { available: 0, spent: 0, remaining: 0, unbudgeted_spent: 596.7 },
  pace: { ...ON_TRACK_TRACKER.pace, expected_by_today: 0, spent: 0, projected_month_end: 0, upcoming_bills: 0 },
};
