export { GetStartedCallbackPage } from './ui/GetStartedCallbackPage';
