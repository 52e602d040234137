/** The public API of this module: what other modules may use (they import nothing else from it). */
export { resolveSearch, transactionPage, transactionTotals } from './queries.ts';
export { transactionsCsv } from './transactions-csv.ts';
