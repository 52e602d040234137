import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { RolloverPolicy } from './rollover.ts';

export interface PlanRow {
  month: string;
  category: string;
  amount_cents: number;
  version: number;
}

/** The user's planned amounts from `from` to `to` (`YYYY-MM`, inclusive). */
export async function planRows(db: Db, userId: string, from: string, to: string): Promise<PlanRow[]> {
  const rows = await db.selectFrom('budgets').select(['month', 'category', 'amount_cents', 'version']).where('user_id', '=', userId).where('month', '>=', from).where('month', '<=', to).execute();
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

/** Each category's rollover policy; a category not in the map does not roll over. */
export async function rolloverPolicies(db: Db, userId: string): Promise<Map<string, RolloverPolicy>> {
  const rows = await db.selectFrom('budget_rollovers').select(['category', 'policy']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.category, r.policy]));
}

/**
 * The first month, up to `month`, planned in a category that rolls over: where the chains that
 * reach `month` begin (null when none does). Earlier months cannot change `month`'s figures.
 */
export async function firstRolloverMonth(db: Db, userId: string, month: string): Promise<string | null> {
  const row = await db
    .selectFrom('budgets as b')
    .innerJoin('budget_rollovers as r', (join) => join.onRef('r.user_id', '=', 'b.user_id').onRef('r.category', '=', 'b.category'))
    .select(sql<string | null>`min(b.month)`.as('first'))
    .where('b.user_id', '=', userId)
    .where('b.month', '<=', month)
    .executeTakeFirst();
  return row?.first ?? null;
}

export async function expectedIncome(db: Db, userId: string, month: string): Promise<{ cents: number; version: number } | null> {
  const row = await db.selectFrom('budget_months').select(['expected_income_cents', 'version']).where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
  return row ? { cents: Number(row.expected_income_cents), version: row.version } : null;
}

/** Whether the user planned anything for the month. */
export async function hasPlan(db: Db, userId: string, month: string): Promise<boolean> {
  const row = await db.selectFrom('budgets').select('category').where('user_id', '=', userId).where('month', '=', month).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a planned amount (null removes it) if the stored row still has `version` (0: no row);
 * false when it does not, and nothing was written. Each write raises the version.
 */
export async function writePlan(trx: Db, userId: string, month: string, category: string, cents: number | null, version: number): Promise<boolean> {
  if (cents === null) {
    if (version === 0) return !(await trx.selectFrom('budgets').select('version').where('user_id', '=', userId).where('month', '=', month).where('category', '=', category).executeTakeFirst());
    const deleted = await trx.deleteFrom('budgets').where('user_id', '=', userId).where('month', '=', month).where('category', '=', category).where('version', '=', version).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }
  if (version === 0) {
    const inserted = await trx.insertInto('budgets').values({ user_id: userId, month, category, amount_cents: cents }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await trx
    .updateTable('budgets')
    .set({ amount_cents: cents, version: sql`version + 1`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('category', '=', category)
    .where('version', '=', version)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** `writePlan` for the month's expected income. */
export async function writeExpectedIncome(trx: Db, userId: string, month: string, cents: number | null, version: number): Promise<boolean> {
  if (cents === null) {
    if (version === 0) return (await expectedIncome(trx, userId, month)) === null;
    const deleted = await trx.deleteFrom('budget_months').where('user_id', '=', userId).where('month', '=', month).where('version', '=', version).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }
  if (version === 0) {
    const inserted = await trx.insertInto('budget_months').values({ user_id: userId, month, expected_income_cents: cents }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await trx
    .updateTable('budget_months')
    .set({ expected_income_cents: cents, version: sql`version + 1`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('version', '=', version)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function writeRollover(trx: Db, userId: string, category: string, policy: RolloverPolicy): Promise<void> {
  if (policy === 'off') {
    await trx.deleteFrom('budget_rollovers').where('user_id', '=', userId).where('category', '=', category).execute();
    return;
  }
  await trx
    .insertInto('budget_rollovers')
    .values({ user_id: userId, category, policy })
    .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet({ policy, updated_at: new Date() }))
    .execute();
}

/** Records that an alert was sent; false when it already had been (nothing written). */
export async function recordAlert(trx: Db, userId: string, month: string, category: string, threshold: 80 | 100): Promise<boolean> {
  const inserted = await trx.insertInto('budget_alerts').values({ user_id: userId, month, category, threshold }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
  return inserted !== undefined;
}
