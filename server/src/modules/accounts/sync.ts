import type { Db } from '../../db/client.ts';
import { BankDataError, REAUTH_ERRORS, type BankChanges, type BankData, type BankHistoryStatus, type BankTransaction, type CardLiability, type RecurringStream } from '../../vendors/index.ts';
import { accountIdsOfItem, deactivateAccountsMissingFrom, itemSyncState, lockItemWrites, recordItemHistory, recordItemSynced, upsertAccounts, type ItemRow, markItemRepaired, markNeedsReauth } from '../items/index.ts';
import { productCategory } from '../money/index.ts';
import { historyCompleteNotice, transactionsReadyNotice, notify, notifyWith } from '../notifications/index.ts';
import { todayOf } from '../../lib/calendar.ts';
import { mayBeAlertedOn, sendSyncAlerts } from '../alerts/index.ts';
import { CASH_TYPES } from './balance-kinds.ts';
import { sendCardPaymentReminders } from './card-reminders.ts';
import { bankRowsWriter, type BankRowsTarget } from './bank-rows.ts';
import { readChangePages } from './change-pages.ts';
import { recordBalanceHistory } from './balance-history.ts';
import { analyzeSyncedTables, replaceRecurringStreams, upsertCreditLiabilities } from './queries.ts';

/** Rows a sync adds or removes from which it refreshes the planner's statistics (`analyzeSyncedTables`): a first import, not a day's news. */
const ANALYZE_AFTER_ROWS = 5_000;

export interface SyncResult {
  added: number;
  modified: number;
  removed: number;
  /** Another sync of the same item applied these pages first; nothing was written twice. */
  skipped: boolean;
}

function liabilityRows(userId: string, accountIds: Map<string, string>, credit: CardLiability[]) {
  return credit.flatMap((card) => {
    const accountId = card.accountId ? accountIds.get(card.accountId) : undefined;
    if (!accountId) return [];
    return [
      {
        account_id: accountId,
        user_id: userId,
        aprs: JSON.stringify(card.aprs),
        is_overdue: card.isOverdue,
        last_payment_cents: card.lastPaymentCents,
        last_payment_date: card.lastPaymentDate,
        last_statement_balance_cents: card.lastStatementBalanceCents,
        last_statement_issue_date: card.lastStatementIssueDate,
        minimum_payment_cents: card.minimumPaymentCents,
        next_payment_due_date: card.nextPaymentDueDate,
      },
    ];
  });
}

function streamRows(userId: string, itemId: string, direction: 'inflow' | 'outflow', streams: RecurringStream[]) {
  return streams.map((s) => ({
    user_id: userId,
    item_id: itemId,
    stream_id: s.streamId,
    account_plaid_id: s.accountId,
    direction,
    description: s.description,
    merchant_name: s.merchantName,
    ...productCategory(s.category),
    frequency: s.frequency,
    average_amount_cents: s.averageAmountCents,
    last_amount_cents: s.lastAmountCents,
    last_date: s.lastDate,
    is_active: s.isActive,
  }));
}

/** What a sync wrote of the item's transactions, summed over its pages. */
interface WrittenChanges {
  added: number;
  modified: number;
  removed: number;
  /** The added rows a purchase alert may be about (`mayBeAlertedOn`); none on a first import, which is never told. */
  alertable: BankTransaction[];
  nextCursor: string;
  notReady: boolean;
  history: BankHistoryStatus;
  since: string | undefined;
}

/** Writes the pages in order through the one write path for bank rows; the last page's cursor and status are the sync's. */
async function writeChangePages(trx: Db, pages: AsyncIterable<BankChanges>, target: BankRowsTarget, cursor: string | null, today: string, firstImport: boolean): Promise<WrittenChanges> {
  const writer = await bankRowsWriter(trx, target);
  const written: WrittenChanges = { added: 0, modified: 0, removed: 0, alertable: [], nextCursor: cursor ?? '', notReady: false, history: 'complete', since: undefined };
  for await (const page of pages) {
    await writer.write(page);
    written.added += page.added.length;
    written.modified += page.modified.length;
    written.removed += page.removed.length;
    if (!firstImport) written.alertable.push(...page.added.filter((t) => mayBeAlertedOn(t, today)));
    Object.assign(written, { nextCursor: page.nextCursor, notReady: page.notReady, history: page.history });
  }
  written.since = (await writer.finish(today)).since;
  return written;
}

/**
 * Brings one item up to date: accounts and balances, credit liabilities, transactions since the
 * stored cursor, recurring streams. Vendor calls happen first, the transaction pages read to the
 * end (`readChangePages`: a few in memory, a long history in a sealed spool file); the writes then
 * go in one transaction that holds the item's advisory lock and stores the new cursor only if no
 * other sync moved it meanwhile, so concurrent or repeated calls never duplicate or lose a row.
 * The rows go through the one write path for bank rows (`bankRowsWriter`, which file imports take
 * too) page by page: transfers matched anew in the same transaction, so counts never see a
 * half-matched state, and the budget alerts its new spending crosses sent; the user's own
 * categories are columns the upsert never writes.
 */
export async function syncItem(db: Db, bankData: BankData, item: ItemRow, accessToken: string, now: () => number = Date.now): Promise<SyncResult> {
  const reading = readChangePages(bankData.changePages(accessToken, item.transactions_cursor));
  // Settled below in every case; a failure of the other calls first is not an unhandled rejection.
  reading.catch(() => undefined);
  try {
    const [accounts, liabilities, recurring] = await Promise.all([bankData.accounts(accessToken), bankData.liabilities(accessToken), bankData.recurringStreams(accessToken)]);
    const read = await reading;

    const result = await db.transaction().execute(async (trx): Promise<SyncResult> => {
      // The item's lock, then the user's rows' (transfer matching reads every item of the user: their syncs write one at a time).
      await lockItemWrites(trx, item);
      const current = await itemSyncState(trx, item.id);
      if (!current || current.status === 'inactive') return { added: 0, modified: 0, removed: 0, skipped: true };
      const skipped = (current.transactions_cursor ?? null) !== (item.transactions_cursor ?? null);
      // A sync that reads the item means its login works.
      if (current.status === 'login_required') await markItemRepaired(trx, item);

      await upsertAccounts(trx, item.user_id, item.id, accounts);
      // An account the bank closed (or the user stopped sharing) drops out of Plaid's list.
      await deactivateAccountsMissingFrom(trx, item.id, accounts.map((a) => a.accountId));
      const accountIds = await accountIdsOfItem(trx, item.id);
      if (liabilities) {
        await upsertCreditLiabilities(trx, liabilityRows(item.user_id, accountIds, liabilities));
        await sendCardPaymentReminders(trx, item.user_id, item.id, todayOf(now));
      }
      if (recurring) {
        await replaceRecurringStreams(trx, item.id, [...streamRows(item.user_id, item.id, 'inflow', recurring.inflow), ...streamRows(item.user_id, item.id, 'outflow', recurring.outflow)]);
      }

      // An item's first import: its transactions are ready once Plaid has them (until then the sync starts over from no cursor).
      const firstImport = !item.transactions_cursor;
      const changes = skipped
        ? undefined
        : await writeChangePages(trx, read.pages(), { userId: item.user_id, itemId: item.id, accountIds }, item.transactions_cursor, todayOf(now), firstImport);
      // Today's balances, and the days the rows changed back to, into each account's history.
      await recordBalanceHistory(trx, item.user_id, [...accountIds.values()], { today: todayOf(now), since: changes?.since });
      await sendSyncAlerts(trx, {
        userId: item.user_id,
        itemId: item.id,
        accounts: new Map(accounts.flatMap((a) => (accountIds.has(a.accountId) ? [[a.accountId, { id: accountIds.get(a.accountId)!, name: a.officialName ?? a.name }]] : []))),
        added: changes?.alertable ?? [],
        outflowStreams: recurring?.outflow ?? [],
        firstImport,
        cashTypes: CASH_TYPES,
        today: todayOf(now),
      });
      if (!changes) {
        await recordItemSynced(trx, item.id, undefined);
        return { added: 0, modified: 0, removed: 0, skipped: true };
      }
      const importPending = firstImport && changes.notReady;
      await recordItemSynced(trx, item.id, importPending ? undefined : changes.nextCursor);
      // Staged history (issue 29): the older history's arrival is one notice, never "N new transactions".
      const historyBefore = await recordItemHistory(trx, item.id, changes.history, todayOf(now));
      const historyArrived = historyBefore !== null && historyBefore !== 'complete' && changes.history === 'complete' && !firstImport;
      if (historyArrived) {
        await notifyWith(trx, item.user_id, 'history_complete', historyCompleteNotice(item.institution_name), item.id);
      } else if (firstImport && !importPending) {
        await notifyWith(trx, item.user_id, 'transactions_ready', transactionsReadyNotice(changes.added, item.institution_name), item.id);
      } else if (item.transactions_cursor && changes.added > 0) {
        await notify(trx, item.user_id, 'transactions_synced', 'New transactions', `${changes.added} new transaction${changes.added === 1 ? '' : 's'} from ${item.institution_name}.`);
      }
      return { added: changes.added, modified: changes.modified, removed: changes.removed, skipped: false };
    });
    if (!result.skipped && result.added + result.removed >= ANALYZE_AFTER_ROWS) await analyzeSyncedTables(db);
    return result;
  } catch (error) {
    if (error instanceof BankDataError && REAUTH_ERRORS.has(error.errorCode)) await markNeedsReauth(db, item, error.errorCode);
    throw error;
  } finally {
    await (await reading.catch(() => undefined))?.close();
  }
}
