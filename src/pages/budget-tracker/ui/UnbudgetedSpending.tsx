import { useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { BudgetTracker } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatMoney, lineLabel, type DateRange } from '@/shared/lib';
import { actionLink, amountText, figureLink, mutedText } from '@/shared/ui';
import { PLAN_THESE, UNBUDGETED_TITLE, unbudgetedTotal, unplannedPaid } from '../config/copy';
import { lineHref } from '../lib/category-links';

/** What went on lines with no budget this month (spending, and debts and savings paid), largest first, and the way to plan them. */
export function UnbudgetedSpending({ tracker, range }: { tracker: BudgetTracker; range: DateRange }) {
  const titleId = useId();
  const { totals } = tracker;
  return (
    <section aria-labelledby={titleId} className={cx(card({ padding: 'sm' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {UNBUDGETED_TITLE}
      </h2>
      <p className={mutedText}>
        {unbudgetedTotal(formatMoney(totals.unbudgeted_spent))}
        {totals.unplanned_paid > 0 && ` ${unplannedPaid(formatMoney(totals.unplanned_paid))}`}
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
        {tracker.unbudgeted.map((row) => {
          const label = lineLabel(row.category);
          const href = lineHref(range, row.category, row.kind);
          return (
            <li key={row.category ?? 'uncategorised'} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
              {href ? (
                <Link href={href} className={figureLink}>
                  {label}
                </Link>
              ) : (
                <span>{label}</span>
              )}
              <span className={amountText}>{formatMoney(row.spent)}</span>
            </li>
          );
        })}
      </ul>
      <Link href={ROUTES.budgetPlanner} className={actionLink}>
        {PLAN_THESE}
      </Link>
    </section>
  );
}
