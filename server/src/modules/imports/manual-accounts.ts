import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ManualAccountKind } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** How each kind of manual account is filed among Plaid's account types, so every reader treats it as it treats a linked one. */
export const ACCOUNT_TYPES: Record<ManualAccountKind, { type: string; subtype: string | null; owed: boolean }> = {
  cash: { type: 'depository', subtype: 'cash', owed: false },
  checking: { type: 'depository', subtype: 'checking', owed: false },
  savings: { type: 'depository', subtype: 'savings', owed: false },
  credit_card: { type: 'credit', subtype: 'credit card', owed: true },
  loan: { type: 'loan', subtype: null, owed: true },
  other: { type: 'other', subtype: null, owed: false },
};

export const MANUAL_INSTITUTION_NAME = 'Manual accounts';

export interface ManualAccountView {
  account_id: string;
  name: string;
  type: ManualAccountKind;
  opening_balance: number;
  opening_date: string;
  balance: number;
  iso_currency_code: 'USD';
}

const dollars = (cents: number) => Number(cents) / 100;

/** The user's item for manual accounts, made on first use (one per user, `source = 'manual'`). */
export async function manualItemId(trx: Db, userId: string): Promise<string> {
  const existing = await trx.selectFrom('items').select('id').where('user_id', '=', userId).where('source', '=', 'manual').executeTakeFirst();
  if (existing) return existing.id;
  const created = await trx
    .insertInto('items')
    .values({
      user_id: userId,
      external_id: `manual-${randomUUID()}`,
      plaid_item_id: `manual:${userId}`,
      // No vendor behind it: nothing to seal.
      access_token_ciphertext: '',
      institution_id: 'manual',
      institution_name: MANUAL_INSTITUTION_NAME,
      source: 'manual',
    })
    .onConflict((oc) => oc.column('plaid_item_id').doUpdateSet({ updated_at: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * Sets a manual account's balance from its opening balance and its transactions since the opening
 * date, in the transactions' sign (positive is money leaving): money leaving lowers what is in a
 * deposit account and raises what is owed on a card or loan. Call it after every write to its rows.
 */
export async function refreshManualBalance(trx: Db, accountId: string): Promise<void> {
  await sql`
    update accounts a set current_cents = m.opening_cents + (case when m.kind in ('credit_card', 'loan') then 1 else -1 end) * coalesce((
        select sum(t.amount_cents) from transactions t where t.account_id = m.account_id and t.date >= m.opening_date and not t.pending
      ), 0),
      updated_at = now()
    from manual_accounts m
    where a.id = m.account_id and a.id = ${accountId}`.execute(trx);
}

const manualAccountRows = (db: Db, userId: string) =>
  db
    .selectFrom('manual_accounts as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['a.plaid_account_id', 'a.name', 'a.current_cents', 'm.kind', 'm.opening_cents', 'm.opening_date'])
    .where('m.user_id', '=', userId);

type ManualAccountRow = Awaited<ReturnType<ReturnType<typeof manualAccountRows>['executeTakeFirstOrThrow']>>;

async function viewOf(db: Db, userId: string, accountId: string): Promise<ManualAccountView> {
  const row = await manualAccountRows(db, userId).where('m.account_id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound('No such manual account.');
  return toView(row);
}

/** The user's manual accounts, oldest first. */
export async function listManualAccounts(db: Db, userId: string): Promise<ManualAccountView[]> {
  const rows = await manualAccountRows(db, userId).orderBy('m.created_at').orderBy('m.account_id').execute();
  return rows.map(toView);
}

function toView(row: ManualAccountRow): ManualAccountView {
  return {
    account_id: row.plaid_account_id,
    name: row.name,
    type: row.kind,
    opening_balance: dollars(row.opening_cents),
    opening_date: String(row.opening_date),
    balance: dollars(row.current_cents ?? 0),
    iso_currency_code: 'USD',
  };
}

export interface ManualAccountInput {
  name: string;
  type: ManualAccountKind;
  openingCents: number;
  openingDate: string;
}

/** Creates a manual account inside `trx`; returns its row id. */
export async function insertManualAccount(trx: Db, userId: string, input: ManualAccountInput): Promise<string> {
  const itemId = await manualItemId(trx, userId);
  const kind = ACCOUNT_TYPES[input.type];
  const account = await trx
    .insertInto('accounts')
    .values({
      user_id: userId,
      item_id: itemId,
      plaid_account_id: `man-${randomUUID()}`,
      name: input.name,
      type: kind.type,
      subtype: kind.subtype,
      current_cents: input.openingCents,
      iso_currency_code: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('manual_accounts').values({ account_id: account.id, user_id: userId, kind: input.type, opening_cents: input.openingCents, opening_date: input.openingDate }).execute();
  return account.id;
}

export async function createManualAccount(db: Db, userId: string, input: ManualAccountInput): Promise<ManualAccountView> {
  const id = await db.transaction().execute((trx) => insertManualAccount(trx, userId, input));
  return viewOf(db, userId, id);
}

/** The row id of one of the user's manual accounts by its API id; 404 for a linked account's or anyone else's. */
async function ownManualAccount(db: Db, userId: string, apiId: string): Promise<string> {
  const row = await db
    .selectFrom('manual_accounts as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('a.id')
    .where('m.user_id', '=', userId)
    .where('a.plaid_account_id', '=', apiId)
    .executeTakeFirst();
  if (!row) throw notFound('No such manual account.');
  return row.id;
}

export async function updateManualAccount(db: Db, userId: string, apiId: string, change: { name?: string; openingCents?: number; openingDate?: string }): Promise<ManualAccountView> {
  const id = await ownManualAccount(db, userId, apiId);
  await db.transaction().execute(async (trx) => {
    if (change.name !== undefined) await trx.updateTable('accounts').set({ name: change.name, updated_at: new Date() }).where('id', '=', id).execute();
    if (change.openingCents !== undefined || change.openingDate !== undefined) {
      await trx
        .updateTable('manual_accounts')
        .set({ ...(change.openingCents !== undefined ? { opening_cents: change.openingCents } : {}), ...(change.openingDate !== undefined ? { opening_date: change.openingDate } : {}) })
        .where('account_id', '=', id)
        .execute();
    }
    await refreshManualBalance(trx, id);
  });
  return viewOf(db, userId, id);
}

/** Removes a manual account with its transactions and its imports (cascades); the manual item goes with its last account. */
export async function deleteManualAccount(db: Db, userId: string, apiId: string): Promise<void> {
  const id = await ownManualAccount(db, userId, apiId);
  await db.transaction().execute(async (trx) => {
    const { item_id } = await trx.selectFrom('accounts').select('item_id').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.deleteFrom('accounts').where('id', '=', id).where('user_id', '=', userId).execute();
    const left = await trx.selectFrom('accounts').select('id').where('item_id', '=', item_id).limit(1).executeTakeFirst();
    if (!left) await trx.deleteFrom('items').where('id', '=', item_id).where('source', '=', 'manual').execute();
  });
}
