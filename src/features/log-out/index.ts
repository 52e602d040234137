export { logOut } from './model/log-out';
export { LogOutButton } from './ui/LogOutButton';
