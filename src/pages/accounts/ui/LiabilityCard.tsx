import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { cardPaymentStatus, type CardPaymentStatus } from '@/entities/account';
import type { Account, Liability } from '@/shared/api';
import { formatMoney, formatPlainDate, todayIsoDate } from '@/shared/lib';
import {
  amountOnDate,
  APRS,
  BALANCE,
  balanceOfLimit,
  LAST_PAYMENT,
  LAST_STATEMENT,
  MINIMUM_PAYMENT,
  NEXT_DUE,
  NOT_REPORTED,
} from '../config/copy';
import { aprLabel, dueDateWords, formatPercentage } from '../lib/liability-labels';
import { amountText } from './text-styles';
import { AccountMask } from './AccountMask';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { UtilisationMeter } from './UtilisationMeter';

export interface LiabilityCardProps {
  liability: Liability;
  /** The card's account (name, mask, balance and limit). */
  account: Account;
  /** Today's date where the reader is (`YYYY-MM-DD`); stories fix it. */
  today?: string;
}

const dueWordsText = css({ display: 'block', fontSize: 'xs', color: 'fg.muted' });
/** The due date's words take the badge's colour where the status calls for action. */
const DUE_WORDS_COLOR: Partial<Record<CardPaymentStatus['kind'], string>> = { overdue: css({ color: 'danger.text' }), due_soon: css({ color: 'warning.text' }) };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{term}</dt>
      <dd className={css({ fontSize: 'sm', color: 'fg.default' })}>{children}</dd>
    </div>
  );
}

/** One credit card's liability: balance against the limit, what is due and when, statement, payment and APRs. */
export function LiabilityCard({ liability, account, today = todayIsoDate() }: LiabilityCardProps) {
  const titleId = useId();
  const currency = account.balances.iso_currency_code;
  const money = (amount: number | null) => (amount === null ? NOT_REPORTED : formatMoney(amount, currency));
  const withDate = (amount: number | null, date: string | null) =>
    amount === null ? NOT_REPORTED : date ? amountOnDate(money(amount), formatPlainDate(date)) : money(amount);
  const status = cardPaymentStatus(liability, today);
  const overdue = status.kind === 'overdue';
  const due = liability.next_payment_due_date;
  const dueWords = dueDateWords(status, due, today, money);

  return (
    <article
      aria-labelledby={titleId}
      className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDirection: 'column', gap: '4', borderColor: overdue ? 'danger.border' : 'border.default' }))}
    >
      <header className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <div className={css({ minW: '0' })}>
          <h3 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
            {account.account_name}
          </h3>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {account.institution_name}
            <AccountMask mask={account.mask} />
          </p>
        </div>
        <PaymentStatusBadge status={status} />
      </header>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <p className={css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
          <span className={css({ srOnly: true })}>{BALANCE}: </span>
          <span className={`${amountText} ${css({ fontSize: '2xl', fontWeight: 'bold' })}`}>{money(account.balances.current)}</span>
          {account.balances.limit !== null && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{balanceOfLimit(money(account.balances.limit))}</span>}
        </p>
        <UtilisationMeter account={account} />
      </div>

      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '4' })}>
        <Fact term={MINIMUM_PAYMENT}>
          <span className={amountText}>{money(liability.minimum_payment_amount)}</span>
        </Fact>
        <Fact term={NEXT_DUE}>
          {due ? (
            <>
              <time dateTime={due}>{formatPlainDate(due)}</time>
              {dueWords && <span className={cx(dueWordsText, DUE_WORDS_COLOR[status.kind])}>{dueWords}</span>}
            </>
          ) : (
            NOT_REPORTED
          )}
        </Fact>
        <Fact term={LAST_STATEMENT}>{withDate(liability.last_statement_balance, liability.last_statement_issue_date)}</Fact>
        <Fact term={LAST_PAYMENT}>{withDate(liability.last_payment_amount, liability.last_payment_date)}</Fact>
      </dl>

      {liability.aprs.length > 0 && (
        <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}>
          <h4 className={css({ fontSize: 'xs', color: 'fg.muted', mb: '2' })}>{APRS}</h4>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {liability.aprs.map((apr) => (
              <li key={apr.apr_type} className={css({ fontSize: 'xs', bg: 'bg.muted', px: '2', py: '1', borderRadius: 'control' })}>
                {aprLabel(apr.apr_type)} <strong className={amountText}>{formatPercentage(apr.apr_percentage)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
