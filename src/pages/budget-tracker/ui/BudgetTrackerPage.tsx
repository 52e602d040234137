import { useId } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useBudgetTracker } from '@/entities/budget';
import { HistoryArrivingNotice, useHistoryCoverage } from '@/entities/institution';
import { budgetMonth, budgetRange, budgetSelectMonth, BudgetMonthSwitcher } from '@/entities/period';
import { BLOCK_LOAD_FAILED, ROUTES } from '@/shared/config';
import { documentTitle, formatMoney } from '@/shared/lib';
import { Button, FailedPanel, figureLink, PageHeader, Skeleton, StatePanel } from '@/shared/ui';
import { allSpendingIn, CATEGORIES_TITLE, LOADING_TRACKER, noBudget, NO_BUDGET_TEXT, PAGE_DESCRIPTION, PAGE_TITLE, planMonth, TRACKER_LOAD_FAILED_TITLE } from '../config/copy';
import { allSpendingHref } from '../lib/category-links';
import { trackerHistoryDetail } from '../lib/history-detail';
import { trackerSections } from '../lib/tracker-sections';
import { TrackerGroup } from './TrackerGroup';
import { TrackerSummary } from './TrackerSummary';
import { UnbudgetedSpending } from './UnbudgetedSpending';

/**
 * /budgettracker: the chosen month's budget against what was spent and paid, line by line in its
 * groups, with totals that each name their scope, the month's pace, and what no budget covers. A
 * month without a budget says so, with the way to plan it, and never a budgeted "Spent $0.00".
 * Each figure links to its transactions.
 */
export function BudgetTrackerPage() {
  const monthName = budgetSelectMonth.value;
  const range = budgetRange.value;
  const tracker = useBudgetTracker(budgetMonth.value);
  const data = tracker.data;
  const categoriesTitleId = useId();
  const historyCoverage = useHistoryCoverage();
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <BudgetMonthSwitcher />
        <HistoryArrivingNotice coverage={historyCoverage} detail={trackerHistoryDetail(historyCoverage, range, monthName)} />
        {!data && tracker.failed && (
          <FailedPanel title={TRACKER_LOAD_FAILED_TITLE} text={BLOCK_LOAD_FAILED} onRetry={tracker.retry} />
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
        {data && !data.has_budget && (
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
        {data && !data.has_budget && (
          <p className={css({ fontSize: 'sm' })}>
            {allSpendingIn(monthName)}:{' '}
            <Link href={allSpendingHref(range)} className={figureLink}>
              <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{formatMoney(data.totals.all_spent)}</span>
            </Link>
          </p>
        )}
        {data && data.has_budget && (
          <>
            <TrackerSummary tracker={data} range={range} />
            <section aria-labelledby={categoriesTitleId} className={card({ padding: 'sm' })}>
              <h2 id={categoriesTitleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
                {CATEGORIES_TITLE}
              </h2>
              {trackerSections(data).map((section) => (
                <TrackerGroup key={section.key} section={section} range={range} />
              ))}
            </section>
          </>
        )}
        {data && data.unbudgeted.length > 0 && <UnbudgetedSpending tracker={data} range={range} />}
      </div>
    </>
  );
}
