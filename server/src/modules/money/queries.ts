import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { classifiedTransactions, isTransferPairCandidate, PAIRABLE_CATEGORIES, type Category } from './rules.ts';
import { matchTransferPairs } from './transfer-pairs.ts';

/** Rows per UPDATE … FROM (VALUES …): two parameters each. */
const WRITE_CHUNK = 1_000;
/** First key of the user's advisory lock, so it never shares a key with an item's (`lockItem`). */
const USER_TRANSACTIONS_LOCK = 7_411;

/**
 * Serialises, for the rest of the transaction, writes to the user's transactions that transfer
 * matching reads: syncs of the user's items, recategorising. Take it before the first write (after
 * `lockItem`), so two items of one user syncing at once cannot deadlock on each other's rows.
 */
export async function lockUserTransactions(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${USER_TRANSACTIONS_LOCK}, hashtext(${userId}))`.execute(trx);
}

/**
 * The moment a first page of the user's transactions is read at, as an exact `timestamptz` text
 * (microseconds kept). It is taken while holding the user's lock shared, so no sync is mid-write:
 * every row created up to it is committed, and every row a later sync inserts is created after it
 * (`upsertTransactions` stamps `clock_timestamp()` under the lock). Filtering pages on
 * `created_at <= as_of` therefore neither repeats nor skips a row while syncs add rows.
 */
export async function transactionSnapshot(db: Db, userId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock_shared(${USER_TRANSACTIONS_LOCK}, hashtext(${userId}))`.execute(trx);
    const { rows } = await sql<{ as_of: string }>`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as as_of`.execute(trx);
    return rows[0]!.as_of;
  });
}

/**
 * Matches the user's transfers between their own accounts anew (`matchTransferPairs`) and stores
 * each row's partner in `matched_transfer_id`, writing only rows whose partner changed: running it
 * twice changes nothing. Call it inside the transaction that wrote the user's transactions.
 */
export async function recomputeTransferPairs(trx: Db, userId: string): Promise<{ matched: number; changed: number }> {
  await lockUserTransactions(trx, userId);
  const rows = await trx
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select(['t.id', 't.account_id', 't.plaid_amount_cents', 't.date', 't.pending', 't.category_primary', 't.category_detailed', 't.category_source', 't.matched_transfer_id'])
    .where((eb) =>
      eb.or([
        eb('t.matched_transfer_id', 'is not', null),
        eb.and([
          eb('t.pending', '=', false),
          eb('t.plaid_amount_cents', '!=', 0),
          eb('t.category_source', '=', 'plaid'),
          eb.or([eb('t.category_primary', 'is', null), eb('t.category_primary', 'in', PAIRABLE_CATEGORIES)]),
        ]),
      ]),
    )
    .execute();

  const candidates = rows
    .filter((r) => isTransferPairCandidate({ amountCents: r.plaid_amount_cents, pending: r.pending, category: { primary: r.category_primary, detailed: r.category_detailed, source: r.category_source } }))
    .map((r) => ({ id: r.id, accountId: r.account_id, amountCents: r.plaid_amount_cents, date: r.date }));
  const partners = matchTransferPairs(candidates);
  const changes = rows.flatMap((r) => {
    const partner = partners.get(r.id) ?? null;
    return partner === r.matched_transfer_id ? [] : [{ id: r.id, partner }];
  });

  for (let i = 0; i < changes.length; i += WRITE_CHUNK) {
    const values = changes.slice(i, i + WRITE_CHUNK).map((c) => sql`(${c.id}::uuid, ${c.partner}::uuid)`);
    await sql`
      update transactions set matched_transfer_id = v.partner
      from (values ${sql.join(values)}) as v (id, partner)
      where transactions.user_id = ${userId} and transactions.id = v.id`.execute(trx);
  }
  return { matched: partners.size / 2, changed: changes.length };
}

/**
 * A pending transaction the user recategorised keeps that category when it posts: Plaid then
 * sends the posted row under a new id, naming the pending one. Run between the sync's upsert and
 * its deletes, while the pending row is still there, with the posted rows the sync just wrote.
 */
export async function carryUserCategoriesToPosted(trx: Db, userId: string, itemId: string, postedPlaidIds: string[]): Promise<void> {
  for (let i = 0; i < postedPlaidIds.length; i += WRITE_CHUNK) {
    await sql`
      update transactions posted
      set user_category_primary = pending_row.user_category_primary, user_category_detailed = pending_row.user_category_detailed
      from transactions pending_row
      where posted.user_id = ${userId} and posted.item_id = ${itemId}
        and posted.plaid_transaction_id = any(${postedPlaidIds.slice(i, i + WRITE_CHUNK)}::text[])
        and posted.user_category_primary is null
        and pending_row.item_id = ${itemId} and pending_row.plaid_transaction_id = posted.pending_transaction_id
        and pending_row.user_category_primary is not null`.execute(trx);
  }
}

/**
 * Sets (or, with null, clears) the category the user chose for one of their transactions. False
 * when the user has no such transaction. Call `recomputeTransferPairs` after, in the same transaction.
 */
export async function setTransactionCategory(trx: Db, userId: string, transactionId: string, category: Category | null): Promise<boolean> {
  const result = await trx
    .updateTable('transactions')
    .set({ user_category_primary: category?.primary ?? null, user_category_detailed: category?.primary ? category.detailed : null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** "Always for this merchant": every transaction with this merchant key, past and future, gets the category. */
export async function saveCategoryRule(db: Db, userId: string, merchantKey: string, category: { primary: string; detailed: string | null }): Promise<void> {
  await db
    .insertInto('category_rules')
    .values({ user_id: userId, merchant_key: merchantKey, category_primary: category.primary, category_detailed: category.detailed })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_key']).doUpdateSet({ category_primary: category.primary, category_detailed: category.detailed, updated_at: new Date() }))
    .execute();
}

export async function deleteCategoryRule(db: Db, userId: string, merchantKey: string): Promise<void> {
  await db.deleteFrom('category_rules').where('user_id', '=', userId).where('merchant_key', '=', merchantKey).execute();
}

export interface MoneyTotals {
  /** Spending minus refunds, in cents. */
  spent_cents: number;
  income_cents: number;
  /** Income minus spending. */
  net_cents: number;
  /** Transactions in the totals. */
  count: number;
}

/** Spent, income and net of the user's posted transactions dated from `start` to `end` (inclusive, YYYY-MM-DD), summed in Postgres. */
export async function moneyTotals(db: Db, userId: string, range: { start: string; end: string }): Promise<MoneyTotals> {
  const row = await db
    .selectFrom(classifiedTransactions(userId).as('t'))
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('t.spending_cents'), sql<number>`0`).as('spent_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('t.income_cents'), sql<number>`0`).as('income_cents'),
      eb.fn.count<number>('t.id').filterWhere('t.counts_in_totals', '=', true).as('count'),
    ])
    .where('t.date', '>=', range.start)
    .where('t.date', '<=', range.end)
    .executeTakeFirstOrThrow();
  const spent = Number(row.spent_cents);
  const income = Number(row.income_cents);
  return { spent_cents: spent, income_cents: income, net_cents: income - spent, count: Number(row.count) };
}
