import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { TransactionPage, TransactionTotals } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { INCOME, MONEY_IN, MONEY_OUT, pendingNote, SPENT, TOTALS_LABEL, TOTALS_NOTE, TOTALS_NOTE_SUMMARY, TRANSACTIONS, versus } from '../config/copy';

const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const label = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const value = css({ fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const beside = css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const note = css({ fontSize: 'xs', color: 'fg.muted' });

/** On a phone the note waits behind its summary line, so that the first rows show without scrolling. */
const noteSummary = css({ cursor: 'pointer', fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } });

interface FigureProps {
  name: string;
  amount: string;
  testId: string;
  /** A line under the figure: the compared days' figure in words ("vs Oct 1–27: $1,204.10"), or what it counts. */
  detail?: string;
  tone?: 'income';
  /** Spans both columns of a phone's grid (its detail then fits one line). */
  wide?: boolean;
}

function Figure({ name, amount, testId, detail, tone, wide }: FigureProps) {
  return (
    <div className={cx(figure, wide && css({ gridColumn: { base: 'span 2', md: 'auto' } }))}>
      <dt className={label}>{name}</dt>
      <dd className={cx(value, tone === 'income' && css({ color: 'success.text' }))} data-testid={testId}>
        {amount}
      </dd>
      {detail && (
        <dd className={beside} data-testid={`${testId}-detail`}>
          {detail}
        </dd>
      )}
    </div>
  );
}

/**
 * The filtered set's headline, every page of it: spent and income as the dashboard counts them
 * (the money rules), money out and in as a bank statement adds them (transfers included), and the
 * one count the pager shows too, saying how pending rows are counted. With a comparison, each
 * money figure has the compared days' beside it, over the same filters.
 */
export function TransactionsSummary({ page }: { page: TransactionPage }) {
  const pending = page.total - page.hidden - page.totals.count;
  const compared = page.compared_with;
  const then = (pick: (totals: TransactionTotals) => number) => (compared ? versus(compared.label, formatMoney(pick(compared.totals))) : undefined);
  return (
    <section aria-label={TOTALS_LABEL} className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '5' } }))}>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, columnGap: '6', rowGap: '3' })}>
        <Figure name={SPENT} amount={formatMoney(page.totals.spent)} testId="totals-spent" detail={then((t) => t.spent)} />
        <Figure name={INCOME} amount={formatMoney(page.totals.income)} testId="totals-income" detail={then((t) => t.income)} tone="income" />
        <Figure name={MONEY_OUT} amount={formatMoney(page.totals.outflow)} testId="totals-outflow" detail={then((t) => t.outflow)} />
        <Figure name={MONEY_IN} amount={formatMoney(page.totals.inflow)} testId="totals-inflow" detail={then((t) => t.inflow)} tone="income" />
        <Figure name={TRANSACTIONS} amount={page.total.toLocaleString()} testId="totals-count" detail={pendingNote(pending, page.hidden)} wide />
      </dl>
      <p className={cx(note, css({ hideBelow: 'md' }))}>{TOTALS_NOTE}</p>
      <details className={css({ hideFrom: 'md' })}>
        <summary className={noteSummary}>{TOTALS_NOTE_SUMMARY}</summary>
        <p className={cx(note, css({ mt: '1' }))}>{TOTALS_NOTE}</p>
      </details>
    </section>
  );
}
