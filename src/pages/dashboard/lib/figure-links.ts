import type { CategoryCode, Transaction } from '@/shared/api';
import { type DateRange } from '@/shared/lib';
import { merchantKeyOf, transactionsHref } from '@/entities/transaction';

// Totals leave pending transactions out (README, "How Ledgerline counts money"), so do the links.
const posted = (range: DateRange) => ({ start_date: range.start, end_date: range.end, pending: false });

/**
 * Exactly the rows "spent" adds up: the period's posted spending and refunds (money out minus money
 * in on the transactions page is the figure).
 */
export const outflowsHref = (range: DateRange): string => transactionsHref({ ...posted(range), counted_as: 'spending' });

/** Exactly the rows income adds up (a reversed paycheck counts off; a transfer filed as pay and matched is left out). */
export const incomeHref = (range: DateRange): string => transactionsHref({ ...posted(range), counted_as: 'income' });

/** Everything posted in the period (net is income minus spent). */
export const periodHref = (range: DateRange): string => transactionsHref(posted(range));

/**
 * A category's spending: its posted purchases and refunds, so the list adds up to the figure.
 * Spending without a category has no filter in the list API, so no link.
 */
export const categoryHref = (range: DateRange, category: CategoryCode | null): string | undefined =>
  category ? transactionsHref({ ...posted(range), category, counted_as: 'spending' }) : undefined;

/** One day's spending (the line chart's day). */
export const dayHref = (date: string): string => transactionsHref({ ...posted({ start: date, end: date }), counted_as: 'spending' });

/** One transaction: its day, its merchant and its exact amount. */
export const transactionHref = (transaction: Transaction): string =>
  transactionsHref({
    start_date: transaction.date,
    end_date: transaction.date,
    merchant: merchantKeyOf(transaction),
    min_amount: transaction.amount,
    max_amount: transaction.amount,
    direction: transaction.direction,
  });

/** Past payments of a recurring bill, by its merchant or description. */
export const billHref = (bill: { merchant_name: string | null; description: string }): string => transactionsHref({ search: bill.merchant_name ?? bill.description, direction: 'outflow' });

/** A tag's spending: its posted purchases and refunds in the period, hidden rows left out, so the list adds up to the figure. */
export const tagHref = (range: DateRange, tag: string): string => transactionsHref({ ...posted(range), tag, counted_as: 'spending', hidden: 'exclude' });
