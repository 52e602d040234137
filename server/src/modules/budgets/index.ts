/** The public API of this module: what other modules may use (they import nothing else from it). */
export { sendBudgetAlerts } from './alerts.ts';
export { isSpendingBill, type LineKind } from './budget-lines.ts';
export { monthRange, plannerView, trackerView, type TrackerView } from './budget-views.ts';
export { hasPlan } from './queries.ts';
export { addMonthsTo, type CarryFrom } from './rollover.ts';
