import type { Db } from '../../db/client.ts';
import { categoryLabel } from '../../../../contract/category-label.ts';
import { notify } from '../notifications/queries.ts';
import { trackerView } from './budget-views.ts';
import { hasPlan, recordAlert } from './queries.ts';

/** Shares of what is available at which a category alerts, highest first (README, budgets). */
const THRESHOLDS = [100, 80] as const;

const daysLeftText = (days: number) => (days === 0 ? 'on the last day of the month' : `with ${days} day${days === 1 ? '' : 's'} left`);

/**
 * After a sync wrote the user's transactions, in its transaction: every budgeted category of the
 * current month (UTC `today`) whose spent has reached 80 % or 100 % of what is available gets one
 * notification, once per category, threshold and month; a sync crossing both at once sends only
 * the 100 % one (and the 80 % one is then never sent). Returns the alerts sent.
 */
export async function sendBudgetAlerts(trx: Db, userId: string, today: string): Promise<string[]> {
  const month = today.slice(0, 7);
  if (!(await hasPlan(trx, userId, month))) return [];
  const { rows, pace } = await trackerView(trx, userId, month, { today });
  const sent: string[] = [];
  for (const row of rows) {
    if (row.available_cents <= 0) continue;
    const crossed = THRESHOLDS.filter((t) => row.spent_cents * 100 >= t * row.available_cents);
    let newest: number | null = null;
    for (const threshold of crossed) if ((await recordAlert(trx, userId, month, row.category, threshold)) && newest === null) newest = threshold;
    if (newest === null) continue;
    const message = `${categoryLabel(row.category)} is at ${Math.floor((row.spent_cents * 100) / row.available_cents)} % of its budget ${daysLeftText(pace.days_left)}.`;
    await notify(trx, userId, 'budget_alert', newest === 100 ? 'Over budget' : 'Budget alert', message);
    sent.push(message);
  }
  return sent;
}
