import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ItemHistoryStatus, ItemsTable } from '../../db/schema.ts';
import { addDays } from '../../lib/calendar.ts';
import { notFound } from '../../http/errors.ts';
import type { BankAccount } from '../../vendors/index.ts';
import { lockUserTransactions } from '../money/index.ts';

export type ItemRow = Selectable<ItemsTable>;

/** One of the caller's items that is still linked; 404 for anyone else's id, a removed item or the manual accounts' item. */
export async function ownItem(db: Db, userId: string, externalId: string): Promise<ItemRow> {
  const item = await db
    .selectFrom('items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('external_id', '=', externalId)
    .where('status', '!=', 'inactive')
    .where('source', '=', 'plaid')
    .executeTakeFirst();
  if (!item) throw notFound('No such item.');
  return item;
}

/** The user's items linked through Plaid (not the manual accounts' item, which Plaid never reads). */
export function linkedItems(db: Db, userId: string): Promise<ItemRow[]> {
  return db.selectFrom('items').selectAll().where('user_id', '=', userId).where('status', '!=', 'inactive').where('source', '=', 'plaid').orderBy('created_at').orderBy('id').execute();
}

/** A bank counts as linked while at least one of the user's items is not inactive (manual accounts count: the user has data to see). */
export async function hasLinkedItem(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').where('user_id', '=', userId).where('status', '!=', 'inactive').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function itemByPlaidId(db: Db, userId: string, plaidItemId: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('user_id', '=', userId).where('plaid_item_id', '=', plaidItemId).executeTakeFirst();
}

/** The item a Plaid webhook names: Plaid's item id is the only key a webhook carries. */
export function itemForWebhook(db: Db, plaidItemId: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('plaid_item_id', '=', plaidItemId).executeTakeFirst();
}

export type NewItem = Pick<Insertable<ItemsTable>, 'user_id' | 'external_id' | 'plaid_item_id' | 'access_token_ciphertext' | 'institution_id' | 'institution_name'>;

/** Stores a newly linked item with its accounts (pass a transaction). */
export async function insertItem(trx: Db, item: NewItem, accounts: BankAccount[]): Promise<string> {
  const row = await trx.insertInto('items').values(item).returning('id').executeTakeFirstOrThrow();
  await upsertAccounts(trx, item.user_id, row.id, accounts);
  return row.id;
}

/** Deletes the item; its accounts, transactions and the rest go with it (ON DELETE CASCADE). */
/**
 * Deletes the item with its data (by cascade), after any sync of the user's items that is writing:
 * the cascade rewrites the user's totals and transfers, which a sync beside it writes in another
 * order (Postgres ended one of the two as a deadlock).
 */
export async function deleteItem(db: Db, item: Pick<ItemRow, 'id' | 'user_id'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockItemWrites(trx, item);
    await trx.deleteFrom('items').where('user_id', '=', item.user_id).where('id', '=', item.id).execute();
  });
}

/** Serialises writes to one item for the rest of the transaction (syncs, refreshes). */
export async function lockItem(trx: Db, itemId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${itemId}))`.execute(trx);
}

/**
 * What a write to the item's rows holds for the rest of the transaction, in the order every such
 * writer takes it (so none deadlocks with another): the item's lock, then the user's rows'
 * (`lockUserTransactions`: transfer matching reads every item of the user).
 */
export async function lockItemWrites(trx: Db, item: Pick<ItemRow, 'id' | 'user_id'>): Promise<void> {
  await lockItem(trx, item.id);
  await lockUserTransactions(trx, item.user_id);
}

/** The item's stored sync cursor and status, as a sync about to write must compare them. */
export function itemSyncState(trx: Db, itemId: string) {
  return trx.selectFrom('items').select(['transactions_cursor', 'status']).where('id', '=', itemId).executeTakeFirst();
}

/** A sync finished: the login works, and the cursor moves on when this sync wrote the pages. */
export async function recordItemSynced(trx: Db, itemId: string, nextCursor: string | undefined): Promise<void> {
  await trx
    .updateTable('items')
    .set({ ...(nextCursor === undefined ? {} : { transactions_cursor: nextCursor }), status: 'active', error_code: null, last_synced_at: new Date(), updated_at: new Date() })
    .where('id', '=', itemId)
    .execute();
}

/** Plaid answered for the item again (or said its login was repaired). */
export async function markItemActive(db: Db, itemId: string): Promise<void> {
  await db.updateTable('items').set({ status: 'active', error_code: null, updated_at: new Date() }).where('id', '=', itemId).execute();
}

/** A login_required item works again; false when it was not waiting for a repair. */
export async function clearItemLoginRequired(db: Db, itemId: string): Promise<boolean> {
  const changed = await db
    .updateTable('items')
    .set({ status: 'active', error_code: null, updated_at: new Date() })
    .where('id', '=', itemId)
    .where('status', '=', 'login_required')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Flags an active item as needing the user to sign in again; false when it already was (or is gone). */
export async function markItemLoginRequired(trx: Db, itemId: string, errorCode: string): Promise<boolean> {
  const changed = await trx
    .updateTable('items')
    .set({ status: 'login_required', error_code: errorCode, updated_at: new Date() })
    .where('id', '=', itemId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

export async function setItemErrorCode(db: Db, itemId: string, errorCode: string): Promise<void> {
  await db.updateTable('items').set({ error_code: errorCode, updated_at: new Date() }).where('id', '=', itemId).execute();
}

/** The user revoked our access at their bank: the item stays for its history but counts as unlinked. */
export async function markItemRevoked(db: Db, itemId: string): Promise<void> {
  await db.updateTable('items').set({ status: 'inactive', error_code: 'USER_PERMISSION_REVOKED', updated_at: new Date() }).where('id', '=', itemId).execute();
}

/** When the status last applied was signed by Plaid, so older webhooks cannot undo it. */
export async function stampItemStatusChange(db: Db, itemId: string, issuedAt: number): Promise<void> {
  await db.updateTable('items').set({ status_changed_at: issuedAt }).where('id', '=', itemId).execute();
}

/** The item's accounts still shared with us, by name. */
export function activeItemAccounts(db: Db, item: Pick<ItemRow, 'id' | 'user_id'>) {
  return db
    .selectFrom('accounts')
    .select(['id', 'plaid_account_id', 'name', 'official_name'])
    .where('user_id', '=', item.user_id)
    .where('item_id', '=', item.id)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
}

/** Our account ids keyed by Plaid's, for the item (inactive ones too: old transactions point at them). */
export async function accountIdsOfItem(trx: Db, itemId: string): Promise<Map<string, string>> {
  const rows = await trx.selectFrom('accounts').select(['id', 'plaid_account_id']).where('item_id', '=', itemId).execute();
  return new Map(rows.map((a) => [a.plaid_account_id, a.id]));
}

function accountRow(userId: string, itemId: string, account: BankAccount) {
  return {
    user_id: userId,
    item_id: itemId,
    plaid_account_id: account.accountId,
    name: account.name,
    official_name: account.officialName,
    bank_name: account.name,
    bank_official_name: account.officialName,
    mask: account.mask,
    type: account.type,
    subtype: account.subtype,
    current_cents: account.currentCents,
    available_cents: account.availableCents,
    limit_cents: account.limitCents,
    iso_currency_code: account.isoCurrencyCode,
    is_active: true,
  };
}

/** Inserts or refreshes the item's accounts as Plaid lists them now. */
export async function upsertAccounts(db: Db, userId: string, itemId: string, accounts: BankAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insertInto('accounts')
    .values(accounts.map((account) => accountRow(userId, itemId, account)))
    .onConflict((oc) =>
      oc.columns(['item_id', 'plaid_account_id']).doUpdateSet((eb) => ({
        // A name the user gave stays; the bank's is kept beside it either way.
        name: sql<string>`case when accounts.user_named then accounts.name else excluded.name end`,
        official_name: sql<string | null>`case when accounts.user_named then accounts.official_name else excluded.official_name end`,
        bank_name: eb.ref('excluded.bank_name'),
        bank_official_name: eb.ref('excluded.bank_official_name'),
        mask: eb.ref('excluded.mask'),
        type: eb.ref('excluded.type'),
        subtype: eb.ref('excluded.subtype'),
        current_cents: eb.ref('excluded.current_cents'),
        available_cents: eb.ref('excluded.available_cents'),
        limit_cents: eb.ref('excluded.limit_cents'),
        iso_currency_code: eb.ref('excluded.iso_currency_code'),
        is_active: true,
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** Accounts the bank no longer lists (closed, or no longer shared) stop counting; their history stays. */
export async function deactivateAccountsMissingFrom(trx: Db, itemId: string, listedPlaidIds: string[]): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ is_active: false, updated_at: new Date() })
    .where('item_id', '=', itemId)
    .where('is_active', '=', true)
    .$if(listedPlaidIds.length > 0, (qb) => qb.where('plaid_account_id', 'not in', listedPlaidIds))
    .execute();
}

/** Days a `recent` item's history covers (Plaid's initial update: about the last 30 days, today included). */
export const RECENT_HISTORY_DAYS = 30;

/**
 * Records how far the item's history has arrived (issue 29) and returns the status it had before.
 * A `recent` item covers the last 30 days from `today` (or from its earliest row, if older); the date is kept from its first `recent` sync.
 */
export async function recordItemHistory(trx: Db, itemId: string, status: ItemHistoryStatus, today: string): Promise<ItemHistoryStatus> {
  const before = await trx.selectFrom('items').select(['history_status', 'history_from']).where('id', '=', itemId).executeTakeFirstOrThrow();
  let from: string | null = null;
  if (status !== 'complete') {
    // The bank's clock may run ahead of ours: never claim less than the rows the item already has.
    const held = await trx.selectFrom('transactions').select((eb) => eb.fn.min('date').as('first')).where('item_id', '=', itemId).executeTakeFirst();
    const first = held?.first ? String(held.first) : null;
    const recent = before.history_from ?? addDays(today, -(RECENT_HISTORY_DAYS - 1));
    from = first !== null && first < recent ? first : recent;
  }
  if (before.history_status !== status || before.history_from !== from) {
    await trx.updateTable('items').set({ history_status: status, history_from: from }).where('id', '=', itemId).execute();
  }
  return before.history_status;
}

/** What pages say while a linked item's older history is still arriving. */
export const HISTORY_ARRIVING_MESSAGE = 'Your last 30 days are here; older history is on its way';

/**
 * How far the user's history goes (issue 29): the linked items whose history is still arriving and
 * the first day from which every item's transactions are all there (null while one has none yet).
 */
export async function historyCoverage(db: Db, userId: string) {
  const items = (await linkedItems(db, userId)).filter((item) => item.history_status !== 'complete');
  const froms = items.map((item) => (item.history_status === 'recent' ? item.history_from : null));
  const coversFrom = items.length === 0 || froms.some((from) => from === null) ? null : froms.reduce((a, b) => (a! > b! ? a : b))!;
  return {
    complete: items.length === 0,
    covers_from: coversFrom,
    message: items.length === 0 ? null : HISTORY_ARRIVING_MESSAGE,
    items: items.map((item) => ({ external_id: item.external_id, institution_name: item.institution_name, status: item.history_status, covers_from: item.history_from })),
  };
}
