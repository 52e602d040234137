export { BudgetTrackerPage } from './ui/BudgetTrackerPage';
