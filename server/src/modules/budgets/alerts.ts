import type { Db } from '../../db/client.ts';
import { lineLabel } from '../../../../contract/category-label.ts';
import { categoryNamesOf } from '../categories/index.ts';
import { moneyText } from '../money/index.ts';
import { notify } from '../notifications/index.ts';
import { trackerView } from './budget-views.ts';
import { hasPlan, recordAlert } from './queries.ts';

/** Shares of what is available at which a line alerts, highest first (README, budgets). */
const THRESHOLDS = [100, 80] as const;

const daysLeftText = (days: number) => (days === 0 ? 'on the last day of the month' : `with ${days} day${days === 1 ? '' : 's'} left`);

export interface AlertFigures {
  category: string;
  planned_cents: number | null;
  carried_cents: number;
  available_cents: number;
  spent_cents: number;
}

/**
 * An alert in words. At 100 % or more it says the amount over (a percentage of a small plan reads
 * as nonsense: "2697 %"): "$1,280.00 over the $48.00 planned for Medical, with 9 days left." —
 * "available" instead of "planned" when an amount carried in is part of it. Below 100 % (the 80 %
 * alert) the share, which is then under 100 %.
 */
export function alertMessage(row: AlertFigures, threshold: 80 | 100, daysLeft: number, categoryNames?: ReadonlyMap<string, string>): string {
  const label = lineLabel(row.category, categoryNames);
  const days = daysLeftText(daysLeft);
  const what = row.carried_cents === 0 ? 'planned' : 'available';
  if (threshold === 100) {
    const over = row.spent_cents - row.available_cents;
    return over === 0 ? `All ${moneyText(row.available_cents)} ${what} for ${label} is spent, ${days}.` : `${moneyText(over)} over the ${moneyText(row.available_cents)} ${what} for ${label}, ${days}.`;
  }
  return `${label} is at ${Math.floor((row.spent_cents * 100) / row.available_cents)} % of its budget ${days}.`;
}

/**
 * After a sync wrote the user's transactions, in its transaction: every budgeted spending line of
 * the current month (UTC `today`) whose spent has reached 80 % or 100 % of what is available gets
 * one notification, once per line, threshold and month; a sync crossing both at once sends only
 * the 100 % one (and the 80 % one is then never sent). Debt payment and transfer lines are paid
 * on their dates as planned, so they do not alert. Returns the alerts sent.
 */
export async function sendBudgetAlerts(trx: Db, userId: string, today: string): Promise<string[]> {
  const month = today.slice(0, 7);
  if (!(await hasPlan(trx, userId, month))) return [];
  const { rows, pace } = await trackerView(trx, userId, month, { today });
  const sent: string[] = [];
  const names = await categoryNamesOf(trx, userId);
  for (const row of rows) {
    if (row.kind !== 'spending' || row.available_cents <= 0) continue;
    const crossed = THRESHOLDS.filter((t) => row.spent_cents * 100 >= t * row.available_cents);
    let newest: 80 | 100 | null = null;
    for (const threshold of crossed) if ((await recordAlert(trx, userId, month, row.category, threshold)) && newest === null) newest = threshold;
    if (newest === null) continue;
    const message = alertMessage(row, newest, pace.days_left, names);
    await notify(trx, userId, 'budget_alert', newest === 100 ? 'Over budget' : 'Budget alert', message);
    sent.push(message);
  }
  return sent;
}
