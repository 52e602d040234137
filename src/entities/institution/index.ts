export { PLAID_LINK_CDN_URL } from './config/plaid';
export {
  createLinkToken,
  createUpdateLinkToken,
  fetchAccountNames,
  refreshInstitutionAccounts,
  removeInstitution,
} from './api/institution-calls';
export { useActiveInstitutions } from './api/institution-queries';
export { useHistoryCoverage } from './model/use-history-coverage';
export { historyDetail, isHistoryArriving, periodHistory, startsBeforeCoverage, type HistoryDetailWords, type PeriodHistory } from './lib/period-history';
export { HistoryArrivingNotice, type HistoryArrivingNoticeProps } from './ui/HistoryArrivingNotice';
export { loadPlaidLinkScript, resetPlaidLinkScriptForTesting } from './model/plaid-link-script';
export { useHasLinkedBank, resetBankLinkCheckForTesting } from './model/use-has-linked-bank';
export { BANK_DATA_PATHS, useRefreshBankData, type BankDataRefresh } from './model/bank-data';
export { linkTokenFailureMessage } from './model/link-messages';
export { usePlaidLinkSession, type PlaidLinkSession } from './model/use-plaid-link-session';
export { ConnectedAccountList, type ConnectedAccountListProps } from './ui/ConnectedAccountList';
export { PREPARING_WIDGET, WidgetAction, type WidgetActionProps } from './ui/WidgetAction';
