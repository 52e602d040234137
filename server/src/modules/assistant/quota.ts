import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** Asks per user per calendar month (UTC): spec section 9. */
export const MONTHLY_ASKS = 100;

/** The UTC calendar month of a moment, `YYYY-MM`: the quota's month. */
export const quotaMonth = (at: number) => new Date(at).toISOString().slice(0, 7);

/** Seconds from `at` to the start of the next UTC month: the `Retry-After` of an exhausted quota. */
export function secondsToNextMonth(at: number): number {
  const now = new Date(at);
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - at) / 1000);
}

export async function quotaOf(db: Db, userId: string, month: string) {
  const row = await db.selectFrom('chat_quota_usage').select('used').where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
  const used = Math.min(row?.used ?? 0, MONTHLY_ASKS);
  return { remaining: MONTHLY_ASKS - used, total: MONTHLY_ASKS, used };
}

/**
 * Takes one ask of the month if one is left: one statement, so concurrent asks queue on the
 * quota row and exactly `MONTHLY_ASKS` get through. False when none is left (nothing changed).
 */
export async function chargeAsk(db: Db, userId: string, month: string): Promise<boolean> {
  const row = await db
    .insertInto('chat_quota_usage')
    .values({ user_id: userId, month, used: 1 })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ used: sql`chat_quota_usage.used + 1` }).where('chat_quota_usage.used', '<', MONTHLY_ASKS))
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back the ask of one that failed inside the assistant. */
export async function refundAsk(db: Db, userId: string, month: string): Promise<void> {
  await db.updateTable('chat_quota_usage').set({ used: sql`used - 1` }).where('user_id', '=', userId).where('month', '=', month).where('used', '>', 0).execute();
}
