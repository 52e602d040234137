import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { RuleActions, RuleConditions, RuleSplitPart } from '../../db/schema.ts';
import { conditionsHold, MERCHANT_KEY } from './conditions.ts';

export interface StoredRule {
  id: string;
  conditions: RuleConditions;
  actions: RuleActions;
}

/** The rows a run of rules covers: every row of the user's, or the ones a sync or an import just wrote (their item's, by Plaid id). */
export type RuleScope = { all: true } | { itemId: string; plaidTransactionIds: readonly string[] };

const inScope = (scope: RuleScope) => ('all' in scope ? sql<boolean>`true` : sql<boolean>`t.item_id = ${scope.itemId} and t.plaid_transaction_id = any(${[...scope.plaidTransactionIds]}::text[])`);

/** Rows whose category a rule may set: none the user chose by hand (a rule's own choice it may change). */
const CATEGORY_IS_FREE = sql<boolean>`(t.user_category_primary is null or t.rule_id is not null)`;

/**
 * A rule's split of the row `t` in SQL: each part's cents (fixed, a share rounded down, or the
 * rest: the part with neither, else the last), whether every part has some (a row too small is
 * left whole), and the parts as stored (`transactions.splits`, in the row's sign).
 */
function ruleSplit(parts: readonly RuleSplitPart[]) {
  const whole = sql`abs(t.amount_cents)`;
  const neither = parts.findIndex((p) => p.amount_cents === undefined && p.basis_points === undefined);
  const restAt = neither === -1 ? parts.length - 1 : neither;
  const own = parts.map((p) => (p.amount_cents !== undefined ? sql`${p.amount_cents}::bigint` : p.basis_points !== undefined ? sql`(${whole} * ${p.basis_points} / 10000)::bigint` : sql`0::bigint`));
  const others = sql.join(
    own.filter((_, i) => i !== restAt),
    sql` + `,
  );
  const cents = own.map((expression, i) => (i === restAt ? sql`(${whole} - (${others}))` : expression));
  const fits = sql<boolean>`(${sql.join(
    cents.map((c) => sql`${c} > 0`),
    sql` and `,
  )})`;
  const stored = sql`jsonb_build_array(${sql.join(
    parts.map((p, i) => sql`jsonb_build_object('amount_cents', sign(t.amount_cents)::bigint * ${cents[i]}, 'category_primary', ${p.category.primary}::text, 'category_detailed', ${p.category.detailed}::text, 'note', null)`),
  )})`;
  return { fits, stored };
}

const lowerNames = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.toLowerCase()))];

/** Whether an action would change the row (for a rule not stored yet, `ruleId` null: its category alone counts). */
function actionsWouldChange(userId: string, actions: RuleActions, ruleId: string | null): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  const { category, hidden, tags, merchant_name: merchantName } = actions;
  if (category) {
    const other = sql<boolean>`(t.user_category_primary is distinct from ${category.primary} or t.user_category_detailed is distinct from ${category.detailed})`;
    parts.push(sql<boolean>`(${CATEGORY_IS_FREE} and ${ruleId === null ? other : sql<boolean>`(${other} or t.rule_id is distinct from ${ruleId}::uuid)`})`);
  }
  if (hidden !== undefined) parts.push(sql<boolean>`t.hidden <> ${hidden}`);
  if (tags?.length) {
    parts.push(sql<boolean>`exists (select 1 from unnest(${lowerNames(tags)}::text[]) n where not exists (
      select 1 from transaction_tags tt join tags g on g.id = tt.tag_id where tt.transaction_id = t.id and lower(g.name) = n))`);
  }
  if (merchantName !== undefined) {
    parts.push(sql<boolean>`not exists (select 1 from merchant_names mn where mn.user_id = ${userId} and mn.merchant_key = ${MERCHANT_KEY} and mn.name = ${merchantName})`);
  }
  // A row the user (or a rule) already split keeps its parts.
  if (actions.split) parts.push(sql<boolean>`(t.splits is null and ${ruleSplit(actions.split).fits})`);
  return parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

const matching = (userId: string, conditions: RuleConditions, scope: RuleScope) => sql<boolean>`t.user_id = ${userId} and ${inScope(scope)} and ${conditionsHold(userId, conditions)}`;

/** How many of the user's rows the conditions match, how many the actions would change, and the newest few of those; nothing is written. */
export async function previewRule(db: Db, userId: string, draft: Omit<StoredRule, 'id'>) {
  const where = matching(userId, draft.conditions, { all: true });
  const changes = actionsWouldChange(userId, draft.actions, null);
  const [counts, examples] = await Promise.all([
    sql<{ matching: number; changing: number }>`
      select count(*)::int as matching, (count(*) filter (where ${changes}))::int as changing from transactions t where ${where}`.execute(db),
    sql<{ plaid_transaction_id: string; date: string; name: string; amount_cents: string | number }>`
      select t.plaid_transaction_id, to_char(t.date, 'YYYY-MM-DD') as date, t.name, t.amount_cents from transactions t
      where ${where} and ${changes} order by t.date desc, t.id desc limit 5`.execute(db),
  ]);
  const [row] = counts.rows;
  return { matching: Number(row?.matching ?? 0), changing: Number(row?.changing ?? 0), examples: examples.rows };
}

/**
 * Runs one rule on the rows of the scope: its actions on every row its conditions hold for. Call
 * it in a transaction holding the user's lock (its category and hidden writes move money; the
 * rollups follow by the table's triggers). Returns how many rows it changed.
 */
export async function runRule(trx: Db, userId: string, rule: StoredRule, scope: RuleScope): Promise<number> {
  const where = matching(userId, rule.conditions, scope);
  const changed = await sql<{ count: number }>`select count(*)::int as count from transactions t where ${where} and ${actionsWouldChange(userId, rule.actions, rule.id)}`.execute(trx);
  const count = Number(changed.rows[0]?.count ?? 0);
  if (count === 0) return 0;
  const { category, hidden, tags, merchant_name: merchantName } = rule.actions;
  if (category) {
    await sql`
      update transactions t set user_category_primary = ${category.primary}, user_category_detailed = ${category.detailed}, rule_id = ${rule.id}, updated_at = now()
      where ${where} and ${CATEGORY_IS_FREE}
        and (t.user_category_primary is distinct from ${category.primary} or t.user_category_detailed is distinct from ${category.detailed} or t.rule_id is distinct from ${rule.id}::uuid)`.execute(trx);
  }
  if (hidden !== undefined) await sql`update transactions t set hidden = ${hidden} where ${where} and t.hidden <> ${hidden}`.execute(trx);
  if (rule.actions.split) {
    const { fits, stored } = ruleSplit(rule.actions.split);
    await sql`update transactions t set splits = ${stored}, updated_at = now() where ${where} and t.splits is null and ${fits}`.execute(trx);
  }
  if (tags?.length) {
    await sql`insert into tags (user_id, name) select ${userId}, n from unnest(${tags}::text[]) n on conflict (user_id, lower(name)) do nothing`.execute(trx);
    await sql`
      insert into transaction_tags (user_id, transaction_id, tag_id)
      select ${userId}, t.id, g.id from transactions t join tags g on g.user_id = ${userId} and lower(g.name) = any(${lowerNames(tags)}::text[])
      where ${where}
      on conflict do nothing`.execute(trx);
  }
  if (merchantName !== undefined) {
    await sql`
      insert into merchant_names (user_id, merchant_key, name)
      select distinct ${userId}::uuid, ${MERCHANT_KEY}, ${merchantName}::text from transactions t where ${where}
      on conflict (user_id, merchant_key) do update set name = excluded.name`.execute(trx);
  }
  return count;
}

/** The user's rules in their order (or the one of them with this id), as stored. */
export async function storedRules(db: Db, userId: string, id?: string): Promise<(StoredRule & { created_at: Date })[]> {
  const rows = await db
    .selectFrom('transaction_rules')
    .select(['id', 'conditions', 'actions', 'created_at'])
    .where('user_id', '=', userId)
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, created_at: new Date(r.created_at), conditions: parsed(r.conditions) as RuleConditions, actions: parsed(r.actions) as RuleActions }));
}

/** A jsonb column as read: an object from Postgres, a string from some drivers. */
export const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * Runs every rule of the user's, in order, on the rows a sync or an import just wrote: what a new
 * row becomes before anything counts it. One cheap read when the user has no rules.
 */
export async function runRulesOnNewRows(trx: Db, userId: string, scope: Extract<RuleScope, { itemId: string }>): Promise<number> {
  if (scope.plaidTransactionIds.length === 0) return 0;
  const rules = await storedRules(trx, userId);
  let changed = 0;
  for (const rule of rules) changed += await runRule(trx, userId, rule, scope);
  return changed;
}
