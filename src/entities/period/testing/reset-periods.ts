import { reloadBudgetMonth } from '../model/budget-month';
import { resetSelectedPeriod } from '../model/selected-period';

/** The slice as a fresh page load has it: this month, compared with the previous one, the stored budget month. */
export function resetPeriodsForTesting(): void {
  resetSelectedPeriod();
  reloadBudgetMonth();
}
