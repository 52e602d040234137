/**
 * What the imports module uses of its sibling modules, in one place: the write path synced rows
 * take (the user's lock, transfer matching, budget alerts) and the category taxonomy. When the
 * siblings publish their `index.ts`, these lines are the only ones to point there.
 */
export { lockUserTransactions, recomputeTransferPairs } from '../money/queries.ts';
export { sendBudgetAlerts } from '../budgets/alerts.ts';
export { CATEGORY_TAXONOMY } from '../transactions/category-taxonomy.ts';
export { analyzeSyncedTables } from '../accounts/queries.ts';
