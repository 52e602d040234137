import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { RolloverPolicy } from './rollover.ts';
import { budgetLine } from './budget-lines.ts';
import { ownCategoryBase } from '../money/index.ts';

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

/** The four statements of a row written under optimistic versions; each answers whether it took effect. */
interface VersionedRow {
  exists(): Promise<boolean>;
  insert(): Promise<boolean>;
  /** Only where the stored version is still the caller's. */
  update(): Promise<boolean>;
  remove(): Promise<boolean>;
}

/**
 * Writes a value (null removes the row) if the stored row still has `version` (0: no row); false
 * when it does not, and nothing was written. Each write raises the version.
 */
function versionedWrite(row: VersionedRow, value: number | null, version: number): Promise<boolean> {
  if (value === null) return version === 0 ? row.exists().then((exists) => !exists) : row.remove();
  return version === 0 ? row.insert() : row.update();
}

export function writePlan(trx: Db, userId: string, month: string, category: string, cents: number | null, version: number): Promise<boolean> {
  const key = { user_id: userId, month, category };
  const where = <T extends { where(column: 'user_id' | 'month' | 'category', op: '=', value: string): T }>(query: T) => query.where('user_id', '=', key.user_id).where('month', '=', key.month).where('category', '=', key.category);
  return versionedWrite(
    {
      exists: async () => (await where(trx.selectFrom('budgets').select('version')).executeTakeFirst()) !== undefined,
      insert: async () => (await trx.insertInto('budgets').values({ ...key, amount_cents: cents! }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst()) !== undefined,
      update: async () => (await where(trx.updateTable('budgets').set({ amount_cents: cents!, version: sql`version + 1`, updated_at: new Date() })).where('version', '=', version).executeTakeFirst()).numUpdatedRows > 0n,
      remove: async () => (await where(trx.deleteFrom('budgets')).where('version', '=', version).executeTakeFirst()).numDeletedRows > 0n,
    },
    cents,
    version,
  );
}

/** `writePlan` for the month's expected income. */
export function writeExpectedIncome(trx: Db, userId: string, month: string, cents: number | null, version: number): Promise<boolean> {
  const where = <T extends { where(column: 'user_id' | 'month', op: '=', value: string): T }>(query: T) => query.where('user_id', '=', userId).where('month', '=', month);
  return versionedWrite(
    {
      exists: async () => (await expectedIncome(trx, userId, month)) !== null,
      insert: async () => (await trx.insertInto('budget_months').values({ user_id: userId, month, expected_income_cents: cents! }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst()) !== undefined,
      update: async () => (await where(trx.updateTable('budget_months').set({ expected_income_cents: cents!, version: sql`version + 1`, updated_at: new Date() })).where('version', '=', version).executeTakeFirst()).numUpdatedRows > 0n,
      remove: async () => (await where(trx.deleteFrom('budget_months')).where('version', '=', version).executeTakeFirst()).numDeletedRows > 0n,
    },
    cents,
    version,
  );
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

/**
 * A category merged into another takes its budget line along (`into` null: the merged category's
 * line goes with it, `into` being no line — income, a transfer in): each month's plan is added to
 * the other's (a new version of it), its rollover policy kept where the other has none.
 */
async function moveBudgetLine(trx: Db, userId: string, from: string, into: string | null): Promise<void> {
  if (into !== null) {
    await sql`
      insert into budgets (user_id, month, category, amount_cents)
      select user_id, month, ${into}, amount_cents from budgets where user_id = ${userId} and category = ${from}
      on conflict (user_id, month, category) do update set amount_cents = budgets.amount_cents + excluded.amount_cents, version = budgets.version + 1, updated_at = now()`.execute(trx);
    await sql`
      insert into budget_rollovers (user_id, category, policy)
      select user_id, ${into}, policy from budget_rollovers where user_id = ${userId} and category = ${from}
      on conflict (user_id, category) do nothing`.execute(trx);
  }
  await trx.deleteFrom('budgets').where('user_id', '=', userId).where('category', '=', from).execute();
  await trx.deleteFrom('budget_rollovers').where('user_id', '=', userId).where('category', '=', from).execute();
}

/**
 * After category `from` was merged into `into`: `from`'s budget line goes to `into`'s. One of
 * Plaid's stays a line (the taxonomy keeps it) and keeps its plans when `into` is no line; one of
 * the user's own is gone, and so is its line.
 */
export async function followMerge(trx: Db, userId: string, from: string, into: string): Promise<void> {
  if (budgetLine(from) === undefined) return;
  const intoLine = budgetLine(into) === undefined ? null : into;
  if (intoLine === null && ownCategoryBase(from) === null) return;
  await moveBudgetLine(trx, userId, from, intoLine);
}
