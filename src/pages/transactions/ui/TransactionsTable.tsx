import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { MerchantAvatar } from '@/entities/merchant';
import { PendingBadge, type TransactionSort } from '@/entities/transaction';
import type { Transaction } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';
import { formatPlainDate, transactionCategoryLabel } from '@/shared/lib';
import { Amount } from '@/shared/ui';
import { TABLE_LABEL } from '../config/copy';

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  sort: TransactionSort;
  onSortChange: (sort: TransactionSort) => void;
  onRecategorize: (transaction: Transaction) => void;
  /** A later page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}

const cell = css({ px: { base: '2', sm: '3' }, py: '2.5', textAlign: 'left', verticalAlign: 'middle', borderBottomWidth: '1px', borderColor: 'border.default' });
const head = css({ px: '3', py: '2', textAlign: 'left', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', borderBottomWidth: '1px', borderColor: 'border.strong', whiteSpace: 'nowrap' });
const wideOnly = css({ display: { base: 'none', md: 'table-cell' } });
const narrowOnly = css({ display: { base: 'flex', md: 'none' } });
const linkish = css({ color: 'fg.default', fontWeight: 'medium', textDecoration: 'none', _hover: { textDecoration: 'underline' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'sm' } });
const categoryButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.default',
  fontSize: 'xs',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { bg: 'bg.emphasis' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const SOURCE_HINT = { user: 'your choice', rule: 'your rule', plaid: '' } as const;

function SortHeader({ label, column, sort, onSortChange, className }: { label: string; column: 'date' | 'amount'; sort: TransactionSort; onSortChange: (sort: TransactionSort) => void; className?: string }) {
  const active = sort.startsWith(column);
  const descending = sort.endsWith('desc');
  const next: TransactionSort = active && descending ? `${column}_asc` : `${column}_desc`;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className={cx(head, className)}>
      <button
        type="button"
        onClick={() => onSortChange(next)}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textTransform: 'inherit', fontWeight: 'inherit', color: active ? 'fg.default' : 'inherit', cursor: 'pointer', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}
      >
        {label}
        <span aria-hidden>{active ? (descending ? '↓' : '↑') : '↕'}</span>
        <span className={css({ srOnly: true })}>, sort {active && descending ? 'ascending' : 'descending'}</span>
      </button>
    </th>
  );
}

function CategoryButton({ transaction, onRecategorize }: { transaction: Transaction; onRecategorize: (t: Transaction) => void }) {
  const label = transactionCategoryLabel(transaction);
  const hint = SOURCE_HINT[transaction.category_source];
  return (
    <button type="button" className={categoryButton} onClick={() => onRecategorize(transaction)} aria-label={`${label}${hint ? ` · ${hint}` : ''}, change category of ${transaction.name}`}>
      {label}
      {hint && <span className={css({ color: 'fg.muted' })}>· {hint}</span>}
    </button>
  );
}

/**
 * The page's rows: date, merchant (logo, a link to its insights) and description, category (a
 * button that changes it), account, amount by direction and a Pending badge. Arrow keys move between
 * rows, Home and End to the first and last; Tab enters a row's links and buttons. Rows off screen
 * are not laid out or painted (`content-visibility`), so a 500-row page scrolls like a short one.
 */
export function TransactionsTable({ transactions, sort, onSortChange, onRecategorize, busy }: TransactionsTableProps) {
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const current = Math.min(active, Math.max(transactions.length - 1, 0));

  const move = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const rows = [...(body.current?.rows ?? [])];
    const index = rows.findIndex((row) => row === document.activeElement);
    if (index === -1) return;
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key];
    if (target === undefined || target < 0 || target >= rows.length) return;
    event.preventDefault();
    setActive(target);
    rows[target]?.focus();
  };

  return (
    <div className={css({ overflowX: 'auto' })}>
      <table aria-label={TABLE_LABEL} aria-busy={busy || undefined} className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <thead>
          <tr>
            <SortHeader label="Date" column="date" sort={sort} onSortChange={onSortChange} />
            <th scope="col" className={head}>
              Merchant
            </th>
            <th scope="col" className={cx(head, wideOnly)}>
              Category
            </th>
            <th scope="col" className={cx(head, wideOnly)}>
              Account
            </th>
            <SortHeader label="Amount" column="amount" sort={sort} onSortChange={onSortChange} className={css({ textAlign: 'right' })} />
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={move}>
          {transactions.map((t, index) => {
            const merchant = t.merchant_name ?? t.name;
            return (
              <tr
                key={t.transaction_id}
                tabIndex={index === current ? 0 : -1}
                onFocus={(event) => event.target === event.currentTarget && setActive(index)}
                className={css({
                  contentVisibility: 'auto',
                  containIntrinsicSize: 'auto 3.5rem',
                  _hover: { bg: 'bg.canvas' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
                })}
              >
                <td className={cx(cell, css({ color: 'fg.muted', whiteSpace: { base: 'normal', sm: 'nowrap' }, fontSize: { base: 'xs', sm: 'sm' }, width: { base: '16', sm: 'auto' } }))}>{formatPlainDate(t.date)}</td>
                <td className={cell}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
                    <span className={css({ display: { base: 'none', sm: 'contents' } })}>
                      <MerchantAvatar name={merchant} logoUrl={t.logo_url} size="sm" />
                    </span>
                    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
                      <Link href={merchantInsightsHref(t.transaction_id)} className={linkish}>
                        {merchant}
                      </Link>
                      {t.merchant_name && t.merchant_name !== t.name && <span className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>{t.name}</span>}
                      <span className={cx(narrowOnly, css({ flexWrap: 'wrap', alignItems: 'center', gap: '1', mt: '1' }))}>
                        <CategoryButton transaction={t} onRecategorize={onRecategorize} />
                      </span>
                    </div>
                  </div>
                </td>
                <td className={cx(cell, wideOnly)}>
                  <CategoryButton transaction={t} onRecategorize={onRecategorize} />
                </td>
                <td className={cx(cell, wideOnly, css({ color: 'fg.muted' }))}>
                  <span className={css({ display: 'block', color: 'fg.default' })}>{t.account_name}</span>
                  <span className={css({ fontSize: 'xs' })}>{t.institution_name}</span>
                </td>
                <td className={cx(cell, css({ textAlign: 'right' }))}>
                  <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' })}>
                    <Amount amount={t.amount} direction={t.direction} currency={t.iso_currency_code} className={css({ fontWeight: 'medium' })} />
                    {t.pending && <PendingBadge />}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
