import { css } from 'styled-system/css';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui';
import { budgetSelectMonth, stepBudgetMonth } from '../model/budget-month';
import { BUDGET_MONTH_LABEL, NEXT_MONTH, PREVIOUS_MONTH } from '../config/picker-copy';

/** The budget pages' month ("November 2026") with previous and next: one month shared by the planner and the tracker. */
export function BudgetMonthSwitcher() {
  return (
    <div role="group" aria-label={BUDGET_MONTH_LABEL} className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      <Button variant="ghost" tone="neutral" size="icon" aria-label={PREVIOUS_MONTH} onClick={() => stepBudgetMonth(-1)}>
        <ChevronLeftIcon />
      </Button>
      <output className={css({ minW: '40', textAlign: 'center', fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })}>{budgetSelectMonth.value}</output>
      <Button variant="ghost" tone="neutral" size="icon" aria-label={NEXT_MONTH} onClick={() => stepBudgetMonth(1)}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
