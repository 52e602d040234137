/** Test fixtures of the budget slice: imported only by tests and stories. */
export {
  SAMPLE_BUDGET_MONTH,
  SAMPLE_PAST_BUDGET_MONTH,
  SAMPLE_MONTH,
  SAMPLE_BUDGET,
  SAMPLE_OWN_LINE,
  EMPTY_BUDGET,
  ON_TRACK_TRACKER,
  OVER_BUDGET_TRACKER,
  PAST_TRACKER,
  EMPTY_TRACKER,
} from './testing/fixtures';
export { budgetHandlers, CONFLICT_RAISE, type BudgetAnswers, type SaveAnswer, type TrackerAnswer } from './testing/handlers';
