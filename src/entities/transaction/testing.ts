/** Test fixtures of the transaction slice: imported only by tests and stories. */
export { SAMPLE_COMPARED_TOTALS, SAMPLE_TAXONOMY, SAMPLE_TRANSACTIONS, samplePage } from './testing/fixtures';
export { marksHandlers, SAMPLE_TAGS, type MarksAnswers } from './testing/marks-handlers';
