import { css, cx } from 'styled-system/css';
import { formatMoney } from '@/shared/lib';

export interface AmountProps {
  /** Positive, with `direction` saying which way it went (never Plaid's sign). */
  amount: number;
  direction?: 'outflow' | 'inflow';
  currency?: string | null;
  className?: string;
}

const amountStyle = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const spoken = css({ srOnly: true });

/**
 * An amount as the money pages show it: outflows plain, inflows with a plus in green; the direction
 * is also said in words to a screen reader ("$12.00 out").
 */
export function Amount({ amount, direction = 'outflow', currency = 'USD', className }: AmountProps) {
  const text = formatMoney(amount, currency);
  return direction === 'inflow' ? (
    <span className={cx(amountStyle, css({ color: 'success.text' }), className)}>
      <span aria-hidden>+</span>
      {text}
      <span className={spoken}> in</span>
    </span>
  ) : (
    <span className={cx(amountStyle, className)}>
      {text}
      <span className={spoken}> out</span>
    </span>
  );
}
