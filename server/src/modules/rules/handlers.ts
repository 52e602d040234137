import type { components } from '@contract/schema';
import type { Db } from '../../db/client.ts';
import type { RuleActions, RuleConditions, RuleSplitPart } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { CATEGORY_CODES, CATEGORY_CODES_V2, cents, dollars, hasTwoDecimalsAtMost, lockUserTransactions, recomputeTransferPairs } from '../money/index.ts';
import { checkedCategoryChoice } from '../categories/index.ts';
import { previewRule, runRule, storedRules, type StoredRule } from './apply.ts';
import { placedAt, renumber } from '../../db/positions.ts';

export interface RulesDeps {
  db: Db;
}

type ConditionsInput = components['schemas']['RuleConditions'];
type ActionsInput = components['schemas']['RuleActions'];

/** The most rules a user keeps: each runs on every new row. */
const MAX_RULES = 200;

/** A bank category a condition names: one of the taxonomy's codes (either version), 400 otherwise. */
function checkedBankCategory(code: string): string {
  if (!CATEGORY_CODES.has(code) && !CATEGORY_CODES_V2.has(code)) throw badRequest(`conditions.bank_category: "${code}" is not a category of Plaid's taxonomy.`);
  return code;
}

/** The conditions as stored: amounts in cents, text trimmed; a range whose ends cross is refused. */
function storedConditions(c: ConditionsInput): RuleConditions {
  if (c.min_amount !== undefined && c.max_amount !== undefined && c.min_amount > c.max_amount) throw badRequest('conditions.min_amount: must not be above max_amount.');
  return {
    ...(c.merchant !== undefined && { merchant: c.merchant.trim() }),
    ...(c.text !== undefined && { text: c.text.trim() }),
    ...(c.min_amount !== undefined && { min_amount_cents: cents(c.min_amount) }),
    ...(c.max_amount !== undefined && { max_amount_cents: cents(c.max_amount) }),
    ...(c.account_id !== undefined && { account_id: c.account_id }),
    ...(c.direction !== undefined && { direction: c.direction }),
    ...(c.bank_category !== undefined && { bank_category: checkedBankCategory(c.bank_category) }),
  };
}

/** A rule's split as stored: amounts in cents, shares in basis points; one part takes the rest, or the shares make 100 %. */
async function storedSplit(db: Db, userId: string, parts: NonNullable<ActionsInput['split']>): Promise<RuleSplitPart[]> {
  if (parts.length < 2) throw badRequest('actions.split: a split has at least 2 parts.');
  const stored = await Promise.all(
    parts.map(async (p, i): Promise<RuleSplitPart> => {
      const field = `actions.split[${i}]`;
      if (p.amount !== undefined && p.percent !== undefined) throw badRequest(`${field}: give an amount or a percent, not both.`);
      if (p.amount !== undefined && !hasTwoDecimalsAtMost(p.amount)) throw badRequest(`${field}.amount: at most two decimals (cents).`);
      if (p.percent !== undefined && !hasTwoDecimalsAtMost(p.percent)) throw badRequest(`${field}.percent: at most two decimals.`);
      const category = (await checkedCategoryChoice(db, userId, p.category, `${field}.category`))!;
      return { category, ...(p.amount !== undefined && { amount_cents: cents(p.amount) }), ...(p.percent !== undefined && { basis_points: Math.round(p.percent * 100) }) };
    }),
  );
  const rest = stored.filter((p) => p.amount_cents === undefined && p.basis_points === undefined).length;
  const shares = stored.reduce((sum, p) => sum + (p.basis_points ?? 0), 0);
  if (rest > 1) throw badRequest('actions.split: only one part may take the rest (a part with neither amount nor percent).');
  if (rest === 0 && (stored.some((p) => p.amount_cents !== undefined) || shares !== 10_000)) {
    throw badRequest('actions.split: one part takes the rest (give it neither amount nor percent), or the percentages add up to 100.');
  }
  if (shares >= 10_000 && rest === 1) throw badRequest('actions.split: the percentages leave nothing for the part that takes the rest.');
  return stored;
}

async function storedActions(db: Db, userId: string, a: ActionsInput): Promise<RuleActions> {
  const category = a.category === undefined ? undefined : await checkedCategoryChoice(db, userId, a.category, 'actions.category');
  const split = a.split === undefined ? undefined : await storedSplit(db, userId, a.split);
  return {
    ...(split && { split }),
    ...(category && { category }),
    ...(a.merchant_name !== undefined && { merchant_name: a.merchant_name.trim() }),
    ...(a.tags !== undefined && { tags: [...new Map(a.tags.map((t) => [t.trim().toLowerCase(), t.trim()] as const)).values()] }),
    ...(a.hidden !== undefined && { hidden: a.hidden }),
  };
}

/** An account the conditions name must be the caller's (404 otherwise, as every filter by one). */
async function checkAccount(db: Db, userId: string, c: RuleConditions) {
  if (c.account_id === undefined) return;
  const account = await db.selectFrom('accounts').select('id').where('user_id', '=', userId).where('plaid_account_id', '=', c.account_id).executeTakeFirst();
  if (!account) throw notFound('conditions.account_id: no such account.');
}

async function checkedDraft(db: Db, userId: string, draft: { conditions: ConditionsInput; actions: ActionsInput }) {
  const conditions = storedConditions(draft.conditions);
  await checkAccount(db, userId, conditions);
  return { conditions, actions: await storedActions(db, userId, draft.actions) };
}

/** The contract's `RuleActions`: a split's amounts back in dollars and its shares in percent. */
function toActions({ split, ...rest }: RuleActions): ActionsInput {
  if (!split) return rest;
  return {
    ...rest,
    split: split.map((p) => ({ category: p.category, ...(p.amount_cents !== undefined && { amount: dollars(p.amount_cents) }), ...(p.basis_points !== undefined && { percent: p.basis_points / 100 }) })),
  };
}

/** The contract's `TransactionRule`: amounts back in dollars. */
function toRule(rule: StoredRule & { created_at: Date }): components['schemas']['TransactionRule'] {
  const { min_amount_cents: min, max_amount_cents: max, ...rest } = rule.conditions;
  return {
    id: rule.id,
    conditions: { ...rest, ...(min !== undefined && { min_amount: dollars(min) }), ...(max !== undefined && { max_amount: dollars(max) }) },
    actions: toActions(rule.actions),
    created_at: rule.created_at.toISOString(),
  };
}

async function userRule(db: Db, userId: string, id: string) {
  const [rule] = await storedRules(db, userId, id);
  if (!rule) throw notFound('rule_id: no such rule.');
  return rule;
}

/** Keeps a rule last in the user's order (400 past `MAX_RULES`), inside the caller's transaction. */
async function addRule(trx: Db, userId: string, draft: Omit<StoredRule, 'id'>): Promise<StoredRule & { created_at: Date }> {
  const count = await trx.selectFrom('transaction_rules').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_RULES) throw badRequest(`conditions: a person keeps at most ${MAX_RULES} rules; remove one first.`);
  const row = await trx
    .insertInto('transaction_rules')
    .values({ user_id: userId, position: Number(count.n), conditions: JSON.stringify(draft.conditions), actions: JSON.stringify(draft.actions) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, created_at: new Date(row.created_at), ...draft };
}

/**
 * Files every row the bank gave `bankCategory` under `category` from now on — a rule on the bank's
 * category, last in the user's order, applied to the rows already there (a category chosen by hand
 * stays) — inside the caller's transaction: how one of Plaid's categories is merged into another.
 */
export async function remapBankCategory(trx: Db, userId: string, bankCategory: string, category: { primary: string; detailed: string | null }): Promise<{ applied: number }> {
  const rule = await addRule(trx, userId, { conditions: { bank_category: bankCategory }, actions: { category } });
  return { applied: await applyToPast(trx, userId, rule) };
}

/** Runs the rule on every row of the user's already there, under their lock; transfers matched anew when categories moved. */
async function applyToPast(trx: Db, userId: string, rule: StoredRule): Promise<number> {
  await lockUserTransactions(trx, userId);
  const applied = await runRule(trx, userId, rule, { all: true });
  if (applied > 0 && (rule.actions.category || rule.actions.split)) await recomputeTransferPairs(trx, userId);
  return applied;
}

export function createRulesHandlers({ db }: RulesDeps): HandlerGroup {
  return {
    async listRules(context) {
      const user = subscriberOf(context);
      return { rules: (await storedRules(db, user.id)).map(toRule) };
    },

    async previewRule(context) {
      const user = subscriberOf(context);
      const preview = await previewRule(db, user.id, await checkedDraft(db, user.id, context.body));
      return {
        matching: preview.matching,
        changing: preview.changing,
        examples: preview.examples.map((e) => ({
          transaction_id: e.plaid_transaction_id,
          date: e.date,
          name: e.name,
          amount: dollars(Math.abs(Number(e.amount_cents))),
          direction: Number(e.amount_cents) >= 0 ? ('outflow' as const) : ('inflow' as const),
        })),
      };
    },

    async createRule(context) {
      const user = subscriberOf(context);
      const draft = await checkedDraft(db, user.id, context.body);
      return db.transaction().execute(async (trx) => {
        const rule = await addRule(trx, user.id, draft);
        const applied = context.body.apply_to_past ? await applyToPast(trx, user.id, rule) : 0;
        return { rule: toRule(rule), applied };
      });
    },

    async updateRule(context) {
      const user = subscriberOf(context);
      const rule = await userRule(db, user.id, context.params.rule_id);
      const conditions = context.body.conditions === undefined ? rule.conditions : storedConditions(context.body.conditions);
      await checkAccount(db, user.id, conditions);
      const actions = context.body.actions === undefined ? rule.actions : await storedActions(db, user.id, context.body.actions);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('transaction_rules').set({ conditions: JSON.stringify(conditions), actions: JSON.stringify(actions), updated_at: new Date() }).where('id', '=', rule.id).execute();
        if (context.body.position === undefined) return;
        const siblings = await trx.selectFrom('transaction_rules').select('id').where('user_id', '=', user.id).orderBy('position').orderBy('created_at').execute();
        await renumber(trx, 'transaction_rules', placedAt(siblings, rule.id, context.body.position));
      });
      return toRule({ ...rule, conditions, actions });
    },

    async deleteRule(context) {
      const user = subscriberOf(context);
      const rule = await userRule(db, user.id, context.params.rule_id);
      await db.deleteFrom('transaction_rules').where('id', '=', rule.id).execute();
      return { status: 'success' as const };
    },

    async applyRule(context) {
      const user = subscriberOf(context);
      const rule = await userRule(db, user.id, context.params.rule_id);
      const applied = await db.transaction().execute((trx) => applyToPast(trx, user.id, rule));
      return { rule: toRule(rule), applied };
    },
  };
}
