/** Test fixtures of the account slice: imported only by tests and stories. */
export { SAMPLE_BALANCES, SAMPLE_LIABILITIES } from './testing/fixtures';
