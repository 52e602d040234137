export { BudgetPlannerPage } from './ui/BudgetPlannerPage';
