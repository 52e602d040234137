export { CallbackPage } from './ui/CallbackPage';
