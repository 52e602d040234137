/** How far ahead the dashboard looks for recurring bills. */
export const UPCOMING_BILLS_DAYS = 30;

/** How many of the largest outflows the dashboard lists. */
export const TOP_TRANSACTIONS_LIMIT = 10;

/** Categories drawn on their own in the stacked chart; the rest are added up as "Other". */
export const STACKED_CATEGORIES_MAX = 6;

/** A custom range up to this many days is shown per week rather than per month. */
export const WEEKLY_RANGE_MAX_DAYS = 62;
