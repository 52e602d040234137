import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { BankChanges, BankTransaction } from '../../vendors/index.ts';
import { carryUserCategoriesToPosted, productCategory, recomputeTransferPairs } from '../money/index.ts';
import { runRulesOnNewRows } from '../rules/index.ts';
import { sendBudgetAlerts } from '../budgets/index.ts';
import { deleteTransactions } from './queries.ts';

/**
 * Rows per statement. Each statement passes one array per column (`unnest`), so its parameters do
 * not grow with the rows; and the rollup and search-text triggers run once per statement, over
 * its whole batch.
 */
const WRITE_BATCH = 10_000;
const NAME_LENGTH = 500;

/** Where a source's rows land: the user, the item, and the item's accounts by the source's account id. */
export interface BankRowsTarget {
  userId: string;
  itemId: string;
  /** The source's account id → our account id; a row of an account not in it is left out. */
  accountIds: ReadonlyMap<string, string>;
  /** The file import the rows come from (undo removes exactly them). */
  importId?: string;
}

export interface AppliedBankChanges {
  /** Rows inserted or overwritten (a keyed row already in its account counts for nothing). */
  written: number;
  /** The earliest day a balance may have moved on: the rows' dates, and the dates changed or removed rows had (none when nothing was). */
  since: string | undefined;
}

type Row = { accountId: string; t: BankTransaction };
/** Where rows are written, with the target's hidden accounts. */
type Written = BankRowsTarget & { hiddenAccountIds: ReadonlySet<string> };

/** A source's split of a row as stored (`transactions.splits`, migration 0039), or null; an update never writes it: the split is the user's from then on. */
function splitsOf(t: BankTransaction): string | null {
  if (!t.splits || t.splits.length < 2) return null;
  return JSON.stringify(
    t.splits.map((part) => {
      const category = productCategory(part.category);
      return { amount_cents: part.amountCents, category_primary: category.category_primary, category_detailed: category.category_detailed, note: part.note };
    }),
  );
}

/** One INSERT over arrays: of rows new to the table, or (`upsert`) of a bank's rows that may be there already, updated in place. */
async function insertRows(trx: Db, target: Written, batch: Row[], upsert: boolean): Promise<number> {
  if (batch.length === 0) return 0;
  const col = <T>(pick: (t: BankTransaction) => T) => batch.map(({ t }) => pick(t));
  const categories = batch.map(({ t }) => productCategory(t.category));
  const values = sql`
    select ${target.userId}::uuid, ${target.itemId}::uuid, u.account_id, u.source_id, u.pending_id, u.amount, u.currency, u.date, u.authorized_date, u.name, u.merchant_name,
      u.merchant_entity_id, u.logo_url, u.website, u.category_primary, u.category_detailed, u.category_version, u.payment_channel, u.pending, ${target.importId ?? null}::uuid, u.import_key, u.account_hidden, u.splits, clock_timestamp()
    from unnest(
      ${batch.map((r) => r.accountId)}::uuid[], ${col((t) => t.transactionId)}::text[], ${col((t) => t.pendingTransactionId)}::text[], ${col((t) => t.amountCents)}::bigint[],
      ${col((t) => t.isoCurrencyCode)}::text[], ${col((t) => t.date)}::date[], ${col((t) => t.authorizedDate)}::date[], ${col((t) => t.name.slice(0, NAME_LENGTH))}::text[],
      ${col((t) => t.merchantName)}::text[], ${col((t) => t.merchantEntityId)}::text[], ${col((t) => t.logoUrl)}::text[], ${col((t) => t.website)}::text[],
      ${categories.map((c) => c.category_primary)}::text[], ${categories.map((c) => c.category_detailed)}::text[], ${categories.map((c) => c.category_version)}::text[],
      ${col((t) => t.paymentChannel)}::text[],
      ${col((t) => t.pending)}::boolean[], ${col((t) => t.importKey ?? null)}::text[], ${batch.map((r) => target.hiddenAccountIds.has(r.accountId))}::boolean[],
      ${col(splitsOf)}::jsonb[]
    ) as u(account_id, source_id, pending_id, amount, currency, date, authorized_date, name, merchant_name, merchant_entity_id, logo_url, website, category_primary, category_detailed, category_version, payment_channel, pending, import_key, account_hidden, splits)`;
  const columns = sql`(user_id, item_id, account_id, plaid_transaction_id, pending_transaction_id, amount_cents, iso_currency_code, date, authorized_date, name, merchant_name,
    merchant_entity_id, logo_url, website, category_primary, category_detailed, category_version, payment_channel, pending, import_id, import_key, account_hidden, splits, created_at)`;
  const result = !upsert
    ? await sql`insert into transactions ${columns} ${values}`.execute(trx)
    : await sql`insert into transactions ${columns} ${values}
        on conflict (item_id, plaid_transaction_id) do update set
          account_id = excluded.account_id, pending_transaction_id = excluded.pending_transaction_id, amount_cents = excluded.amount_cents,
          iso_currency_code = excluded.iso_currency_code, date = excluded.date, authorized_date = excluded.authorized_date, name = excluded.name,
          merchant_name = excluded.merchant_name, merchant_entity_id = excluded.merchant_entity_id, logo_url = excluded.logo_url, website = excluded.website,
          category_primary = excluded.category_primary, category_detailed = excluded.category_detailed, category_version = excluded.category_version,
          payment_channel = excluded.payment_channel,
          pending = excluded.pending, account_hidden = excluded.account_hidden, updated_at = now()`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Writes a batch: the rows already stored are looked up first (by the bank's id in the item, or by
 * the key in the account), so the new ones, nearly all of a first sync or an import, go in by a
 * plain INSERT, cheaper than one that arbitrates each row's conflict. The caller holds the user's
 * lock, so no other writer adds a row of the user's in between. A keyed row already in its account
 * (or twice in the batch) is left out; a bank's row already stored is updated in place.
 */
async function writeBatch(trx: Db, target: Written, batch: Row[], keyed: boolean): Promise<number> {
  if (keyed) {
    // A join over the batch's keys, not `= any(array)`: a plan made before the statistics know the rows stays linear.
    const stored = await sql<{ account_id: string; import_key: string }>`
      select t.account_id, t.import_key from unnest(${batch.map((r) => r.accountId)}::uuid[], ${batch.map((r) => r.t.importKey!)}::text[]) as k(account_id, import_key)
      join transactions t on t.account_id = k.account_id and t.import_key = k.import_key`.execute(trx);
    const seen = new Set(stored.rows.map((r) => `${r.account_id} ${r.import_key}`));
    const fresh = batch.filter((r) => {
      const key = `${r.accountId} ${r.t.importKey}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return insertRows(trx, target, fresh, false);
  }
  const stored = await sql<{ plaid_transaction_id: string }>`
    select t.plaid_transaction_id from unnest(${batch.map((r) => r.t.transactionId)}::text[]) as k(id)
    join transactions t on t.item_id = ${target.itemId} and t.plaid_transaction_id = k.id`.execute(trx);
  const known = new Set(stored.rows.map((r) => r.plaid_transaction_id));
  return (await insertRows(trx, target, batch.filter((r) => !known.has(r.t.transactionId)), false)) + (await insertRows(trx, target, batch.filter((r) => known.has(r.t.transactionId)), true));
}

async function itemHasUserCategories(trx: Db, itemId: string): Promise<boolean> {
  const row = await sql`select 1 from transactions where item_id = ${itemId} and user_category_primary is not null limit 1`.execute(trx);
  return row.rows.length > 0;
}

/** Rows a writer holds before it writes them: a few of a source's pages, so a large history is never held whole. */
const HELD_ROWS = 2_000;

/** Bank rows written as their pages arrive (`write`), then what follows from all of them at once (`finish`). */
export interface BankRowsWriter {
  /** Takes a page's rows and removals; rows are written once `HELD_ROWS` are held, removals kept for `finish`. */
  write(changes: Pick<BankChanges, 'added' | 'modified' | 'removed'>): Promise<void>;
  /** Writes what is held, carries categories, removes the removed rows, runs the user's rules on the new rows, matches transfers and sends budget alerts. */
  finish(today: string): Promise<AppliedBankChanges>;
}

/**
 * The one write path for bank rows, whatever their source (a Plaid sync, a bank file): writes the
 * added and modified rows in batched multi-row statements as they come, and once every page is in,
 * carries the user's categories from pending rows to the posted ones that replace them, removes the
 * removed ones, then matches the user's transfers anew and sends the budget alerts the new
 * spending crosses. The money rollups, search texts and the user's category rules follow by the
 * table's triggers and reads.
 *
 * Use it inside a transaction that holds the user's lock (`lockUserTransactions`): a new row's
 * `created_at` is the clock at insert, after the lock, later than any page snapshot taken before.
 */
export async function bankRowsWriter(trx: Db, target: BankRowsTarget): Promise<BankRowsWriter> {
  // A hidden account's rows are written hidden with it (`account_hidden`, migration 0034).
  const hidden = await trx.selectFrom('accounts').select('id').where('item_id', '=', target.itemId).where('hidden', '=', true).execute();
  const into: Written = { ...target, hiddenAccountIds: new Set(hidden.map((a) => a.id)) };
  /** Rows not written yet by the bank's id: a row read twice (added, then modified in a later page) is written once, as last read. */
  const held = new Map<string, Row>();
  /** Ids of held rows the bank modified: their stored dates count for `since` before they are overwritten. */
  let heldModified: string[] = [];
  const addedIds: string[] = [];
  const postedIds: string[] = [];
  const removed: string[] = [];
  let written = 0;
  let since: string | undefined;

  const flush = async () => {
    const rows = [...held.values()];
    since = earliestDay([since, ...rows.map((r) => r.t.date), await earliestStoredDay(trx, target.itemId, heldModified)]);
    for (const keyed of [false, true]) {
      const ofKind = rows.filter((r) => (r.t.importKey !== undefined) === keyed);
      for (let start = 0; start < ofKind.length; start += WRITE_BATCH) written += await writeBatch(trx, into, ofKind.slice(start, start + WRITE_BATCH), keyed);
    }
    held.clear();
    heldModified = [];
  };

  return {
    async write(changes) {
      for (const t of [...changes.added, ...changes.modified]) {
        const accountId = target.accountIds.get(t.accountId);
        if (!accountId) continue;
        held.set(t.transactionId, { accountId, t });
        if (t.pendingTransactionId) postedIds.push(t.transactionId);
      }
      for (const t of changes.added) addedIds.push(t.transactionId);
      for (const t of changes.modified) heldModified.push(t.transactionId);
      // A removed row's date, read before any later write can move it.
      since = earliestDay([since, await earliestStoredDay(trx, target.itemId, changes.removed)]);
      removed.push(...changes.removed);
      if (held.size >= HELD_ROWS) await flush();
    },
    async finish(today) {
      await flush();
      // Only a pending row the user categorised has a category to carry: most items (every first sync) have none.
      if (postedIds.length > 0 && (await itemHasUserCategories(trx, target.itemId))) await carryUserCategoriesToPosted(trx, target.userId, target.itemId, postedIds);
      await deleteTransactions(trx, target.itemId, removed);
      // The user's rules make each new row what they said before anything counts it.
      await runRulesOnNewRows(trx, target.userId, { itemId: target.itemId, plaidTransactionIds: addedIds });
      // Pairs follow from the rows alone; alerts also from budgets set since the last write, so they are always asked.
      if (written > 0 || removed.length > 0) await recomputeTransferPairs(trx, target.userId);
      await sendBudgetAlerts(trx, target.userId, today);
      return { written, since };
    },
  };
}

/** `bankRowsWriter` over one set of changes held whole (a file's rows). */
export async function applyBankChanges(trx: Db, target: BankRowsTarget, changes: Pick<BankChanges, 'added' | 'modified' | 'removed'>, today: string): Promise<AppliedBankChanges> {
  const writer = await bankRowsWriter(trx, target);
  await writer.write(changes);
  return writer.finish(today);
}

const earliestDay = (days: readonly (string | undefined)[]) => days.reduce<string | undefined>((min, day) => (day !== undefined && (min === undefined || day < min) ? day : min), undefined);

/** The earliest date the item's stored rows of these ids hold (before a change or removal moves them). */
async function earliestStoredDay(trx: Db, itemId: string, plaidTransactionIds: readonly string[]): Promise<string | undefined> {
  if (plaidTransactionIds.length === 0) return undefined;
  const row = await trx
    .selectFrom('transactions')
    .select(sql<string | null>`to_char(min(date), 'YYYY-MM-DD')`.as('day'))
    .where('item_id', '=', itemId)
    // One array parameter, however many ids a sync changed (a list of parameters stops at 65,535).
    .where(sql<boolean>`plaid_transaction_id = any(${plaidTransactionIds}::text[])`)
    .executeTakeFirst();
  return row?.day ?? undefined;
}
