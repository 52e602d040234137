export { RulesPage } from './ui/RulesPage';
