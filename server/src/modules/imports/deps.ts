/**
 * What the imports module uses of its sibling modules, in one place: the write path synced rows
 * take (the user's lock, transfer matching, budget alerts, the planner's statistics) and the
 * category taxonomy, each through its module's public API.
 */
export { categoryFromText, lockUserTransactions, recomputeTransferPairs, type UserCategoryNames, userCategoryNames } from '../money/index.ts';
export { categoryNamesOf } from '../categories/index.ts';
export { accountValues, analyzeSyncedTables, applyBankChanges, recordBalanceHistory } from '../accounts/index.ts';
