export { AccountMenu, SIGNED_OUT } from './ui/AccountMenu';
