import { delay, http, HttpResponse } from 'msw';
import type { RuleInput, RulePreview, RuleSplitPart, RuleUpdate, TransactionRule } from '../model/rule';
import { SAMPLE_PREVIEW, SAMPLE_RULES } from './fixtures';

export interface RulesAnswers {
  /** How the list answers: the rules, never (loading), a server error, or a refusal (no subscription). */
  list?: 'rules' | 'loading' | 'failed' | 'forbidden';
  /** What a preview answers (and what applying changes); `loading` never answers. */
  preview?: RulePreview | 'loading' | 'failed';
  /** A 400 every preview and save answers, in the server's words (`actions.category.detailed: …`). */
  refusal?: string;
}

const error = (status: number, code: string, message: string) => HttpResponse.json({ error: { error_code: code, error_message: message }, message }, { status });
const badRequest = (message: string) => error(400, 'INVALID_REQUEST', message);

/** The checks the contract and the server make on a draft, in their words (the first that fails). */
function refusalOf(draft: Pick<RuleInput, 'conditions' | 'actions'>): string | undefined {
  if (Object.keys(draft.conditions).length === 0) return 'conditions (body) must NOT have fewer than 1 properties.';
  if (Object.keys(draft.actions).length === 0) return 'actions (body) must NOT have fewer than 1 properties.';
  const { min_amount: min, max_amount: max } = draft.conditions;
  if (min !== undefined && max !== undefined && min > max) return 'conditions.min_amount: must not be above max_amount.';
  return draft.actions.split && splitRefusalOf(draft.actions.split);
}

/** The server's checks on a split's parts, in its words. */
function splitRefusalOf(parts: readonly RuleSplitPart[]): string | undefined {
  if (parts.length < 2) return 'actions.split (body) must NOT have fewer than 2 items.';
  if (parts.length > 10) return 'actions.split (body) must NOT have more than 10 items.';
  const both = parts.findIndex((p) => p.amount !== undefined && p.percent !== undefined);
  if (both !== -1) return `actions.split[${both}]: give an amount or a percent, not both.`;
  const rest = parts.filter((p) => p.amount === undefined && p.percent === undefined).length;
  const shares = parts.reduce((sum, p) => sum + Math.round((p.percent ?? 0) * 100), 0);
  if (rest > 1) return 'actions.split: only one part may take the rest (a part with neither amount nor percent).';
  if (rest === 0 && (parts.some((p) => p.amount !== undefined) || shares !== 10_000)) return 'actions.split: one part takes the rest (give it neither amount nor percent), or the percentages add up to 100.';
  if (rest === 1 && shares >= 10_000) return 'actions.split: the percentages leave nothing for the part that takes the rest.';
  return undefined;
}

/**
 * Stories and tests only: the rule calls over one person's rules, kept as the server keeps them (a
 * new one last, a move renumbers, a delete removes), so a story can add, move and delete and see
 * the list follow.
 */
export function rulesHandlers(rules: readonly TransactionRule[] = SAMPLE_RULES, { list = 'rules', preview = SAMPLE_PREVIEW, refusal }: RulesAnswers = {}) {
  let kept: TransactionRule[] = structuredClone(rules) as TransactionRule[];
  let added = 0;
  const changing = () => (typeof preview === 'object' ? preview.changing : 0);
  const find = (id: unknown) => kept.find((r) => r.id === id);
  const notFound = () => error(404, 'NOT_FOUND', 'rule_id: no such rule.');
  return [
    http.get('*/db_api/rules', async () => {
      if (list === 'loading') await delay('infinite');
      if (list === 'failed') return error(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
      if (list === 'forbidden') return error(403, 'SUBSCRIPTION_REQUIRED', 'An active subscription is required.');
      return HttpResponse.json({ rules: kept });
    }),
    http.post('*/api/rules/preview', async ({ request }) => {
      const draft = (await request.json()) as RuleInput;
      const refused = refusal ?? refusalOf(draft);
      if (refused) return badRequest(refused);
      if (preview === 'loading') await delay('infinite');
      if (preview === 'failed') return error(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
      return HttpResponse.json(preview);
    }),
    http.post('*/api/rules/:id/apply', ({ params }) => {
      const rule = find(params.id);
      return rule ? HttpResponse.json({ rule, applied: changing() }) : notFound();
    }),
    http.post('*/api/rules', async ({ request }) => {
      const input = (await request.json()) as RuleInput;
      const refused = refusal ?? refusalOf(input);
      if (refused) return badRequest(refused);
      const rule: TransactionRule = { id: `b1000000-0000-4000-8000-${String(++added).padStart(12, '0')}`, conditions: input.conditions, actions: input.actions, created_at: '2026-11-24T10:00:00.000Z' };
      kept = [...kept, rule];
      return HttpResponse.json({ rule, applied: input.apply_to_past ? changing() : 0 });
    }),
    http.patch('*/api/rules/:id', async ({ params, request }) => {
      const rule = find(params.id);
      if (!rule) return notFound();
      const change = (await request.json()) as RuleUpdate;
      const changed: TransactionRule = { ...rule, ...(change.conditions && { conditions: change.conditions }), ...(change.actions && { actions: change.actions }) };
      const refused = change.conditions || change.actions ? (refusal ?? refusalOf(changed)) : undefined;
      if (refused) return badRequest(refused);
      const others = kept.filter((r) => r.id !== rule.id);
      const at = change.position ?? kept.indexOf(rule);
      kept = [...others.slice(0, at), changed, ...others.slice(at)];
      return HttpResponse.json(changed);
    }),
    http.delete('*/api/rules/:id', ({ params }) => {
      if (!find(params.id)) return notFound();
      kept = kept.filter((r) => r.id !== params.id);
      return HttpResponse.json({ status: 'success' });
    }),
  ];
}
