import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { BudgetTracker } from '@/shared/api';
import { formatMoney, type DateRange } from '@/shared/lib';
import { figureLink, mutedText } from '@/shared/ui';
import { ALL_SPENDING, AVAILABLE_TOTAL, currentPace, MONTH_ENDED, NOT_STARTED, PAID_BUDGETED, REMAINING_TOTAL, SPENT_BUDGETED, SUMMARY_TITLE } from '../config/copy';
import { allSpendingHref } from '../lib/category-links';

/**
 * The month's totals, each named for what it covers — the budget's available, spent in the
 * budgeted categories, paid to debts and savings, what remains, and all spending — and where
 * the budgeted spending is heading (under way), or that the month is over or still to come.
 */
export function TrackerSummary({ tracker, range }: { tracker: BudgetTracker; range: DateRange }) {
  const { pace, totals } = tracker;
  const headline = pace.timing === 'past' ? MONTH_ENDED : pace.timing === 'future' ? NOT_STARTED : undefined;
  const paysDebtsOrSavings = tracker.rows.some((row) => row.kind !== 'spending');
  return (
    <section aria-label={SUMMARY_TITLE} className={cx(card({ padding: 'sm' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      {headline && <p className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{headline}</p>}
      <dl className={css({ display: 'flex', flexWrap: 'wrap', columnGap: { base: '5', md: '8' }, rowGap: '3', '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& dd': { fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } })}>
        <div>
          <dt>{AVAILABLE_TOTAL}</dt>
          <dd>{formatMoney(totals.available)}</dd>
        </div>
        <div>
          <dt>{SPENT_BUDGETED}</dt>
          <dd>{formatMoney(totals.spent)}</dd>
        </div>
        {paysDebtsOrSavings && (
          <div>
            <dt>{PAID_BUDGETED}</dt>
            <dd>{formatMoney(totals.paid)}</dd>
          </div>
        )}
        <div>
          <dt>{REMAINING_TOTAL}</dt>
          <dd className={totals.remaining < 0 ? css({ color: 'danger.text' }) : undefined}>{formatMoney(totals.remaining)}</dd>
        </div>
        <div>
          <dt>{ALL_SPENDING}</dt>
          <dd>
            <Link href={allSpendingHref(range)} className={figureLink}>
              {formatMoney(totals.all_spent)}
            </Link>
          </dd>
        </div>
      </dl>
      {pace.timing === 'current' && (
        <p className={cx(mutedText, css({ fontVariantNumeric: 'tabular-nums' }))}>
          {currentPace(formatMoney(pace.expected_by_today), formatMoney(pace.spent), pace.days_left, formatMoney(pace.projected_month_end), formatMoney(pace.upcoming_bills))}
        </p>
      )}
    </section>
  );
}
