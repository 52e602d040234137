/** The public API of this module: what other modules may use (they import nothing else from it). */
export { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, accountKindName, CASH_TYPES, INVESTMENT_TYPES, OTHER_ASSET_TYPES, OWED_TYPES } from './balance-kinds.ts';
export { liabilityFieldsOf } from './liability-fields.ts';
export { analyzeSyncedTables, listAccounts, listCreditLiabilities, replaceRecurringStreams } from './queries.ts';
export { syncItem } from './sync.ts';
export { applyBankChanges, type AppliedBankChanges, type BankRowsTarget, bankRowsWriter } from './bank-rows.ts';
export { accountValues, balanceAt, netWorthOn, netWorthSeries, recordBalanceHistory, pointDays, postedAmountsByAccountDay, totalsAt, MAX_NET_WORTH_POINTS, type BalanceAccount, type BalanceTotals, type PostedAmount } from './balance-history.ts';
