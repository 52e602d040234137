export { PLAID_LINK_CDN_URL } from './config/plaid';
export {
  createLinkToken,
  createUpdateLinkToken,
  fetchAccountNames,
  refreshInstitutionAccounts,
  removeInstitution,
} from './api/institution-calls';
export { useActiveInstitutions } from './api/institution-queries';
export { loadPlaidLinkScript, resetPlaidLinkScriptForTesting } from './model/plaid-link-script';
export { BANK_DATA_PATHS, useRefreshBankData, type BankDataRefresh } from './model/bank-data';
export { linkTokenFailureMessage, widgetErrorMessage } from './model/link-messages';
export { PlaidLinkWidget, type PlaidLinkControls, type PlaidLinkWidgetProps } from './ui/PlaidLinkWidget';
export { ConnectedAccountList, type ConnectedAccountListProps } from './ui/ConnectedAccountList';
export { CheckIcon } from './ui/CheckIcon';
export { installFakePlaid, type FakePlaid, type FakePlaidOpening, type FakePlaidOptions } from './testing/fake-plaid';
export { SAMPLE_INSTITUTIONS, SAMPLE_ACCOUNTS } from './testing/fixtures';
export { PREPARING_WIDGET, WidgetAction, type WidgetActionProps } from './ui/WidgetAction';
