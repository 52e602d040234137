import type { Temporal } from 'temporal-polyfill';
import { formatMonth } from '@/shared/lib';

/**
 * The welcome panel's three example asks (spec section 1): a month's spending summary (last month,
 * named, so the ask carries its own date range), the last transaction, spending at a merchant last month.
 */
export function exampleAsks(today: Temporal.PlainDate): string[] {
  const lastMonth = today.toPlainYearMonth().subtract({ months: 1 });
  return [`What was my spending summary for ${formatMonth(lastMonth)}?`, 'What was my last transaction?', 'How much did I spend at Starbucks last month?'];
}
