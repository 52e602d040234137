export { ImportPage } from './ui/ImportPage';
