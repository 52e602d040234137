import type { Db } from '../../db/client.ts';
import { accountLink, RECURRING_LINK, transactionsLink } from '../../lib/app-links.ts';
import { addDays } from '../../lib/calendar.ts';
import type { BankTransaction, RecurringStream } from '../../vendors/index.ts';
import { productCategory } from '../money/index.ts';
import { billDueNotice, largePurchaseNotice, lowBalanceNotice, newRecurringNotice, type Notice, notifyWith, unusualChargeNotice } from '../notifications/index.ts';
import { nextBillDate, recurringKindOf } from '../recurring/index.ts';
import { ALERT_RECENT_DAYS } from './config.ts';
import { alertSettingsOf, claimAlertEvent, itemCashAccounts, itemOutflowStreams, priorMerchantCharges, releaseAlertEvent } from './queries.ts';
import { daysFrom, unusualAgainst } from './rules.ts';

/** What one sync of an item brought, for its alerts. */
export interface SyncedItem {
  userId: string;
  itemId: string;
  /** The bank's account id → ours, with the account's name as the accounts page shows it. */
  accounts: ReadonlyMap<string, { id: string; name: string }>;
  /** The rows the bank added in this sync that `mayBeAlertedOn` (none when another sync applied its pages first); others are passed over. */
  added: readonly BankTransaction[];
  /** The outflow streams the bank reported in this sync. */
  outflowStreams: readonly RecurringStream[];
  /** The item's first import: every row and stream is history, recorded as known but never told. */
  firstImport: boolean;
  /** The account types that hold cash (a low balance is told for them only). */
  cashTypes: readonly string[];
  today: string;
}

/** Kinds whose due date is told from elsewhere (a card's own due date) or is not a payment to make. */
const NOT_BILLS = new Set(['income', 'transfer_or_savings', 'card_payment']);
/** Purchases: money out, neither moved between the user's accounts nor a loan or card payment. */
const NOT_PURCHASES = new Set(['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS']);

/** A row a purchase alert may be about: money out, from the bank (not a file), of the last `ALERT_RECENT_DAYS` days. A sync keeps only these of the rows it adds. */
export function mayBeAlertedOn(t: BankTransaction, today: string): boolean {
  return t.amountCents > 0 && t.date >= addDays(today, -ALERT_RECENT_DAYS) && t.importKey === undefined;
}

/**
 * Inside a sync's transaction, after it wrote the item's rows, balances and streams: the alerts of
 * README "Alerts" the user has on, each told once per event (`alert_events` claims the event: a
 * re-sync, a repeated webhook or a concurrent sync finds it claimed and says nothing). Returns
 * the notices sent.
 */
export async function sendSyncAlerts(trx: Db, item: SyncedItem): Promise<Notice[]> {
  const settings = await alertSettingsOf(trx, item.userId);
  const sent: Notice[] = [];
  /** Tells the notice, leading to `link` (README "Alerts": each alert opens what it is about). */
  const tell = async (notice: Notice, link: string) => {
    const linked = { ...notice, link };
    await notifyWith(trx, item.userId, 'alert', linked, item.itemId);
    sent.push(linked);
  };

  if (settings.low_balance) {
    for (const account of await itemCashAccounts(trx, item.userId, item.itemId, item.cashTypes)) {
      if (account.current_cents === null) continue;
      const balance = Number(account.current_cents);
      if (balance >= settings.low_balance_cents) await releaseAlertEvent(trx, item.userId, 'low_balance', account.id);
      else if (await claimAlertEvent(trx, item.userId, 'low_balance', account.id)) await tell(lowBalanceNotice(account.official_name ?? account.name, balance, settings.low_balance_cents, account.iso_currency_code), accountLink(account.plaid_account_id));
    }
  }

  // Each stream the bank finds is claimed when first seen, told only after the first import.
  for (const stream of item.outflowStreams) {
    if (!stream.isActive) continue;
    const first = await claimAlertEvent(trx, item.userId, 'new_recurring', `${item.itemId}:${stream.streamId}`);
    if (first && settings.new_recurring && !item.firstImport) await tell(newRecurringNotice(stream.merchantName || stream.description, Math.abs(stream.lastAmountCents), stream.frequency), RECURRING_LINK);
  }

  if (settings.bill_due) {
    for (const stream of await itemOutflowStreams(trx, item.userId, item.itemId)) {
      const kind = stream.user_kind ?? recurringKindOf({ ...stream, direction: 'outflow', category: stream.category_primary });
      if (NOT_BILLS.has(kind) || !stream.last_date) continue;
      // A bill paid on its last date is not due again that day.
      const dayAfterLast = addDays(stream.last_date, 1);
      const due = nextBillDate(stream.last_date, stream.frequency, dayAfterLast > item.today ? dayAfterLast : item.today);
      if (due === null) continue;
      const daysLeft = daysFrom(item.today, due);
      if (daysLeft > settings.bill_due_days || !(await claimAlertEvent(trx, item.userId, 'bill_due', `${stream.id}:${due}`))) continue;
      const amount = stream.user_amount_cents !== null ? Number(stream.user_amount_cents) : Math.abs(Number(stream.last_amount_cents));
      await tell(billDueNotice(stream.merchant_name || stream.description, amount, due, daysLeft), RECURRING_LINK);
    }
  }

  if (item.firstImport || !(settings.large_purchase || settings.unusual_charge)) return sent;
  for (const t of item.added) {
    const account = item.accounts.get(t.accountId);
    // The sync passed only the rows that `mayBeAlertedOn` (money out, from the bank, recent).
    if (!account) continue;
    if (NOT_PURCHASES.has(productCategory(t.category).category_primary ?? '')) continue;
    // A posted row carries its pending row's id: one event for both.
    const eventKey = `${item.itemId}:${t.pendingTransactionId ?? t.transactionId}`;
    const merchant = t.merchantName || t.name;
    if (settings.large_purchase && t.amountCents > settings.large_purchase_cents && (await claimAlertEvent(trx, item.userId, 'large_purchase', eventKey))) {
      await tell(largePurchaseNotice(merchant, t.amountCents, settings.large_purchase_cents, account.name, t.isoCurrencyCode, t.date), transactionsLink({ transaction_id: t.transactionId }));
    }
    if (settings.unusual_charge && t.merchantName) {
      const prior = await priorMerchantCharges(trx, item.userId, t.merchantName, t.date, [t.transactionId, ...(t.pendingTransactionId ? [t.pendingTransactionId] : [])]);
      const usual = unusualAgainst(t.amountCents, prior);
      if (usual !== null && (await claimAlertEvent(trx, item.userId, 'unusual_charge', eventKey))) await tell(unusualChargeNotice(merchant, t.amountCents, usual, prior.length, t.isoCurrencyCode), transactionsLink({ transaction_id: t.transactionId }));
    }
  }
  return sent;
}
