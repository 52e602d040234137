export { RecurringPage } from './ui/RecurringPage';
export { ForecastPage } from './ui/ForecastPage';
