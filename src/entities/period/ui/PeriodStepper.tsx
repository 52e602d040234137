import { css } from 'styled-system/css';
import { nextPeriod, periodLabel, previousPeriod } from '@/shared/lib';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui';
import { choosePeriod, selectedPeriod } from '../model/selected-period';
import { nextPeriodLabel, previousPeriodLabel } from '../config/picker-copy';

/** The selected period in words, with the previous and next one a step either side: the part of the period picker a phone keeps in view. */
export function PeriodStepper() {
  const period = selectedPeriod.value;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      <Button variant="ghost" tone="neutral" size="icon" aria-label={previousPeriodLabel(period.kind)} onClick={() => choosePeriod(previousPeriod(period))}>
        <ChevronLeftIcon />
      </Button>
      <output className={css({ minW: '32', textAlign: 'center', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' })}>{periodLabel(period)}</output>
      <Button variant="ghost" tone="neutral" size="icon" aria-label={nextPeriodLabel(period.kind)} onClick={() => choosePeriod(nextPeriod(period))}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
