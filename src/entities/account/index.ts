export { useAccounts, useCreditLiabilities, type AccountsQuery, type CreditLiabilitiesQuery } from './api/account-queries';
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
