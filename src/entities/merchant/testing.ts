/** Test fixtures of the merchant slice: imported only by tests and stories. */
export { SAMPLE_MERCHANT, SAMPLE_MERCHANT_COMPARED, SAMPLE_RECENT_TRANSACTION_ID, SAMPLE_RECURRING_MERCHANT, SAMPLE_SEARCH_RESULTS, SAMPLE_TOP_MERCHANT, SAMPLE_TOP_MERCHANTS } from './testing/fixtures';
export { merchantHandlers, recordMerchantCalls, type MerchantCalls, type MerchantRead } from './testing/handlers';
