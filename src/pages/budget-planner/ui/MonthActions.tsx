import { css } from 'styled-system/css';
import { clearPlanned, copyLastMonth, fillFromAverage, fillFromBills, fillMonth, type PlanChange } from '@/entities/budget';
import type { Budget } from '@/shared/api';
import { Button } from '@/shared/ui';
import { CLEAR, COPY_LAST_MONTH, FILL_FROM_AVERAGE, MONTH_ACTIONS, PLAN_BILLS } from '../config/copy';

interface MonthActionsProps {
  budget: Budget;
  save: (changes: PlanChange[]) => void;
  /** Without Clear: the empty month's way in. */
  withClear?: boolean;
}

/** Fills, copies or clears every line at once, or plans every recurring bill: one save of every row it changes (Undo puts them all back). */
export function MonthActions({ budget, save, withClear = true }: MonthActionsProps) {
  return (
    <div role="group" aria-label={MONTH_ACTIONS} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Button variant="outline" tone="neutral" size="sm" onClick={() => save(fillMonth(budget, fillFromAverage))}>
        {FILL_FROM_AVERAGE}
      </Button>
      <Button variant="outline" tone="neutral" size="sm" onClick={() => save(fillMonth(budget, copyLastMonth))}>
        {COPY_LAST_MONTH}
      </Button>
      {budget.categories.some((row) => row.bills_monthly > 0) && (
        <Button variant="outline" tone="neutral" size="sm" onClick={() => save(fillMonth(budget, fillFromBills))}>
          {PLAN_BILLS}
        </Button>
      )}
      {withClear && (
        <Button variant="outline" tone="danger" size="sm" onClick={() => save(budget.categories.map(clearPlanned))}>
          {CLEAR}
        </Button>
      )}
    </div>
  );
}
