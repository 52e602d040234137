import { useId, useImperativeHandle, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { MerchantAvatar } from '@/entities/merchant';
import { HiddenBadge, PendingBadge, transactionRowKey, type TransactionSort } from '@/entities/transaction';
import type { Transaction } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';
import { formatPlainDate, transactionCategoryLabel } from '@/shared/lib';
import { Amount } from '@/shared/ui';
import { splitPartButtonLabel, TABLE_LABEL } from '../config/copy';
import { cellAfterKey, HEADER_ROW, type GridCell } from '../model/grid-navigation';
import { SplitMarker } from './SplitMarker';

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  sort: TransactionSort;
  onSortChange: (sort: TransactionSort) => void;
  onRecategorize: (transaction: Transaction) => void;
  /** Opens a row's details (its amount's button, a click elsewhere on the row, or a part's category: a split is changed there). */
  onOpenDetails: (transaction: Transaction) => void;
  /** A later page is loading: the rows shown are the previous ones. */
  busy?: boolean;
  ref?: Ref<TransactionsTableHandle>;
}

export interface TransactionsTableHandle {
  /** Focuses the first row (its merchant) and scrolls the grid's top into view: where a new page starts. */
  focusFirstRow: () => void;
}

const cell = css({ px: { base: '2', sm: '3' }, py: '2.5', textAlign: 'left', verticalAlign: 'middle', borderBottomWidth: '1px', borderColor: 'border.default' });
const head = css({ px: '3', py: '2', textAlign: 'left', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', borderBottomWidth: '1px', borderColor: 'border.strong', whiteSpace: 'nowrap' });
const wideOnly = css({ display: { base: 'none', md: 'table-cell' } });
const narrowOnly = css({ display: { base: 'flex', md: 'none' } });
// A long merchant name breaks rather than widening the table past a phone's screen.
const linkish = css({ color: 'fg.default', fontWeight: 'medium', textDecoration: 'none', overflowWrap: 'anywhere', _hover: { textDecoration: 'underline' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'sm' } });
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

/** What marks a grid cell's control, and which of its row's interactive cells it is (`GridCell.col`). */
const COL = 'data-grid-col';
/** A body row's index (`GridCell.row`). */
const ROW = 'data-grid-row';
/** The interactive cells of every row: the sort buttons in the header row; the merchant, its category and its details (the amount) in a body row. */
const COLS = 3;
/** Marks a row's details button (by the row's key), where focus goes back when its details close. */
export const DETAILS_FOR = 'data-details-for';

/**
 * The visible details button of a row; when the row is gone (its transaction split, or made whole
 * again, while its details were open), the first of its transaction's rows.
 */
export function detailsButtonOf(row: Transaction): HTMLElement | null {
  const shown = [...document.querySelectorAll<HTMLElement>(`[${DETAILS_FOR}]`)].filter((button) => button.getClientRects().length > 0);
  const key = transactionRowKey(row);
  return shown.find((button) => button.getAttribute(DETAILS_FOR) === key) ?? shown.find((button) => button.getAttribute(DETAILS_FOR)?.startsWith(`${row.transaction_id}:`)) ?? null;
}

const detailsButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '1',
  ml: 'auto',
  px: '1',
  py: '0.5',
  borderRadius: 'sm',
  cursor: 'pointer',
  textAlign: 'right',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const gridCol = (col: number) => ({ [COL]: col });

function SortHeader({
  label,
  column,
  sort,
  onSortChange,
  className,
  col,
  tabIndex,
}: {
  label: string;
  column: 'date' | 'amount';
  sort: TransactionSort;
  onSortChange: (sort: TransactionSort) => void;
  className?: string;
  col: number;
  tabIndex: number;
}) {
  const active = sort.startsWith(column);
  const descending = sort.endsWith('desc');
  const next: TransactionSort = active && descending ? `${column}_asc` : `${column}_desc`;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className={cx(head, className)}>
      <button
        type="button"
        {...gridCol(col)}
        tabIndex={tabIndex}
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

/** A row's category: a button that changes it, or for a part of a split (whose category the split sets) opens the row's details, where the split is changed. */
function CategoryButton({ transaction, onRecategorize, onOpenDetails, tabIndex }: { transaction: Transaction; onRecategorize: (t: Transaction) => void; onOpenDetails: (t: Transaction) => void; tabIndex: number }) {
  const label = transactionCategoryLabel(transaction);
  const split = transaction.split;
  const hint = split ? '' : SOURCE_HINT[transaction.category_source];
  return (
    <button
      type="button"
      {...gridCol(1)}
      tabIndex={tabIndex}
      className={categoryButton}
      onClick={() => (split ? onOpenDetails(transaction) : onRecategorize(transaction))}
      aria-label={split ? splitPartButtonLabel(label, split.part, split.parts, transaction.name) : `${label}${hint ? ` · ${hint}` : ''}, change category of ${transaction.name}`}
    >
      {label}
      {hint && <span className={css({ color: 'fg.muted' })}>· {hint}</span>}
    </button>
  );
}

/** The control of a cell of the grid, if the row is there and the control shown (a phone shows the category under the merchant). */
function controlAt(table: HTMLTableElement | null, { row, col }: GridCell): HTMLElement | undefined {
  const tr = row === HEADER_ROW ? table?.tHead?.rows[0] : table?.querySelector(`tbody > tr[${ROW}="${row}"]`);
  return [...(tr?.querySelectorAll<HTMLElement>(`[${COL}="${col}"]`) ?? [])].find((control) => control.getClientRects().length > 0);
}

/** Where a control of the grid is: its row and which interactive cell. */
function cellOf(control: HTMLElement): GridCell | undefined {
  const col = control.closest(`[${COL}]`)?.getAttribute(COL);
  const tr = control.closest('tr');
  if (col == null || !tr) return undefined;
  return { row: tr.parentElement?.tagName === 'THEAD' ? HEADER_ROW : Number(tr.getAttribute(ROW)), col: Number(col) };
}

/**
 * The page's rows as one ARIA grid, a single tab stop (roving tabindex): date, merchant (logo, a
 * link to its insights) and description, category (a button that changes it; a part of a split is
 * marked as one, with its note), account, amount by direction and a Pending badge. Up and Down move between rows (Up from the first reaches the
 * sort buttons), Page Up and Page Down ten rows, Home and End to the first and last row, Left and
 * Right between a row's merchant, category and amount; Enter opens the merchant's insights, the
 * change of category or the row's details (so does a click elsewhere on the row). Rows off screen stay in the document, so focus can always move to them, but are
 * not laid out or painted (`content-visibility`), so a 500-row page scrolls like a short one.
 */
export function TransactionsTable({ transactions, sort, onSortChange, onRecategorize, onOpenDetails, busy, ref }: TransactionsTableProps) {
  const table = useRef<HTMLTableElement>(null);
  const gridId = useId();
  const [active, setActive] = useState<GridCell>({ row: 0, col: 0 });
  // Rows of another page or filter: the tab stop goes back to the first one (the headers keep theirs).
  const [shownRows, setShownRows] = useState(transactions);
  if (shownRows !== transactions) {
    setShownRows(transactions);
    if (active.row !== HEADER_ROW && transactions[0] && shownRows[0] && transactionRowKey(transactions[0]) !== transactionRowKey(shownRows[0])) setActive({ row: 0, col: 0 });
  }
  const current = { row: Math.min(active.row, transactions.length - 1), col: active.col };
  const tabIndex = (row: number, col: number) => (current.row === row && current.col === col ? 0 : -1);

  const focusCell = (cell: GridCell, options?: FocusOptions) => {
    // The header row has fewer controls than a body row: its last one stands for the cells after it.
    let control = controlAt(table.current, cell);
    for (let col = cell.col - 1; !control && cell.row === HEADER_ROW && col >= 0; col--) {
      control = controlAt(table.current, { row: HEADER_ROW, col });
      if (control) cell = { row: HEADER_ROW, col };
    }
    if (!control) return false;
    setActive(cell);
    control.focus(options);
    return true;
  };

  useImperativeHandle(ref, () => ({
    focusFirstRow: () => {
      if (focusCell({ row: 0, col: 0 }, { preventScroll: true })) table.current?.scrollIntoView({ block: 'start' });
    },
  }));

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.metaKey || event.shiftKey) return;
    const from = cellOf(event.target as HTMLElement);
    const to = from && cellAfterKey(event.key, from, { rows: transactions.length, cols: COLS });
    if (!to) return;
    event.preventDefault();
    focusCell(to);
  };

  // A click or a screen reader's own navigation moves the tab stop too.
  const follow = (event: FocusEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (cell && (cell.row !== active.row || cell.col !== active.col)) setActive(cell);
  };

  return (
    <div className={css({ overflowX: 'auto' })}>
      <table ref={table} role="grid" aria-label={TABLE_LABEL} aria-busy={busy || undefined} onKeyDown={move} onFocus={follow} className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <thead>
          <tr>
            <SortHeader label="Date" column="date" sort={sort} onSortChange={onSortChange} col={0} tabIndex={tabIndex(HEADER_ROW, 0)} />
            <th scope="col" className={head}>
              Merchant
            </th>
            <th scope="col" className={cx(head, wideOnly)}>
              Category
            </th>
            <th scope="col" className={cx(head, wideOnly)}>
              Account
            </th>
            <SortHeader label="Amount" column="amount" sort={sort} onSortChange={onSortChange} className={css({ textAlign: 'right' })} col={1} tabIndex={tabIndex(HEADER_ROW, 1)} />
          </tr>
        </thead>
        <tbody>
          {transactions.map((t, index) => {
            const merchant = t.merchant_name ?? t.name;
            // The merchant's link also reads the row's date and amount: focus lands on it, not on them.
            const [dateId, amountId] = [`${gridId}-${index}-date`, `${gridId}-${index}-amount`];
            return (
              <tr
                key={transactionRowKey(t)}
                {...{ [ROW]: index }}
                // A click on the row outside its links and buttons opens its details too (the keyboard has the amount's button).
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a, button')) onOpenDetails(t);
                }}
                className={css({
                  cursor: 'pointer',
                  contentVisibility: 'auto',
                  containIntrinsicSize: 'auto 3.5rem',
                  _hover: { bg: 'bg.canvas' },
                  _focusWithin: { bg: 'bg.canvas' },
                })}
              >
                <td id={dateId} className={cx(cell, css({ color: 'fg.muted', whiteSpace: { base: 'normal', sm: 'nowrap' }, fontSize: { base: 'xs', sm: 'sm' }, width: { base: '16', sm: 'auto' } }))}>
                  {formatPlainDate(t.date)}
                </td>
                <td className={cell}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
                    <span className={css({ display: { base: 'none', sm: 'contents' } })}>
                      <MerchantAvatar name={merchant} logoUrl={t.logo_url} size="sm" />
                    </span>
                    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
                      <Link href={merchantInsightsHref(t.transaction_id)} className={linkish} {...gridCol(0)} tabIndex={tabIndex(index, 0)} aria-describedby={`${dateId} ${amountId}`}>
                        {merchant}
                      </Link>
                      {t.merchant_name && t.merchant_name !== t.name && <span className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>{t.name}</span>}
                      <span className={cx(narrowOnly, css({ flexWrap: 'wrap', alignItems: 'center', gap: '1', mt: '1' }))}>
                        <CategoryButton transaction={t} onRecategorize={onRecategorize} onOpenDetails={onOpenDetails} tabIndex={tabIndex(index, 1)} />
                        {t.split && <SplitMarker split={t.split} />}
                      </span>
                    </div>
                  </div>
                </td>
                <td className={cx(cell, wideOnly)}>
                  {t.split ? (
                    <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
                      <CategoryButton transaction={t} onRecategorize={onRecategorize} onOpenDetails={onOpenDetails} tabIndex={tabIndex(index, 1)} />
                      <SplitMarker split={t.split} />
                    </span>
                  ) : (
                    <CategoryButton transaction={t} onRecategorize={onRecategorize} onOpenDetails={onOpenDetails} tabIndex={tabIndex(index, 1)} />
                  )}
                </td>
                <td className={cx(cell, wideOnly, css({ color: 'fg.muted' }))}>
                  <span className={css({ display: 'block', color: 'fg.default' })}>{t.account_name}</span>
                  <span className={css({ fontSize: 'xs' })}>{t.institution_name}</span>
                </td>
                <td className={cx(cell, css({ textAlign: 'right' }))}>
                  <button type="button" className={detailsButton} {...gridCol(2)} {...{ [DETAILS_FOR]: transactionRowKey(t) }} tabIndex={tabIndex(index, 2)} onClick={() => onOpenDetails(t)}>
                    <span id={amountId} className={css({ display: 'contents' })}>
                      <Amount amount={t.amount} direction={t.direction} currency={t.iso_currency_code} className={css({ fontWeight: 'medium' })} />
                      {t.pending && <PendingBadge />}
                      {t.hidden && <HiddenBadge />}
                    </span>
                    <span className={css({ srOnly: true })}>, details of {merchant}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
