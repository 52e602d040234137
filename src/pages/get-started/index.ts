export { GetStartedPage } from './ui/GetStartedPage';
