/** Test doubles and fixtures of the subscription slice: imported only by tests and stories. */
export { SAMPLE_PLAN, SAMPLE_STATUSES } from './testing/fixtures';
