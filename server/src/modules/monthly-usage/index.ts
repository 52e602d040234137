/** The public API of this module: what other modules may use (they import nothing else from it). */
export { nextMonthStart, secondsToNextMonth, usageMonth } from './month.ts';
export { carryUsage, chargeUsage, refundUsage, type UsageKey, usageOfMonth, usedOf } from './queries.ts';
