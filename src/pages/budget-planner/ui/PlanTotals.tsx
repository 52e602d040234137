import { css, cx } from 'styled-system/css';
import { budgetAmountText, type PlanChange } from '@/entities/budget';
import type { Budget } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { Button, mutedText } from '@/shared/ui';
import { committedPlanned, EXPECTED_INCOME, INCOME_TOTAL, LEFT_TO_PLAN, OVER_PLANNED, PLANNED_TOTAL, suggestedIncome, USE_SUGGESTION } from '../config/copy';
import { PlannedAmountField } from './PlannedAmountField';

/** The month's expected income (the suggestion when none is set) against everything planned: bills, debt payments and savings too. */
export function PlanTotals({ budget, save }: { budget: Budget; save: (changes: PlanChange[]) => void }) {
  const { totals } = budget;
  const overPlanned = totals.left_to_plan < 0;
  const plannedIn = (group: string) => formatMoney(budget.groups.find((g) => g.group === group)?.planned ?? 0);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '2' })}>
          <PlannedAmountField
            label={EXPECTED_INCOME}
            amount={budget.expected_income}
            placeholder={budgetAmountText(budget.suggested_income)}
            onSave={(amount) => save([{ kind: 'income', amount }])}
            className={css({ w: '40' })}
          />
          <Button variant="outline" tone="neutral" disabled={budget.expected_income === budget.suggested_income} onClick={() => save([{ kind: 'income', amount: budget.suggested_income }])}>
            {USE_SUGGESTION}
          </Button>
        </div>
        <p className={cx(mutedText, css({ fontSize: 'xs' }))}>{suggestedIncome(formatMoney(budget.suggested_income))}</p>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: { md: 'flex-end' } })}>
        <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '4', md: '8' }, '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& dd': { fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } })}>
          <div>
            <dt>{PLANNED_TOTAL}</dt>
            <dd>{formatMoney(totals.planned)}</dd>
          </div>
          <div>
            <dt>{INCOME_TOTAL}</dt>
            <dd>{formatMoney(totals.income)}</dd>
          </div>
          <div>
            <dt>{LEFT_TO_PLAN}</dt>
            <dd className={overPlanned ? css({ color: 'danger.text' }) : undefined}>{formatMoney(totals.left_to_plan)}</dd>
            {overPlanned && <dd className={css({ fontSize: 'xs!', fontWeight: 'normal!', color: 'danger.text' })}>{OVER_PLANNED}</dd>}
          </div>
        </dl>
        <p className={cx(mutedText, css({ fontSize: 'xs', maxW: 'md', textAlign: { md: 'right' } }))}>{committedPlanned(plannedIn('BILLS'), plannedIn('DEBT_PAYMENTS'), plannedIn('SAVINGS'))}</p>
      </div>
    </div>
  );
}
