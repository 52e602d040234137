export { useAccountBalances, useAccounts, useCreditLiabilities, useNetWorth, type AccountsQuery, type CreditLiabilitiesQuery } from './api/account-queries';
export { changeOver, pointsInHistory, spanQuery, type BalanceChange, type BalanceSeriesQuery, type BalanceSpan } from './lib/balance-span';
export { BalanceSpanPicker } from './ui/BalanceSpanPicker';
export {
  accountKindLabel,
  accountTotals,
  creditUtilisation,
  groupByInstitution,
  isLiabilityAccount,
  lastSyncOf,
  type AccountTotals,
  type InstitutionAccounts,
} from './lib/account-summary';
export { cardPaymentStatus, CARD_PAYMENT_DUE_SOON_DAYS, type CardPaymentStatus } from './lib/card-payment-status';
export { isFixableByUpdate } from './lib/item-error';
export {
  metadataSync,
  resetMetadataSync,
  runMetadataSync,
  useMetadataPolling,
  type MetadataSyncFailure,
  type MetadataSyncKind,
  type MetadataSyncState,
  type MetadataSyncTrigger,
} from './model/metadata-sync';
