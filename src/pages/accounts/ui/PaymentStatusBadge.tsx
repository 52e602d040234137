import { css, cx } from 'styled-system/css';
import type { CardPaymentStatus } from '@/entities/account';
import { DUE_SOON, MINIMUM_PAID, OVERDUE, PAID } from '../config/copy';

const pill = css({
  flexShrink: '0',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'colorPalette.text',
  bg: 'colorPalette.subtle',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
});

const BADGES: Partial<Record<CardPaymentStatus['kind'], { label: string; palette: string }>> = {
  overdue: { label: OVERDUE, palette: css({ colorPalette: 'danger' }) },
  due_soon: { label: DUE_SOON, palette: css({ colorPalette: 'warning' }) },
  paid: { label: PAID, palette: css({ colorPalette: 'success' }) },
  minimum_paid: { label: MINIMUM_PAID, palette: css({ colorPalette: 'neutral' }) },
};

/** The card's payment status in a word ("Paid", "Due soon", "Payment overdue"…); nothing when there is nothing to say. */
export function PaymentStatusBadge({ status }: { status: CardPaymentStatus }) {
  const badge = BADGES[status.kind];
  return badge ? <span className={cx(pill, badge.palette)}>{badge.label}</span> : null;
}
