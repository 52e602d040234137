import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/**
 * One count of something limited per user and calendar month (UTC): `scope` names what is
 * counted (`assistant_asks`, `analysis:budget_analysis`, `follow_ups:<session id>`).
 */
export interface UsageKey {
  userId: string;
  /** `YYYY-MM` (month.ts `usageMonth`). */
  month: string;
  scope: string;
}

/**
 * Takes one unit of `limit` if one is left: one statement, so concurrent charges queue on the
 * counter's row and exactly `limit` get through. False when none is left (nothing changed).
 */
export async function chargeUsage(db: Db, { userId, month, scope }: UsageKey, limit: number): Promise<boolean> {
  if (limit < 1) return false;
  const row = await db
    .insertInto('monthly_usage')
    .values({ user_id: userId, month, scope, used: 1 })
    .onConflict((oc) => oc.columns(['user_id', 'month', 'scope']).doUpdateSet({ used: sql`monthly_usage.used + 1` }).where('monthly_usage.used', '<', limit))
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back the unit of a charge whose work failed. */
export async function refundUsage(db: Db, { userId, month, scope }: UsageKey): Promise<void> {
  await db.updateTable('monthly_usage').set({ used: sql`used - 1` }).where('user_id', '=', userId).where('month', '=', month).where('scope', '=', scope).where('used', '>', 0).execute();
}

/** How much of each scope the user used in the month (0 for a scope never charged). */
export async function usedOf(db: Db, userId: string, month: string, scopes: readonly string[]): Promise<Map<string, number>> {
  const used = new Map(scopes.map((scope) => [scope, 0]));
  if (scopes.length === 0) return used;
  const rows = await db.selectFrom('monthly_usage').select(['scope', 'used']).where('user_id', '=', userId).where('month', '=', month).where('scope', 'in', scopes).execute();
  for (const row of rows) used.set(row.scope, row.used);
  return used;
}

/** Everything the user used in the month, scope by scope (what an account's deletion keeps). */
export async function usageOfMonth(db: Db, userId: string, month: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('monthly_usage').select(['scope', 'used']).where('user_id', '=', userId).where('month', '=', month).where('used', '>', 0).execute();
  return Object.fromEntries(rows.map((row) => [row.scope, row.used]));
}

/** Carries counts into the user's month (from a deleted account of theirs): a count never goes down. */
export async function carryUsage(db: Db, userId: string, month: string, usage: Record<string, number>): Promise<void> {
  const rows = Object.entries(usage)
    .filter(([, used]) => Number.isInteger(used) && used > 0)
    .map(([scope, used]) => ({ user_id: userId, month, scope, used }));
  if (rows.length === 0) return;
  await db
    .insertInto('monthly_usage')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'month', 'scope']).doUpdateSet({ used: sql`greatest(monthly_usage.used, excluded.used)` }))
    .execute();
}
