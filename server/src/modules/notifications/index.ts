/** The public API of this module: what other modules may use (they import nothing else from it). */
export {
  accountsAddedNotice,
  billDueNotice,
  cardPaymentDueNotice,
  historyCompleteNotice,
  largePurchaseNotice,
  lowBalanceNotice,
  newRecurringNotice,
  type Notice,
  transactionsReadyNotice,
  unusualChargeNotice,
} from './notices.ts';
export { notify, notifyWith, settleItemNotifications } from './queries.ts';
