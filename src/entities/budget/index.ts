export { BUDGET_PATHS, useBudgetTracker } from './api/budget-queries';
export { BUDGET_AMOUNT_MAX } from './config/budget';
export { asBudgetAmount, budgetAmountText, parseBudgetAmount, type AmountEntry } from './lib/budget-amount';
export { clearPlanned, copyLastMonth, effectiveChanges, fillFromAverage, fillFromBills, fillMonth, isUnplanned, type PlanChange } from './model/plan-changes';
export { useBudgetPlan, type BudgetPlan, type PlanNotice } from './model/use-budget-plan';
export { carrySource, monthName, signedMoney } from './lib/carry';
export { categorySections, type CategorySection } from './lib/category-sections';
