export { selectedPeriod, selectPeriod, selectedRange, comparedWith, comparison, choosePeriod } from './model/selected-period';
export { budgetSelectMonth, budgetRange, budgetMonth, chooseBudgetMonth, forgetBudgetMonth, shiftBudgetMonth, stepBudgetMonth } from './model/budget-month';
export { BudgetMonthSwitcher } from './ui/BudgetMonthSwitcher';
export { PeriodPicker } from './ui/PeriodPicker';
export { PeriodStepper } from './ui/PeriodStepper';
