/** Resets of the period slice: imported only by tests and stories. */
export { resetSelectedPeriod } from './model/selected-period';
export { reloadBudgetMonth } from './model/budget-month';
