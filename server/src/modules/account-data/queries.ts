import type { Db } from '../../db/client.ts';
import { lockItem } from '../items/index.ts';
import { lockUserTransactions } from '../money/index.ts';
import type { UserTable } from './user-tables.ts';

/** A table's rows of one user, every column but the omitted ones. */
export async function userRows(db: Db, { table, owner, omit = [] }: UserTable, userId: string): Promise<Record<string, unknown>[]> {
  // The table comes from USER_TABLES, never from a request.
  const rows = (await db.selectFrom(table as 'users').selectAll().where(owner as 'id', '=', userId).execute()) as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column))));
}

export async function deleteUserRows(db: Db, { table, owner }: UserTable, userId: string): Promise<void> {
  await db.deleteFrom(table as 'users').where(owner as 'id', '=', userId).execute();
}

/** The user's items that Plaid still knows (a revoked one is gone there already). */
export function itemsToRemoveAtPlaid(db: Db, userId: string) {
  return db.selectFrom('items').select(['external_id', 'access_token_ciphertext']).where('user_id', '=', userId).where('status', '!=', 'inactive').where('source', '=', 'plaid').execute();
}

/** The user's Stripe subscriptions that have not ended. */
export function liveStripeSubscriptions(db: Db, userId: string) {
  return db.selectFrom('subscriptions').select('stripe_subscription_id').where('user_id', '=', userId).where('status', 'not in', ['canceled', 'incomplete_expired']).execute();
}

/** Every Plaid item id the user has had (removed ones too): the subjects of Plaid's webhooks about them. */
export async function plaidItemIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('items').select('plaid_item_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.plaid_item_id);
}

/**
 * Waits, for the rest of the transaction, for every sync of the user's items that is writing, by
 * taking their locks in a sync's order (each item, then the user's rows): a deletion beside a
 * sync would wait on the rows it referenced and end one of the two as a deadlock.
 */
export async function lockUserBankWrites(trx: Db, userId: string): Promise<void> {
  const items = await trx.selectFrom('items').select('id').where('user_id', '=', userId).orderBy('id').execute();
  for (const item of items) await lockItem(trx, item.id);
  await lockUserTransactions(trx, userId);
}
