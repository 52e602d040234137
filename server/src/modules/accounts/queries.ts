import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CreditLiabilitiesTable, RecurringStreamsTable, TransactionsTable } from '../../db/schema.ts';
import { lockUserTransactions } from '../money/index.ts';

/** Rows per INSERT or DELETE list: ~20 parameters each, well under Postgres's 65,535. */
const WRITE_CHUNK = 1_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) out.push(rows.slice(i, i + WRITE_CHUNK));
  return out;
}

/** The user's active accounts on items still linked, with their institution, as the accounts page lists them. */
/**
 * The user's listed accounts. A hidden one is left out, as from every total and series, unless
 * `withHidden`: the accounts page lists it (marked), and its own page opens.
 */
export function listAccounts(db: Db, userId: string, { withHidden = false }: { withHidden?: boolean } = {}) {
  return db
    .selectFrom('accounts')
    .innerJoin('items', 'items.id', 'accounts.item_id')
    .select([
      'accounts.id',
      'accounts.plaid_account_id',
      'accounts.name',
      'accounts.official_name',
      'accounts.mask',
      'accounts.type',
      'accounts.subtype',
      'accounts.current_cents',
      'accounts.available_cents',
      'accounts.limit_cents',
      'accounts.iso_currency_code',
      'accounts.user_named',
      'accounts.bank_name',
      'accounts.bank_official_name',
      'accounts.hidden',
      'items.external_id',
      'items.institution_name',
      'items.status as item_status',
      'items.last_synced_at',
    ])
    .where('accounts.user_id', '=', userId)
    .where('accounts.is_active', '=', true)
    .where('items.status', '!=', 'inactive')
    .$if(!withHidden, (query) => query.where('accounts.hidden', '=', false))
    .orderBy('items.institution_name')
    .orderBy('accounts.type')
    .orderBy('accounts.name')
    .execute();
}

/**
 * Changes the user's listed account (by its Plaid id); false when they have no such account. A
 * name renames it, `null` gives it back the bank's: the bank's names are kept beside the user's,
 * and taken from the row as it was when no sync has stored them yet. `hidden` hides or shows it
 * with its rows (`account_hidden`), under the user's lock so no sync writes a row of it between.
 * Call it inside a transaction.
 */
export async function updateAccount(db: Db, userId: string, accountPlaidId: string, change: { name?: string | null; hidden?: boolean }): Promise<boolean> {
  const { name, hidden } = change;
  if (hidden !== undefined) await lockUserTransactions(db, userId);
  const named =
    name === undefined
      ? {}
      : name === null
      ? { name: sql<string>`coalesce(bank_name, name)`, official_name: sql<string | null>`case when user_named then bank_official_name else official_name end`, user_named: false }
      : {
          name,
          official_name: null,
          user_named: true,
          bank_name: sql<string>`case when user_named then coalesce(bank_name, name) else name end`,
          bank_official_name: sql<string | null>`case when user_named then bank_official_name else official_name end`,
        };
  const updated = await db
    .updateTable('accounts')
    .set({ ...named, ...(hidden === undefined ? {} : { hidden }), updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('plaid_account_id', '=', accountPlaidId)
    .where('is_active', '=', true)
    .where('item_id', 'in', (eb) => eb.selectFrom('items').select('id').where('user_id', '=', userId).where('status', '!=', 'inactive'))
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  // Its rows follow it out of (or back into) every total, the rollups by their triggers.
  if (hidden !== undefined) await db.updateTable('transactions').set({ account_hidden: hidden }).where('account_id', '=', updated.id).where('account_hidden', '!=', hidden).execute();
  return true;
}

/** Credit card details of the user's active accounts. */
export function listCreditLiabilities(db: Db, userId: string) {
  return db
    .selectFrom('credit_liabilities')
    .innerJoin('accounts', 'accounts.id', 'credit_liabilities.account_id')
    .selectAll('credit_liabilities')
    .select('accounts.plaid_account_id')
    .where('credit_liabilities.user_id', '=', userId)
    .where('accounts.is_active', '=', true)
    .execute();
}

/** The credit liabilities of one item's active cards, with the card's name (official, else Plaid's) and currency. */
export function itemCardLiabilities(trx: Db, userId: string, itemId: string) {
  return trx
    .selectFrom('credit_liabilities')
    .innerJoin('accounts', 'accounts.id', 'credit_liabilities.account_id')
    .selectAll('credit_liabilities')
    .select((eb) => [eb.fn.coalesce('accounts.official_name', 'accounts.name').as('card_name'), 'accounts.iso_currency_code'])
    .where('credit_liabilities.user_id', '=', userId)
    .where('accounts.item_id', '=', itemId)
    .where('accounts.is_active', '=', true)
    .execute();
}

/** Records that the card's payment due on `dueDate` has been told; false when it already was. */
export async function claimPaymentDueNotice(trx: Db, accountId: string, dueDate: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('credit_liabilities')
    .set({ payment_due_notified_for: dueDate })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('payment_due_notified_for', 'is', null), eb('payment_due_notified_for', '<>', dueDate)]))
    .returning('account_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Each merchant the user paid, with a category and how many transactions. */
export async function merchantCategories(db: Db, userId: string) {
  const rows = await db
    .selectFrom('transactions')
    .select(['merchant_name', (eb) => eb.fn.max('category_primary').as('category'), (eb) => eb.fn.countAll<number>().as('transaction_count')])
    .where('user_id', '=', userId)
    .where('merchant_name', 'is not', null)
    .groupBy('merchant_name')
    .orderBy('merchant_name')
    .execute();
  return rows.map((r) => ({ merchant_name: r.merchant_name!, category: r.category ?? null, transaction_count: Number(r.transaction_count) }));
}

/** Plaid's id of the user's latest transaction, or null before the first sync. */
export async function mostRecentTransactionId(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('transactions')
    .select('plaid_transaction_id')
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.plaid_transaction_id ?? null;
}

/**
 * Inserts new transactions and overwrites changed ones (by the item's Plaid transaction id). Call it
 * under the user's lock (`lockUserTransactions`): a new row's `created_at` is the clock at insert,
 * after the lock, so it is later than any page snapshot taken before (`transactionSnapshot`).
 */
export async function upsertTransactions(trx: Db, rows: Insertable<TransactionsTable>[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto('transactions')
      .values(chunk.map((row) => ({ ...row, created_at: sql<Date>`clock_timestamp()` })))
      .onConflict((oc) =>
        oc.columns(['item_id', 'plaid_transaction_id']).doUpdateSet((eb) => ({
          account_id: eb.ref('excluded.account_id'),
          pending_transaction_id: eb.ref('excluded.pending_transaction_id'),
          amount_cents: eb.ref('excluded.amount_cents'),
          iso_currency_code: eb.ref('excluded.iso_currency_code'),
          date: eb.ref('excluded.date'),
          authorized_date: eb.ref('excluded.authorized_date'),
          name: eb.ref('excluded.name'),
          merchant_name: eb.ref('excluded.merchant_name'),
          merchant_entity_id: eb.ref('excluded.merchant_entity_id'),
          logo_url: eb.ref('excluded.logo_url'),
          website: eb.ref('excluded.website'),
          category_primary: eb.ref('excluded.category_primary'),
          category_detailed: eb.ref('excluded.category_detailed'),
          category_version: eb.ref('excluded.category_version'),
          payment_channel: eb.ref('excluded.payment_channel'),
          pending: eb.ref('excluded.pending'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
}

export async function deleteTransactions(trx: Db, itemId: string, plaidTransactionIds: string[]): Promise<void> {
  for (const chunk of chunks(plaidTransactionIds)) {
    await trx.deleteFrom('transactions').where('item_id', '=', itemId).where('plaid_transaction_id', 'in', chunk).execute();
  }
}

/**
 * Fresh planner statistics for the tables a sync fills: PGlite has no autovacuum to take them,
 * and on Postgres the reads right after a first import of 100,000 rows would otherwise be planned
 * for a user with none (a scan where an index serves, or the reverse).
 */
export async function analyzeSyncedTables(db: Db): Promise<void> {
  await sql`analyze transactions, money_daily, money_monthly`.execute(db);
}

export async function upsertCreditLiabilities(trx: Db, rows: Insertable<CreditLiabilitiesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('credit_liabilities')
    .values(rows)
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({
        aprs: eb.ref('excluded.aprs'),
        is_overdue: eb.ref('excluded.is_overdue'),
        last_payment_cents: eb.ref('excluded.last_payment_cents'),
        last_payment_date: eb.ref('excluded.last_payment_date'),
        last_statement_balance_cents: eb.ref('excluded.last_statement_balance_cents'),
        last_statement_issue_date: eb.ref('excluded.last_statement_issue_date'),
        minimum_payment_cents: eb.ref('excluded.minimum_payment_cents'),
        next_payment_due_date: eb.ref('excluded.next_payment_due_date'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/**
 * The item's recurring streams become exactly `rows` (Plaid sends the whole set each time). A
 * stream already stored is updated in place by its Plaid id, so it keeps its id and the user's
 * corrections (not recurring, kind, expected amount: columns a sync never writes); a stream Plaid
 * no longer sends goes, with them.
 */
export async function replaceRecurringStreams(trx: Db, itemId: string, rows: Insertable<RecurringStreamsTable>[]): Promise<void> {
  const kept = rows.map((r) => r.stream_id).filter((id): id is string => typeof id === 'string');
  let gone = trx.deleteFrom('recurring_streams').where('item_id', '=', itemId);
  if (kept.length) gone = gone.where('stream_id', 'not in', kept);
  await gone.execute();
  if (!rows.length) return;
  await trx
    .insertInto('recurring_streams')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['item_id', 'stream_id']).doUpdateSet((eb) => ({
        account_plaid_id: eb.ref('excluded.account_plaid_id'),
        direction: eb.ref('excluded.direction'),
        description: eb.ref('excluded.description'),
        merchant_name: eb.ref('excluded.merchant_name'),
        category_primary: eb.ref('excluded.category_primary'),
        category_detailed: eb.ref('excluded.category_detailed'),
        category_version: eb.ref('excluded.category_version'),
        frequency: eb.ref('excluded.frequency'),
        average_amount_cents: eb.ref('excluded.average_amount_cents'),
        last_amount_cents: eb.ref('excluded.last_amount_cents'),
        last_date: eb.ref('excluded.last_date'),
        is_active: eb.ref('excluded.is_active'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
