/** The public API of this module: what other modules may use (they import nothing else from it). */
export { accountsAddedNotice, cardPaymentDueNotice, historyCompleteNotice, type Notice, transactionsReadyNotice } from './notices.ts';
export { notify, notifyWith, settleItemNotifications } from './queries.ts';
