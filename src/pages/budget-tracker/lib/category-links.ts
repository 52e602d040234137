import { transactionsHref } from '@/entities/transaction';
import type { CategoryCode } from '@/shared/api';
import type { DateRange } from '@/shared/lib';

/**
 * A category's spending in the month: its posted purchases and refunds (totals leave pending rows
 * out), exactly the rows its "spent" adds up, as the dashboard's links do. Spending without a
 * category has no filter in the list API, so no link.
 */
export const categorySpendingHref = (range: DateRange, category: CategoryCode | null): string | undefined =>
  category ? transactionsHref({ start_date: range.start, end_date: range.end, category, counted_as: 'spending', pending: false }) : undefined;
