export { selectedPeriod, selectPeriod, selectedRange, comparedWith, comparedRange, choosePeriod } from './model/selected-period';
export { budgetSelectMonth, budgetRange, chooseBudgetMonth, forgetBudgetMonth } from './model/budget-month';
export { PeriodPicker } from './ui/PeriodPicker';
