import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { isUnplanned, useBudgetPlan } from '@/entities/budget';
import { HistoryArrivingNotice, useHistoryCoverage } from '@/entities/institution';
import { budgetMonth, budgetRange, budgetSelectMonth, BudgetMonthSwitcher } from '@/entities/period';
import { BLOCK_LOAD_FAILED } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Button, FailedPanel, PageHeader, StatePanel } from '@/shared/ui';
import { nothingPlanned, NOTHING_PLANNED_TEXT, PAGE_DESCRIPTION, PAGE_TITLE, PLAN_LOAD_FAILED_TITLE, UNDO, undoLabel } from '../config/copy';
import { plannerHistoryDetail } from '../lib/history-detail';
import { MonthActions } from './MonthActions';
import { PlanSkeleton } from './PlanSkeleton';
import { PlanTable } from './PlanTable';
import { PlanTotals } from './PlanTotals';

/**
 * /budgetplanner: the chosen month's plan per category, saved as it is typed (no Save button),
 * with the month's income against what is planned and Undo for the last change.
 */
export function BudgetPlannerPage() {
  const monthName = budgetSelectMonth.value;
  const plan = useBudgetPlan(budgetMonth.value);
  const budget = plan.budget.data;
  const historyCoverage = useHistoryCoverage();
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <BudgetMonthSwitcher />
          <Button variant="outline" tone="neutral" size="sm" aria-label={undoLabel} disabled={!plan.canUndo} onClick={plan.undo}>
            {UNDO}
          </Button>
        </div>
        <HistoryArrivingNotice coverage={historyCoverage} detail={plannerHistoryDetail(historyCoverage, budgetRange.value)} />
        <div role="status" className={css({ _empty: { display: 'none' } })}>
          {plan.notice && (
            <p className={css({ px: '4', py: '3', borderRadius: 'control', borderWidth: '1px', fontSize: 'sm', colorPalette: plan.notice.tone === 'error' ? 'danger' : 'warning', bg: 'colorPalette.subtle', borderColor: 'colorPalette.border', color: 'colorPalette.text' })}>
              {plan.notice.text}
            </p>
          )}
        </div>
        {!budget && plan.budget.failed && (
          <FailedPanel title={PLAN_LOAD_FAILED_TITLE} text={BLOCK_LOAD_FAILED} onRetry={plan.budget.retry} />
        )}
        {!budget && !plan.budget.failed && <PlanSkeleton />}
        {budget && (
          // On a phone the whole month's actions come first, above the month's totals, so planning starts on the first screen.
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <section aria-label={monthName} className={cx(card(), css({ order: { base: '1', md: '0' } }))}>
              <PlanTotals budget={budget} save={plan.save} />
            </section>
            {isUnplanned(budget) ? (
              <StatePanel title={nothingPlanned(monthName)} text={NOTHING_PLANNED_TEXT} action={<MonthActions budget={budget} save={plan.save} withClear={false} />} />
            ) : (
              <MonthActions budget={budget} save={plan.save} />
            )}
            <div className={cx(card({ padding: 'none' }), css({ order: { base: '2', md: '0' }, p: { base: '3', md: '4' }, overflowX: { md: 'auto' } }))}>
              <PlanTable budget={budget} save={plan.save} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
