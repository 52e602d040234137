/** The public API of this module: what other modules may use (they import nothing else from it). */
export { BILL_FREQUENCIES, nextBillDate, PER_MONTH, streamDatesIn } from './bills.ts';
export { RECURRING_KIND_NAMES, RECURRING_KINDS, type RecurringKind, recurringKindOf } from './recurring-kinds.ts';
