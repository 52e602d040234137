export { AccountsPage } from './ui/AccountsPage';
export { AccountPage } from './ui/AccountPage';
