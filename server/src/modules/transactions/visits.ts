import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** A visit to the transactions page begun this long ago or less goes on; an opening after it begins a new one. */
export const VISIT_MINUTES = 30;

/**
 * Records that the user opened the transactions page: within `VISIT_MINUTES` of the current
 * visit's start it is the same visit; otherwise a new one begins and the current one becomes the
 * previous, which "to review" counts from. One statement, so two tabs opening at once agree.
 */
export async function recordVisit(db: Db, userId: string): Promise<void> {
  await sql`
    insert into transaction_visits (user_id, visit_started_at, previous_visit_started_at)
    values (${userId}, now(), null)
    on conflict (user_id) do update set
      previous_visit_started_at = case when transaction_visits.visit_started_at < now() - make_interval(mins => ${VISIT_MINUTES})
        then transaction_visits.visit_started_at else transaction_visits.previous_visit_started_at end,
      visit_started_at = case when transaction_visits.visit_started_at < now() - make_interval(mins => ${VISIT_MINUTES})
        then now() else transaction_visits.visit_started_at end`.execute(db);
}

/**
 * Since when rows are "to review": the start of the user's previous visit; before a second visit,
 * the start of the first (rows arriving during it); with no visit at all, now (nothing yet).
 * As exact `timestamptz` text.
 */
export async function toReviewSince(db: Db, userId: string): Promise<string> {
  const { rows } = await sql<{ since: string }>`
    select to_char(coalesce(v.previous_visit_started_at, v.visit_started_at, now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since
    from (select 1) one left join transaction_visits v on v.user_id = ${userId}`.execute(db);
  return rows[0]!.since;
}

/** The previous visit's start (null before a second visit), and the rows to review since `toReviewSince`. */
export async function toReview(db: Db, userId: string): Promise<{ count: number; since: string | null }> {
  const since = await toReviewSince(db, userId);
  const row = await db
    .selectFrom('transactions as t')
    .select([sql<number>`count(*)::int`.as('count')])
    .where('t.user_id', '=', userId)
    .where('t.reviewed', '=', false)
    .where(sql<boolean>`t.created_at > ${since}::timestamptz`)
    .executeTakeFirstOrThrow();
  const visit = await db.selectFrom('transaction_visits').select('previous_visit_started_at').where('user_id', '=', userId).executeTakeFirst();
  return { count: Number(row.count), since: visit?.previous_visit_started_at ? new Date(visit.previous_visit_started_at).toISOString() : null };
}
