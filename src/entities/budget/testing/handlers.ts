import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Budget, BudgetInput, BudgetTracker } from '@/shared/api';
import { lineLabel } from '@/shared/lib';
import { sampleResponse, serverError, type SampleAnswer } from '@/shared/test-kit';
import { withChanges, type PlanChange } from '../model/plan-changes';
import { EMPTY_BUDGET, EMPTY_TRACKER, ON_TRACK_TRACKER, OVER_BUDGET_TRACKER, PAST_TRACKER, SAMPLE_BUDGET } from './fixtures';

/** How a story's save answers: saved, `409` (the first row sent was changed elsewhere), or a server error. */
export type SaveAnswer = 'saved' | 'conflict' | 'failed';
export type TrackerAnswer = 'onTrack' | 'overBudget' | 'past' | 'empty' | 'loading' | 'failed';

export interface BudgetAnswers {
  /** The planner's month: the sample plan, never planned (`empty`), never answered, or failed. */
  budget?: SampleAnswer;
  save?: SaveAnswer;
  tracker?: TrackerAnswer;
  /** Hears each save's body (a story checks what was, or was not, sent). */
  onSave?: (body: BudgetInput) => void;
}

/** What "someone else" saves in a conflict: this much more than the row had. */
export const CONFLICT_RAISE = 50;

/** The changes a PUT body asks for. */
const changesOf = (body: BudgetInput): PlanChange[] => [
  ...(body.categories ?? []).map((entry): PlanChange => ({ kind: 'planned', category: entry.category, amount: entry.amount })),
  ...(body.rollovers ?? []).map((entry): PlanChange => ({ kind: 'rollover', category: entry.category, rollover: entry.rollover })),
  ...(body.expected_income ? [{ kind: 'income', amount: body.expected_income.amount } as PlanChange] : []),
];

/** The stored month after a save, each changed amount one version on. */
function saved(stored: Budget, body: BudgetInput): Budget {
  const next = withChanges(stored, changesOf(body));
  const changed = new Set((body.categories ?? []).map((entry) => entry.category));
  return {
    ...next,
    categories: next.categories.map((entry) => (changed.has(entry.category) ? { ...entry, version: entry.version + 1 } : entry)),
    income_version: body.expected_income ? stored.income_version + 1 : stored.income_version,
  };
}

const TRACKERS: Record<Exclude<TrackerAnswer, 'loading' | 'failed'>, BudgetTracker> = { onTrack: ON_TRACK_TRACKER, overBudget: OVER_BUDGET_TRACKER, past: PAST_TRACKER, empty: EMPTY_TRACKER };

/**
 * Stories only: MSW handlers for the budget reads and the save. The handlers keep the month as
 * saved, so a save's answer and the next read agree; a conflict saves "someone else's" amount first.
 */
export function budgetHandlers({ budget = 'sample', save = 'saved', tracker = 'onTrack', onSave }: BudgetAnswers = {}): HttpHandler[] {
  let stored: Budget = budget === 'empty' ? EMPTY_BUDGET : SAMPLE_BUDGET;
  return [
    http.get('*/db_api/budgets', () => sampleResponse(budget, () => stored)),
    http.put('*/api/budgets/:month', async ({ request }) => {
      const body = (await request.json()) as BudgetInput;
      onSave?.(body);
      await delay(150);
      if (save === 'failed') return serverError();
      if (save === 'conflict') {
        const first = body.categories?.[0];
        const theirs = stored.categories.find((entry) => entry.category === first?.category);
        if (theirs) stored = saved(stored, { categories: [{ category: theirs.category, amount: (theirs.planned ?? 0) + CONFLICT_RAISE, version: theirs.version }] });
        const message = `${lineLabel(first?.category)} was changed elsewhere; nothing was saved.`;
        return HttpResponse.json({ error: { error_code: 'CONFLICT', error_message: message }, message }, { status: 409 });
      }
      stored = saved(stored, body);
      return HttpResponse.json(stored);
    }),
    http.get('*/db_api/budgets/tracker', () => {
      if (tracker === 'loading' || tracker === 'failed') return sampleResponse(tracker, () => ON_TRACK_TRACKER);
      return HttpResponse.json(TRACKERS[tracker]);
    }),
  ];
}
