import type { CardPaymentStatus } from '@/entities/account';
import { daysUntil, formatPlainDate } from '@/shared/lib';
import { minimumPaidOn, NOTHING_TO_PAY, paidInFullOn } from '../config/copy';

const APR_LABELS: Record<string, string> = {
  purchase_apr: 'Purchase APR',
  cash_apr: 'Cash advance APR',
  balance_transfer_apr: 'Balance transfer APR',
  special: 'Special APR',
};

/** "Purchase APR" for Plaid's `purchase_apr`; an unknown type is spelled out from its code. */
export function aprLabel(aprType: string): string {
  const known = APR_LABELS[aprType];
  if (known) return known;
  const words = aprType.replace(/_apr$/, '').replace(/_/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} APR`;
}

/** "24.99%": two decimals at most, no trailing zeros. */
export const formatPercentage = (percentage: number): string => `${Number(percentage.toFixed(2))}%`;

/** "due today", "due tomorrow", "in 12 days", "5 days ago" for the next payment's due date. */
export function dueInWords(dueDate: string, today: string): string | null {
  const days = daysUntil(dueDate, today);
  if (days === null) return null;
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? '1 day ago' : `${-days} days ago`;
}

/**
 * The words under a card's due date: when its statement was paid (in full, or the minimum and
 * what is left), else how far the due date is. `money` formats an amount in the card's currency.
 */
export function dueDateWords(status: CardPaymentStatus, dueDate: string | null, today: string, money: (amount: number) => string): string | null {
  if (status.kind === 'paid') return status.paid_on ? paidInFullOn(formatPlainDate(status.paid_on)) : NOTHING_TO_PAY;
  if (status.kind === 'minimum_paid') return minimumPaidOn(formatPlainDate(status.paid_on), status.left_to_pay === null ? null : money(status.left_to_pay));
  return dueDate ? dueInWords(dueDate, today) : null;
}
