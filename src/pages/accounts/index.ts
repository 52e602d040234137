export { AccountsPage } from './ui/AccountsPage';
