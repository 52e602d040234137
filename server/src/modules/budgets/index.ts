/** The public API of this module: what other modules may use (they import nothing else from it). */
export { sendBudgetAlerts } from './alerts.ts';
export { isSpendingBill, lineRows, type LineKind, type LineRows } from './budget-lines.ts';
export { budgetLineLink, groupNameOf, monthRange, plannerView, trackerView, type TrackerView } from './budget-views.ts';
export { followMerge, hasPlan } from './queries.ts';
export { addMonthsTo, type CarryFrom } from './rollover.ts';
