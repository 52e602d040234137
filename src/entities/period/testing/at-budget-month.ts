import { accessToken } from '@/shared/api';
import { chooseBudgetMonth, forgetBudgetMonth } from '../model/budget-month';

/** Stories only: signed in, on a budget month ("November 2026"); undone (and forgotten) after the story. */
export function atBudgetMonth(month: string): () => void {
  accessToken.value = 'story-token';
  chooseBudgetMonth(month);
  return () => {
    accessToken.value = null;
    forgetBudgetMonth();
  };
}
