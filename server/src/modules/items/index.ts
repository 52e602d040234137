/** The public API of this module: what other modules may use (they import nothing else from it). */
export { newExternalId, sealAccessToken, unsealAccessToken } from './access-token.ts';
export { markItemRepaired, markNeedsReauth } from './item-status.ts';
export { accountIdsOfItem, activeItemAccounts, deactivateAccountsMissingFrom, deleteItem, hasLinkedItem, insertItem, itemByPlaidId, itemForWebhook, type ItemRow, itemSyncState, linkedItems, lockItem, lockItemWrites, markItemActive, markItemRevoked, ownItem, historyCoverage, HISTORY_ARRIVING_MESSAGE, recordItemHistory, recordItemSynced, RECENT_HISTORY_DAYS, setItemErrorCode, stampItemStatusChange, upsertAccounts } from './queries.ts';
