/** Test fixtures of the transaction slice: imported only by tests and stories. */
export { SAMPLE_TAXONOMY, SAMPLE_TRANSACTIONS, samplePage } from './testing/fixtures';
