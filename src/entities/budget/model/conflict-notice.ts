import { lineLabel } from '@/shared/lib';
import { changedElsewhere, EXPECTED_INCOME_NAME, PLAN_CHANGED_ELSEWHERE } from '../config/messages';
import type { PlanChange } from './plan-changes';

/** What a 409 says: the one category (or the income) someone else changed first, else the month as a whole. */
export function conflictNotice(changes: readonly PlanChange[]): string {
  const names = changes.flatMap((change) => (change.kind === 'planned' ? [lineLabel(change.category)] : change.kind === 'income' ? [EXPECTED_INCOME_NAME] : []));
  return names.length === 1 ? changedElsewhere(names[0] ?? EXPECTED_INCOME_NAME) : PLAN_CHANGED_ELSEWHERE;
}
