export { BudgetOverviewPage } from './ui/BudgetOverviewPage';
