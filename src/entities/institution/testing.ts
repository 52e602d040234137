/** Test doubles and fixtures of the institution slice: imported only by tests and stories. */
export { installFakePlaid, type FakePlaid, type FakePlaidOpening, type FakePlaidOptions } from './testing/fake-plaid';
export { SAMPLE_INSTITUTIONS, SAMPLE_ACCOUNTS } from './testing/fixtures';
export { HISTORY_COMPLETE, historyArriving, historyCoverageHandler } from './testing/history';
