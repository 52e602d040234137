export { BudgetOverviewChat } from './ui/BudgetOverviewChat';
