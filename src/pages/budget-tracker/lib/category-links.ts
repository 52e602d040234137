import { transactionsHref } from '@/entities/transaction';
import type { BudgetLineKind } from '@/shared/api';
import type { DateRange } from '@/shared/lib';

/**
 * A line's rows in the month, exactly the ones its figure adds up (the budget line filter: a
 * category of the person's own is a line apart from the one it counts as): for a spending line its
 * posted purchases and refunds (totals leave pending rows out), as the dashboard's links do; for a
 * debt payment or transfer line the posted money paid out on it. Spending without a category has no
 * filter in the list API, and the card payment line's paid-down figure is no one filter's rows,
 * so neither has a link.
 */
export function lineHref(range: DateRange, line: string | null, kind: BudgetLineKind): string | undefined {
  // The card payment line counts what was paid beyond the cards' purchases: no one filter's rows.
  if (!line || kind === 'card_paydown') return undefined;
  const month = { start_date: range.start, end_date: range.end, budget_line: line, pending: false };
  return kind === 'spending' ? transactionsHref({ ...month, counted_as: 'spending' }) : transactionsHref({ ...month, counted_as: 'left_out', direction: 'outflow' });
}

/** All the month's spending: the dashboard's spent for it. */
export const allSpendingHref = (range: DateRange): string => transactionsHref({ start_date: range.start, end_date: range.end, counted_as: 'spending', pending: false });
