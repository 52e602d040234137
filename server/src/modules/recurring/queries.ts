import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { RecurringKindColumn } from '../../db/schema.ts';

/** How many of a stream's last payments the list shows. */
export const OCCURRENCES = 3;

/** Every recurring stream of the user, synced or hand-made, with its account, institution and category in force. */
export async function userStreams(db: Db, userId: string, streamId?: string) {
  let query = db
    .selectFrom('recurring_streams as s')
    .leftJoin('items as i', 'i.id', 's.item_id')
    .leftJoin('accounts as a', (join) => join.onRef('a.user_id', '=', 's.user_id').onRef('a.plaid_account_id', '=', 's.account_plaid_id'))
    .leftJoin('category_rules as r', (join) => join.onRef('r.user_id', '=', 's.user_id').on('r.merchant_key', '=', sql<string>`coalesce(nullif(s.merchant_name, ''), s.description)`))
    .select([
      's.id',
      's.description',
      's.merchant_name',
      's.direction',
      sql<string | null>`coalesce(r.category_primary, s.category_primary)`.as('category'),
      sql<string | null>`case when r.id is not null then r.category_detailed else s.category_detailed end`.as('category_detailed'),
      's.last_amount_cents',
      's.user_amount_cents',
      's.user_kind',
      's.last_date',
      's.frequency',
      's.is_active',
      's.not_recurring',
      's.source',
      sql<string | null>`coalesce(a.official_name, a.name)`.as('account_name'),
      'i.institution_name',
    ])
    .where('s.user_id', '=', userId);
  // One stream is found whatever its account; the list leaves out a hidden account's, as every total does.
  query = streamId !== undefined ? query.where('s.id', '=', streamId) : query.where(sql<boolean>`coalesce(a.hidden, false) = false`);
  return query.orderBy(sql`lower(coalesce(nullif(s.merchant_name, ''), s.description))`).orderBy('s.id').execute();
}

export type UserStream = Awaited<ReturnType<typeof userStreams>>[number];

/**
 * The last `OCCURRENCES` payments of each of the user's streams (or of one): posted transactions
 * of the stream's account (any of the user's accounts for a hand-made one without an account)
 * whose merchant (its name, else the transaction's name) is the stream's merchant or description,
 * ignoring case, in the stream's direction (Plaid's sign: money out positive), newest first.
 */
export async function streamOccurrences(db: Db, userId: string, streamId?: string) {
  const rows = await sql<{ stream_id: string; transaction_id: string; date: string; amount_cents: number }>`
    select stream_id, transaction_id, date, amount_cents from (
      select s.id as stream_id, t.plaid_transaction_id as transaction_id, to_char(t.date, 'YYYY-MM-DD') as date, t.amount_cents,
        row_number() over (partition by s.id order by t.date desc, t.id) as n
      from recurring_streams s
      join accounts a on a.user_id = s.user_id and (s.account_plaid_id is null or a.plaid_account_id = s.account_plaid_id)
      join transactions t on t.user_id = s.user_id and t.account_id = a.id and not t.pending
        and lower(coalesce(nullif(t.merchant_name, ''), t.name)) in (lower(coalesce(nullif(s.merchant_name, ''), s.description)), lower(s.description))
        and (case when s.direction = 'outflow' then t.amount_cents > 0 else t.amount_cents < 0 end)
      where s.user_id = ${userId} ${streamId === undefined ? sql`` : sql`and s.id = ${streamId}`}
    ) x
    where n <= ${OCCURRENCES}
    order by stream_id, date desc`.execute(db);
  const byStream = new Map<string, { transaction_id: string; date: string; amount_cents: number }[]>();
  for (const { stream_id, ...occurrence } of rows.rows) byStream.set(stream_id, [...(byStream.get(stream_id) ?? []), occurrence]);
  return byStream;
}

export interface StreamCorrection {
  not_recurring?: boolean;
  user_kind?: RecurringKindColumn | null;
  user_amount_cents?: number | null;
}

/** Writes the user's corrections of their stream; false when they have no such stream. */
export async function correctStream(db: Db, userId: string, streamId: string, correction: StreamCorrection): Promise<boolean> {
  const stream = await db.selectFrom('recurring_streams').select('source').where('user_id', '=', userId).where('id', '=', streamId).forUpdate().executeTakeFirst();
  if (!stream) return false;
  // A hand-made stream always has a kind and an amount: taking them back leaves them as they are.
  const { user_kind, user_amount_cents, ...rest } = correction;
  const set = { ...rest, ...(user_kind !== undefined && (user_kind !== null || stream.source === 'plaid') && { user_kind }), ...(user_amount_cents !== undefined && (user_amount_cents !== null || stream.source === 'plaid') && { user_amount_cents }) };
  if (Object.keys(set).length) await db.updateTable('recurring_streams').set({ ...set, updated_at: new Date() }).where('user_id', '=', userId).where('id', '=', streamId).execute();
  return true;
}

export interface ManualStreamInput {
  merchant: string;
  amountCents: number;
  kind: RecurringKindColumn;
  frequency: string;
  nextDate: string;
  accountPlaidId: string | null;
}

/** Adds a stream by hand; its `last_date` holds its next date (see migration 0025). */
export async function insertManualStream(db: Db, userId: string, input: ManualStreamInput): Promise<string> {
  const { id } = await db
    .insertInto('recurring_streams')
    .values({
      user_id: userId,
      source: 'manual',
      item_id: null,
      stream_id: null,
      account_plaid_id: input.accountPlaidId,
      direction: input.kind === 'income' ? 'inflow' : 'outflow',
      description: input.merchant,
      merchant_name: input.merchant,
      category_primary: null,
      category_detailed: null,
      frequency: input.frequency,
      average_amount_cents: input.kind === 'income' ? -input.amountCents : input.amountCents,
      last_amount_cents: input.kind === 'income' ? -input.amountCents : input.amountCents,
      last_date: input.nextDate,
      user_kind: input.kind,
      user_amount_cents: input.amountCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether the user has an active account with this `account_id` (its Plaid id). */
export async function hasAccount(db: Db, userId: string, accountPlaidId: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('plaid_account_id', '=', accountPlaidId).executeTakeFirst();
  return row !== undefined;
}

/** Removes the user's hand-made stream; false when they have none with this id. */
export async function deleteManualStream(db: Db, userId: string, streamId: string): Promise<boolean> {
  const gone = await db.deleteFrom('recurring_streams').where('user_id', '=', userId).where('id', '=', streamId).where('source', '=', 'manual').executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}
