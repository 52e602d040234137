export { isOnline, whenOnline } from './online';
