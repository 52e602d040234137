import { css, cx } from 'styled-system/css';
import type { Transaction } from '@/shared/api';
import { formatMoney } from '@/shared/lib';

export interface TransactionAmountProps {
  transaction: Pick<Transaction, 'amount' | 'direction' | 'iso_currency_code'>;
  className?: string;
}

/**
 * An amount as the person reads it: money out plain, money in green with a plus; both positive, the
 * direction said in words to a screen reader.
 */
export function TransactionAmount({ transaction, className }: TransactionAmountProps) {
  const inflow = transaction.direction === 'inflow';
  return (
    <span className={cx(css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 'medium', color: inflow ? 'success.text' : 'fg.default' }), className)}>
      <span aria-hidden>{inflow ? '+' : ''}</span>
      {formatMoney(transaction.amount, transaction.iso_currency_code)}
      <span className={css({ srOnly: true })}>{inflow ? ' in' : ' out'}</span>
    </span>
  );
}
