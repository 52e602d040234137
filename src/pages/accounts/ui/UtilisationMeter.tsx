import { css, cx } from 'styled-system/css';
import { creditUtilisation } from '@/entities/account';
import type { Account } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { utilisationText } from '../config/copy';

/**
 * How much of a card's limit is used: a bar that turns amber past 30 % and red past 90 %.
 * Nothing for an account without a credit limit.
 */
export function UtilisationMeter({ account, className }: { account: Account; className?: string }) {
  const utilisation = creditUtilisation(account);
  const { limit, iso_currency_code: currency } = account.balances;
  if (utilisation === null || limit === null) return null;
  const percent = Math.round(utilisation * 100);
  const tone = utilisation > 0.9 ? 'danger.solid' : utilisation > 0.3 ? 'warning.solid' : 'success.solid';
  const text = utilisationText(percent, formatMoney(limit, currency));
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '8rem' }), className)}>
      <div
        role="meter"
        aria-label="Credit used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={text}
        className={css({ h: '1.5', w: 'full', bg: 'bg.emphasis', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', borderRadius: 'full', bg: tone })} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{text}</span>
    </div>
  );
}
