import { useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { BudgetUnbudgetedRow } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { categoryLabel, formatMoney, type DateRange } from '@/shared/lib';
import { actionLink, amountText, figureLink, mutedText } from '@/shared/ui';
import { PLAN_THESE, UNBUDGETED_TITLE, unbudgetedTotal } from '../config/copy';
import { categorySpendingHref } from '../lib/category-links';

interface UnbudgetedSpendingProps {
  rows: BudgetUnbudgetedRow[];
  total: number;
  range: DateRange;
}

/** Spending in categories with no budget this month, largest first, and the way to plan them. */
export function UnbudgetedSpending({ rows, total, range }: UnbudgetedSpendingProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(card({ padding: 'sm' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {UNBUDGETED_TITLE}
      </h2>
      <p className={mutedText}>{unbudgetedTotal(formatMoney(total))}</p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
        {rows.map((row) => {
          const label = categoryLabel(row.category);
          const href = categorySpendingHref(range, row.category);
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
