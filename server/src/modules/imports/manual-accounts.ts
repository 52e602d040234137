import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ManualAccountKind, ValuedAccountKind } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { todayOf } from '../../lib/calendar.ts';
import { accountValues, lockUserTransactions, recordBalanceHistory } from './deps.ts';

/** How each kind of manual account is filed among Plaid's account types, so every reader treats it as it treats a linked one. */
export const ACCOUNT_TYPES: Record<ManualAccountKind, { type: string; subtype: string | null; owed: boolean }> = {
  cash: { type: 'depository', subtype: 'cash', owed: false },
  checking: { type: 'depository', subtype: 'checking', owed: false },
  savings: { type: 'depository', subtype: 'savings', owed: false },
  credit_card: { type: 'credit', subtype: 'credit card', owed: true },
  loan: { type: 'loan', subtype: null, owed: true },
  other: { type: 'other', subtype: null, owed: false },
  // Valued by hand: no transactions, a dated value (net worth counts them; spending never sees them).
  home: { type: 'other', subtype: 'home', owed: false },
  vehicle: { type: 'other', subtype: 'vehicle', owed: false },
  investment: { type: 'investment', subtype: null, owed: false },
  other_asset: { type: 'other', subtype: 'other asset', owed: false },
  other_liability: { type: 'loan', subtype: 'other', owed: true },
};

/** The kinds of manual account that hold a value the user gives, not transactions (migration 0026). */
export const VALUED_KINDS: readonly ValuedAccountKind[] = ['home', 'vehicle', 'investment', 'other_asset', 'other_liability'];
export const isValuedKind = (kind: ManualAccountKind): kind is ValuedAccountKind => (VALUED_KINDS as readonly string[]).includes(kind);

export const MANUAL_INSTITUTION_NAME = 'Manual accounts';

export interface ManualAccountView {
  account_id: string;
  name: string;
  type: ManualAccountKind;
  opening_balance: number;
  opening_date: string;
  balance: number;
  iso_currency_code: 'USD';
  /** A valued account's values, oldest first (empty for an account of transactions). */
  values: { as_of: string; value: number }[];
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
 * deposit account and raises what is owed on a card or loan, and records its daily balances. Call
 * it after every write to its rows.
 */
export async function refreshManualBalance(trx: Db, accountId: string, today = todayOf(Date.now)): Promise<void> {
  // A valued account's balance is its latest value.
  await sql`
    update accounts a set current_cents = v.value_cents, updated_at = now()
    from (select value_cents from account_values where account_id = ${accountId} order by as_of desc limit 1) v
    where a.id = ${accountId}`.execute(trx);
  await sql`
    update accounts a set current_cents = m.opening_cents + (case when m.kind in ('credit_card', 'loan') then 1 else -1 end) * coalesce((
        select sum(t.amount_cents) from transactions t where t.account_id = m.account_id and t.date >= m.opening_date and not t.pending
      ), 0),
      updated_at = now()
    from manual_accounts m
    where a.id = m.account_id and a.id = ${accountId} and m.kind not in (${sql.join(VALUED_KINDS)})`.execute(trx);
  // Its balance follows its rows by definition: its history is written again whole.
  const { user_id } = await trx.selectFrom('accounts').select('user_id').where('id', '=', accountId).executeTakeFirstOrThrow();
  await recordBalanceHistory(trx, user_id, [accountId], { today, whole: true });
}

const manualAccountRows = (db: Db, userId: string) =>
  db
    .selectFrom('manual_accounts as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['a.id', 'a.plaid_account_id', 'a.name', 'a.current_cents', 'm.kind', 'm.opening_cents', 'm.opening_date'])
    .where('m.user_id', '=', userId);

type ManualAccountRow = Awaited<ReturnType<ReturnType<typeof manualAccountRows>['executeTakeFirstOrThrow']>>;

async function viewOf(db: Db, userId: string, accountId: string): Promise<ManualAccountView> {
  const row = await manualAccountRows(db, userId).where('m.account_id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound('No such manual account.');
  return toView(row, await accountValues(db, userId, accountId));
}

/** The user's manual accounts, oldest first. */
export async function listManualAccounts(db: Db, userId: string): Promise<ManualAccountView[]> {
  const [rows, values] = await Promise.all([manualAccountRows(db, userId).orderBy('m.created_at').orderBy('m.account_id').execute(), accountValues(db, userId)]);
  return rows.map((row) => toView(row, values));
}

function toView(row: ManualAccountRow, values: Map<string, { as_of: string; cents: number }[]>): ManualAccountView {
  return {
    account_id: row.plaid_account_id,
    name: row.name,
    type: row.kind,
    opening_balance: dollars(row.opening_cents),
    opening_date: String(row.opening_date),
    balance: dollars(row.current_cents ?? 0),
    iso_currency_code: 'USD',
    values: (values.get(row.id) ?? []).map((v) => ({ as_of: v.as_of, value: dollars(v.cents) })),
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
  if (isValuedKind(input.type)) {
    if (input.openingCents < 0) throw badRequest('opening_balance: a value is zero or more (for a liability, what is owed).');
    await trx.insertInto('account_values').values({ account_id: account.id, user_id: userId, as_of: input.openingDate, value_cents: input.openingCents }).execute();
  }
  return account.id;
}

export async function createManualAccount(db: Db, userId: string, input: ManualAccountInput): Promise<ManualAccountView> {
  const id = await db.transaction().execute((trx) => insertManualAccount(trx, userId, input));
  return viewOf(db, userId, id);
}

/** The row id of one of the user's manual accounts by its API id; 404 for a linked account's or anyone else's. */
async function ownManualAccount(db: Db, userId: string, apiId: string): Promise<{ id: string; kind: ManualAccountKind }> {
  const row = await db
    .selectFrom('manual_accounts as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['a.id', 'm.kind'])
    .where('m.user_id', '=', userId)
    .where('a.plaid_account_id', '=', apiId)
    .executeTakeFirst();
  if (!row) throw notFound('No such manual account.');
  return row;
}

export async function updateManualAccount(db: Db, userId: string, apiId: string, change: { name?: string; openingCents?: number; openingDate?: string }): Promise<ManualAccountView> {
  const { id, kind } = await ownManualAccount(db, userId, apiId);
  if (isValuedKind(kind) && (change.openingCents !== undefined || change.openingDate !== undefined)) {
    throw badRequest(`${change.openingCents !== undefined ? 'opening_balance' : 'opening_date'}: a valued account's value changes by a new value (POST /api/manual_accounts/{account_id}/values).`);
  }
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
  const { id } = await ownManualAccount(db, userId, apiId);
  await db.transaction().execute(async (trx) => {
    // After any sync or import writing the user's rows (the removal's cascade rewrites the same totals and transfers).
    await lockUserTransactions(trx, userId);
    const { item_id } = await trx.selectFrom('accounts').select('item_id').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.deleteFrom('accounts').where('id', '=', id).where('user_id', '=', userId).execute();
    const left = await trx.selectFrom('accounts').select('id').where('item_id', '=', item_id).limit(1).executeTakeFirst();
    if (!left) await trx.deleteFrom('items').where('id', '=', item_id).where('source', '=', 'manual').execute();
  });
}

/**
 * Records what a valued account (a home, a car …) is worth on a day: a value given again for the
 * same day replaces it; the balance becomes the latest value. An account of transactions answers 400.
 */
export async function recordAccountValue(db: Db, userId: string, apiId: string, value: { cents: number; asOf: string }): Promise<ManualAccountView> {
  const { id, kind } = await ownManualAccount(db, userId, apiId);
  if (!isValuedKind(kind)) throw badRequest('account_id: this account holds transactions; its balance follows them, not a value.');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_values')
      .values({ account_id: id, user_id: userId, as_of: value.asOf, value_cents: value.cents })
      .onConflict((oc) => oc.columns(['account_id', 'as_of']).doUpdateSet({ value_cents: value.cents }))
      .execute();
    await refreshManualBalance(trx, id);
  });
  return viewOf(db, userId, id);
}
