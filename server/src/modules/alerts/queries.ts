import type { Db } from '../../db/client.ts';
import type { AlertRule } from '../../db/schema.ts';
import { type AlertSettings, DEFAULT_ALERT_SETTINGS, UNUSUAL_CHARGE_LOOKBACK } from './config.ts';

/** The user's alert settings, or the defaults when they never saved any. */
export async function alertSettingsOf(db: Db, userId: string): Promise<AlertSettings> {
  const row = await db
    .selectFrom('alert_settings')
    .select(['large_purchase', 'large_purchase_cents', 'low_balance', 'low_balance_cents', 'bill_due', 'bill_due_days', 'new_recurring', 'unusual_charge'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, large_purchase_cents: Number(row.large_purchase_cents), low_balance_cents: Number(row.low_balance_cents) } : DEFAULT_ALERT_SETTINGS;
}

export async function saveAlertSettings(db: Db, userId: string, settings: AlertSettings): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ user_id: userId, ...settings })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, updated_at: new Date() }))
    .execute();
}

/** Records that the event was told; false when it already was (by this sync or another): then it is not told again. */
export async function claimAlertEvent(trx: Db, userId: string, rule: AlertRule, eventKey: string): Promise<boolean> {
  const inserted = await trx.insertInto('alert_events').values({ user_id: userId, rule, event_key: eventKey }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets the event, so it is told again when it happens again (a balance back up). */
export async function releaseAlertEvent(trx: Db, userId: string, rule: AlertRule, eventKey: string): Promise<void> {
  await trx.deleteFrom('alert_events').where('user_id', '=', userId).where('rule', '=', rule).where('event_key', '=', eventKey).execute();
}

/** The item's open cash accounts with their current balance. */
export function itemCashAccounts(trx: Db, userId: string, itemId: string, cashTypes: readonly string[]) {
  return trx
    .selectFrom('accounts')
    .select(['id', 'plaid_account_id', 'name', 'official_name', 'current_cents', 'iso_currency_code'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('is_active', '=', true)
    .where('type', 'in', [...cashTypes])
    .execute();
}

/** The item's active outflow streams the user has not set aside, as a sync stored them. */
export function itemOutflowStreams(trx: Db, userId: string, itemId: string) {
  return trx
    .selectFrom('recurring_streams')
    .select(['id', 'stream_id', 'description', 'merchant_name', 'category_primary', 'category_detailed', 'frequency', 'last_amount_cents', 'user_amount_cents', 'user_kind', 'last_date'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('direction', '=', 'outflow')
    .where('is_active', '=', true)
    .where('not_recurring', '=', false)
    .execute();
}

/** The amounts of the merchant's last posted charges to the user on or before `date`, other than the rows named. */
export async function priorMerchantCharges(trx: Db, userId: string, merchant: string, date: string, excludedIds: readonly string[]): Promise<number[]> {
  const rows = await trx
    .selectFrom('transactions')
    .select('amount_cents')
    .where('user_id', '=', userId)
    .where('merchant_name', '=', merchant)
    .where('pending', '=', false)
    .where('amount_cents', '>', 0)
    .where('date', '<=', date)
    .where('plaid_transaction_id', 'not in', [...excludedIds])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(UNUSUAL_CHARGE_LOOKBACK)
    .execute();
  return rows.map((r) => Number(r.amount_cents));
}
