/** Test fixtures of the account slice: imported only by tests and stories. */
export { SAMPLE_BALANCES, SAMPLE_HISTORY_STARTS, SAMPLE_LIABILITIES, sampleAccountHistory, sampleNetWorth } from './testing/fixtures';
