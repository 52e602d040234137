/** Test helpers of the period slice: imported only by tests and stories. */
export { resetPeriodsForTesting } from './testing/reset-periods';
export { atBudgetMonth } from './testing/at-budget-month';
