export { MerchantInsightsPage } from './ui/MerchantInsightsPage';
