import { useMemo } from 'react';
import { api, toLoadable, useApiMutate, useApiQuery, type Loadable } from '@/shared/api';
import type { RuleApplied, RuleDraft, RuleInput, RulePreview, RuleUpdate, TransactionRule } from '../model/rule';

/** `GET /db_api/rules`: the person's rules in the order they run. Subscribers only (the server answers others 403). */
export function useRules(): Loadable<TransactionRule[]> {
  return toLoadable(useApiQuery('/db_api/rules'), (list) => list.rules);
}

/** Every write answers with what it did; an empty answer is a failure like any other. */
function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The rules could not be changed.');
  return data;
}

const rulePath = (ruleId: string) => ({ params: { path: { rule_id: ruleId } } });

/** The list with one rule put at `position` (from 0), as the server renumbers them. */
function placeRule(rules: readonly TransactionRule[], rule: TransactionRule, position: number): TransactionRule[] {
  const others = rules.filter((r) => r.id !== rule.id);
  return [...others.slice(0, position), rule, ...others.slice(position)];
}

const NOTHING_ELSE = async () => undefined;

export interface RuleChanges {
  /** `POST /api/rules/preview`: how many rows the draft matches and would change, and the newest; writes nothing. */
  previewRule: (draft: RuleDraft) => Promise<RulePreview>;
  /** `POST /api/rules`: a rule, last; with `apply_to_past`, run on the rows already there too. */
  createRule: (input: RuleInput) => Promise<RuleApplied>;
  /** `PATCH /api/rules/{id}`: its conditions, its actions, or its place (`position`, from 0). */
  updateRule: (ruleId: string, change: RuleUpdate) => Promise<TransactionRule>;
  /** `DELETE /api/rules/{id}`: new rows no longer go through it; rows it changed keep what it did. */
  deleteRule: (ruleId: string) => Promise<void>;
  /** `POST /api/rules/{id}/apply`: run on every row already there. */
  applyRule: (ruleId: string) => Promise<RuleApplied>;
}

/**
 * The rule writes. Each shows its answer in the list at once (a moved rule in its new place, so its
 * buttons keep the focus) and asks the list again behind it. A write that changed past rows (a rule
 * created with `apply_to_past`, or applied) resolves once `transactionsChanged` has — the page says
 * which money reads to ask again (transactions, dashboard, budgets), which this slice does not own.
 * Each throws on failure: an `ApiError` carries the server's message (a 400 names the field).
 */
export function useRuleChanges(transactionsChanged: () => Promise<void> = NOTHING_ELSE): RuleChanges {
  const mutate = useApiMutate();
  return useMemo(() => {
    const showInList = (change: (rules: TransactionRule[]) => TransactionRule[]) =>
      void mutate(['/db_api/rules'], (current) => current && { rules: change(current.rules) }, { revalidate: true }).catch(() => undefined);
    const afterApplied = async (result: RuleApplied) => {
      if (result.applied > 0) await transactionsChanged();
      return result;
    };
    return {
      previewRule: (draft) => api.POST('/api/rules/preview', { body: draft }).then(({ data }) => answered(data)),
      createRule: async (input) => {
        const result = answered((await api.POST('/api/rules', { body: input })).data);
        showInList((rules) => [...rules.filter((r) => r.id !== result.rule.id), result.rule]);
        return afterApplied(result);
      },
      updateRule: async (ruleId, change) => {
        const rule = answered((await api.PATCH('/api/rules/{rule_id}', { ...rulePath(ruleId), body: change })).data);
        showInList((rules) => (change.position === undefined ? rules.map((r) => (r.id === rule.id ? rule : r)) : placeRule(rules, rule, change.position)));
        return rule;
      },
      deleteRule: async (ruleId) => {
        answered((await api.DELETE('/api/rules/{rule_id}', rulePath(ruleId))).data);
        showInList((rules) => rules.filter((r) => r.id !== ruleId));
      },
      applyRule: async (ruleId) => afterApplied(answered((await api.POST('/api/rules/{rule_id}/apply', rulePath(ruleId))).data)),
    };
  }, [mutate, transactionsChanged]);
}
