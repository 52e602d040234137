import type { CreditCardLiability, PlaidApi, RemovedTransaction, Transaction, TransactionStream } from 'plaid';
import type { Db } from '../../db/client.ts';
import { callPlaid, PlaidApiError } from '../../vendors/plaid.ts';
import {
  accountIdsOfItem,
  deactivateAccountsMissingFrom,
  itemSyncState,
  lockItem,
  recordItemSynced,
  upsertAccounts,
  type ItemRow,
} from '../items/queries.ts';
import { markItemRepaired, markNeedsReauth } from '../items/item-status.ts';
import { carryUserCategoriesToPosted, lockUserTransactions, recomputeTransferPairs } from '../money/queries.ts';
import { transactionsReadyNotice } from '../notifications/notices.ts';
import { notify, notifyWith } from '../notifications/queries.ts';
import { sendBudgetAlerts } from '../budgets/alerts.ts';
import { todayOf } from '../../lib/calendar.ts';
import { sendCardPaymentReminders } from './card-reminders.ts';
import { analyzeSyncedTables, deleteTransactions, replaceRecurringStreams, upsertCreditLiabilities, upsertTransactions } from './queries.ts';

export const SYNC_PAGE_SIZE = 500;
/** Rows a sync adds or removes from which it refreshes the planner's statistics (`analyzeSyncedTables`): a first import, not a day's news. */
const ANALYZE_AFTER_ROWS = 5_000;
/** Restarts allowed when Plaid reports the data changed while we were paginating. */
const MAX_PAGINATION_RESTARTS = 3;
/** Item errors that mean the user must sign in to the bank again (Link's update mode). */
export const REAUTH_ERRORS = new Set(['ITEM_LOGIN_REQUIRED', 'PENDING_EXPIRATION', 'PENDING_DISCONNECT']);

export interface SyncResult {
  added: number;
  modified: number;
  removed: number;
  /** Another sync of the same item applied these pages first; nothing was written twice. */
  skipped: boolean;
}

interface Changes {
  added: Transaction[];
  modified: Transaction[];
  removed: RemovedTransaction[];
  nextCursor: string;
  /** Plaid's `transactions_update_status`: `NOT_READY` until an item's first import is there to read. */
  updateStatus: string | undefined;
}

/** Every page from `cursor` on; starts over when Plaid says the data changed mid-pagination. */
async function fetchChanges(plaid: PlaidApi, accessToken: string, cursor: string | null): Promise<Changes> {
  for (let attempt = 0; ; attempt++) {
    const changes: Changes = { added: [], modified: [], removed: [], nextCursor: cursor ?? '', updateStatus: undefined };
    try {
      let hasMore = true;
      while (hasMore) {
        const page = await callPlaid(() =>
          plaid.transactionsSync({ access_token: accessToken, count: SYNC_PAGE_SIZE, ...(changes.nextCursor ? { cursor: changes.nextCursor } : {}) }),
        );
        changes.added.push(...page.added);
        changes.modified.push(...page.modified);
        changes.removed.push(...page.removed);
        changes.nextCursor = page.next_cursor;
        changes.updateStatus = page.transactions_update_status;
        hasMore = page.has_more;
      }
      return changes;
    } catch (error) {
      const mutated = error instanceof PlaidApiError && error.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
      if (!mutated || attempt >= MAX_PAGINATION_RESTARTS) throw error;
    }
  }
}

const cents = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : Math.round(amount * 100));

function transactionRow(userId: string, itemId: string, accountIds: Map<string, string>, t: Transaction) {
  const accountId = accountIds.get(t.account_id);
  if (!accountId) return undefined;
  return {
    user_id: userId,
    item_id: itemId,
    account_id: accountId,
    plaid_transaction_id: t.transaction_id,
    pending_transaction_id: t.pending_transaction_id ?? null,
    amount_cents: cents(t.amount) ?? 0,
    iso_currency_code: t.iso_currency_code ?? null,
    date: t.date,
    authorized_date: t.authorized_date ?? null,
    name: t.name,
    merchant_name: t.merchant_name ?? null,
    merchant_entity_id: t.merchant_entity_id ?? null,
    logo_url: t.logo_url ?? null,
    website: t.website ?? null,
    category_primary: t.personal_finance_category?.primary ?? null,
    category_detailed: t.personal_finance_category?.detailed ?? null,
    payment_channel: t.payment_channel ?? null,
    pending: t.pending,
  };
}

function liabilityRows(userId: string, accountIds: Map<string, string>, credit: CreditCardLiability[]) {
  return credit.flatMap((card) => {
    const accountId = card.account_id ? accountIds.get(card.account_id) : undefined;
    if (!accountId) return [];
    return [
      {
        account_id: accountId,
        user_id: userId,
        aprs: JSON.stringify(card.aprs.map((apr) => ({ apr_type: apr.apr_type, apr_percentage: apr.apr_percentage }))),
        is_overdue: card.is_overdue,
        last_payment_cents: cents(card.last_payment_amount),
        last_payment_date: card.last_payment_date ?? null,
        last_statement_balance_cents: cents(card.last_statement_balance),
        last_statement_issue_date: card.last_statement_issue_date ?? null,
        minimum_payment_cents: cents(card.minimum_payment_amount),
        next_payment_due_date: card.next_payment_due_date ?? null,
      },
    ];
  });
}

function streamRows(userId: string, itemId: string, direction: 'inflow' | 'outflow', streams: TransactionStream[]) {
  return streams.map((s) => ({
    user_id: userId,
    item_id: itemId,
    stream_id: s.stream_id,
    account_plaid_id: s.account_id,
    direction,
    description: s.description,
    merchant_name: s.merchant_name ?? null,
    category_primary: s.personal_finance_category?.primary ?? null,
    category_detailed: s.personal_finance_category?.detailed ?? null,
    frequency: String(s.frequency),
    average_amount_cents: cents(s.average_amount.amount) ?? 0,
    last_amount_cents: cents(s.last_amount.amount) ?? 0,
    last_date: s.last_date ?? null,
    is_active: s.is_active,
  }));
}

/** Optional products: an institution without them is not an error for the item. */
async function optional<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlaidApiError && error.errorType !== 'ITEM_ERROR') return undefined;
    if (error instanceof PlaidApiError && ['PRODUCTS_NOT_SUPPORTED', 'NO_LIABILITY_ACCOUNTS', 'PRODUCT_NOT_READY'].includes(error.errorCode)) return undefined;
    throw error;
  }
}

/**
 * Brings one item up to date: accounts and balances, credit liabilities, transactions since the
 * stored cursor, recurring streams. Vendor calls happen first; the writes then go in one
 * transaction that holds the item's advisory lock and stores the new cursor only if no other
 * sync moved it meanwhile, so concurrent or repeated calls never duplicate or lose a row. The
 * same transaction matches the user's transfers anew (modules/money), so counts never see a
 * half-matched state, and sends the budget alerts its new spending crosses (modules/budgets); the
 * user's own categories are columns the upsert never writes.
 */
export async function syncItem(db: Db, plaid: PlaidApi, item: ItemRow, accessToken: string, now: () => number = Date.now): Promise<SyncResult> {
  try {
    const [{ accounts }, changes, liabilities, recurring] = await Promise.all([
      callPlaid(() => plaid.accountsGet({ access_token: accessToken })),
      fetchChanges(plaid, accessToken, item.transactions_cursor),
      optional(() => callPlaid(() => plaid.liabilitiesGet({ access_token: accessToken }))),
      optional(() => callPlaid(() => plaid.transactionsRecurringGet({ access_token: accessToken }))),
    ]);

    const result = await db.transaction().execute(async (trx): Promise<SyncResult> => {
      await lockItem(trx, item.id);
      // Transfer matching reads every item of the user: their syncs write one at a time.
      await lockUserTransactions(trx, item.user_id);
      const current = await itemSyncState(trx, item.id);
      if (!current || current.status === 'inactive') return { added: 0, modified: 0, removed: 0, skipped: true };
      const skipped = (current.transactions_cursor ?? null) !== (item.transactions_cursor ?? null);
      // A sync that reads the item means its login works.
      if (current.status === 'login_required') await markItemRepaired(trx, item);

      await upsertAccounts(trx, item.user_id, item.id, accounts);
      // An account the bank closed (or the user stopped sharing) drops out of Plaid's list.
      await deactivateAccountsMissingFrom(trx, item.id, accounts.map((a) => a.account_id));
      const accountIds = await accountIdsOfItem(trx, item.id);
      if (liabilities?.liabilities.credit) {
        await upsertCreditLiabilities(trx, liabilityRows(item.user_id, accountIds, liabilities.liabilities.credit));
        await sendCardPaymentReminders(trx, item.user_id, item.id, todayOf(now));
      }
      if (recurring) {
        await replaceRecurringStreams(trx, item.id, [...streamRows(item.user_id, item.id, 'inflow', recurring.inflow_streams), ...streamRows(item.user_id, item.id, 'outflow', recurring.outflow_streams)]);
      }

      if (!skipped) {
        const written = [...changes.added, ...changes.modified];
        await upsertTransactions(trx, written.flatMap((t) => transactionRow(item.user_id, item.id, accountIds, t) ?? []));
        await carryUserCategoriesToPosted(trx, item.user_id, item.id, written.filter((t) => t.pending_transaction_id).map((t) => t.transaction_id));
        await deleteTransactions(trx, item.id, changes.removed.map((r) => r.transaction_id));
        await recomputeTransferPairs(trx, item.user_id);
        await sendBudgetAlerts(trx, item.user_id, todayOf(now));
      }
      // An item's first import: its transactions are ready once Plaid has them (until then the sync starts over from no cursor).
      const firstImport = !item.transactions_cursor;
      const importPending = firstImport && changes.updateStatus === 'NOT_READY';
      await recordItemSynced(trx, item.id, skipped || importPending ? undefined : changes.nextCursor);
      if (!skipped && firstImport && !importPending) {
        await notifyWith(trx, item.user_id, 'transactions_ready', transactionsReadyNotice(changes.added.length, item.institution_name), item.id);
      } else if (!skipped && item.transactions_cursor && changes.added.length > 0) {
        await notify(trx, item.user_id, 'transactions_synced', 'New transactions', `${changes.added.length} new transaction${changes.added.length === 1 ? '' : 's'} from ${item.institution_name}.`);
      }
      return { added: changes.added.length, modified: changes.modified.length, removed: changes.removed.length, skipped };
    });
    if (!result.skipped && result.added + result.removed >= ANALYZE_AFTER_ROWS) await analyzeSyncedTables(db);
    return result;
  } catch (error) {
    if (error instanceof PlaidApiError && REAUTH_ERRORS.has(error.errorCode)) await markNeedsReauth(db, item, error.errorCode);
    throw error;
  }
}

