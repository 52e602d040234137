import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ItemsTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { open, seal } from '../../lib/secret-box.ts';
import type { PlaidAccount } from '../../vendors/plaid.ts';

type Db = Kysely<Database>;
export type ItemRow = Selectable<ItemsTable>;

/** Our public id for an item: never Plaid's item id, never its access token. */
export const newExternalId = () => `item_${randomBytes(12).toString('hex')}`;

/** Seals a Plaid access token for storage, bound to the item it belongs to. */
export const sealAccessToken = (accessToken: string, key: Buffer, externalId: string) => seal(accessToken, key, externalId);

/** The item's Plaid access token, unsealed for a call to Plaid (never for a response or a log). */
export const unsealAccessToken = (item: Pick<ItemRow, 'access_token_ciphertext' | 'external_id'>, key: Buffer) =>
  open(item.access_token_ciphertext, key, item.external_id);

/** One of the caller's items that is still linked; 404 for anyone else's id or a removed item. */
export async function ownItem(db: Db, userId: string, externalId: string): Promise<ItemRow> {
  const item = await db
    .selectFrom('items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('external_id', '=', externalId)
    .where('status', '!=', 'inactive')
    .executeTakeFirst();
  if (!item) throw notFound('No such item.');
  return item;
}

export function linkedItems(db: Db, userId: string): Promise<ItemRow[]> {
  return db.selectFrom('items').selectAll().where('user_id', '=', userId).where('status', '!=', 'inactive').orderBy('created_at').orderBy('id').execute();
}

export function itemByPlaidId(db: Db, userId: string, plaidItemId: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('user_id', '=', userId).where('plaid_item_id', '=', plaidItemId).executeTakeFirst();
}

const cents = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : Math.round(amount * 100));

export function accountRow(userId: string, itemId: string, account: PlaidAccount) {
  return {
    user_id: userId,
    item_id: itemId,
    plaid_account_id: account.account_id,
    name: account.name,
    official_name: account.official_name ?? null,
    mask: account.mask ?? null,
    type: String(account.type),
    subtype: account.subtype ? String(account.subtype) : null,
    current_cents: cents(account.balances.current),
    available_cents: cents(account.balances.available),
    limit_cents: cents(account.balances.limit),
    iso_currency_code: account.balances.iso_currency_code ?? null,
    is_active: true,
  };
}

/** Inserts or refreshes the item's accounts as Plaid lists them now. */
export async function upsertAccounts(db: Db, userId: string, itemId: string, accounts: PlaidAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insertInto('accounts')
    .values(accounts.map((account) => accountRow(userId, itemId, account)))
    .onConflict((oc) =>
      oc.columns(['item_id', 'plaid_account_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        official_name: eb.ref('excluded.official_name'),
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
