import { useId } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useBudgetTracker } from '@/entities/budget';
import { budgetMonth, budgetRange, budgetSelectMonth, BudgetMonthSwitcher } from '@/entities/period';
import { BLOCK_LOAD_FAILED, ROUTES, TRY_AGAIN } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Button, PageHeader, Skeleton, StatePanel } from '@/shared/ui';
import { CATEGORIES_TITLE, LOADING_TRACKER, noBudget, NO_BUDGET_TEXT, PAGE_DESCRIPTION, PAGE_TITLE, planMonth, TRACKER_LOAD_FAILED_TITLE } from '../config/copy';
import { PaceSummary } from './PaceSummary';
import { TrackerRow } from './TrackerRow';
import { UnbudgetedSpending } from './UnbudgetedSpending';

/**
 * /budgettracker: the chosen month's budget against what was spent, category by category, with
 * the month's pace and the spending no budget covers. Each category links to its transactions.
 */
export function BudgetTrackerPage() {
  const monthName = budgetSelectMonth.value;
  const range = budgetRange.value;
  const tracker = useBudgetTracker(budgetMonth.value);
  const data = tracker.data;
  const categoriesTitleId = useId();
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <BudgetMonthSwitcher />
        {!data && tracker.failed && (
          <StatePanel
            role="alert"
            title={TRACKER_LOAD_FAILED_TITLE}
            text={BLOCK_LOAD_FAILED}
            action={
              <Button variant="outline" tone="neutral" onClick={tracker.retry}>
                {TRY_AGAIN}
              </Button>
            }
          />
        )}
        {!data && !tracker.failed && (
          <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <span className={css({ srOnly: true })}>{LOADING_TRACKER}</span>
            <Skeleton height="3.5rem" />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="4.5rem" />
            ))}
          </div>
        )}
        {data && data.rows.length === 0 && (
          <StatePanel
            title={noBudget(monthName)}
            text={NO_BUDGET_TEXT}
            action={
              <Button asChild>
                <Link href={ROUTES.budgetPlanner}>{planMonth(monthName)}</Link>
              </Button>
            }
          />
        )}
        {data && data.rows.length > 0 && (
          <>
            <PaceSummary tracker={data} />
            <section aria-labelledby={categoriesTitleId} className={card({ padding: 'sm' })}>
              <h2 id={categoriesTitleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
                {CATEGORIES_TITLE}
              </h2>
              <ul>
                {data.rows.map((row) => (
                  <TrackerRow key={row.category} row={row} range={range} />
                ))}
              </ul>
            </section>
          </>
        )}
        {data && data.unbudgeted.length > 0 && <UnbudgetedSpending rows={data.unbudgeted} total={data.totals.unbudgeted_spent} range={range} />}
      </div>
    </>
  );
}
