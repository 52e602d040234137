/** The public API of this module: what other modules may use (they import nothing else from it). */
export { COUNTED_AS_KINDS, type CountedAs, DIRECTIONS, type FilterQuery, filtersOfQuery, rollupNarrowing, type TransactionFilters } from './filter-table.ts';
export { resolveSearch, tagSpending, transactionPage, transactionTotals, userTags } from './queries.ts';
export { transactionsCsv } from './transactions-csv.ts';
