import { css } from 'styled-system/css';
import { nextPeriod, periodLabel, previousPeriod, switchPeriodKind } from '@/shared/lib';
import { Button, ChevronLeftIcon, ChevronRightIcon, SegmentGroup } from '@/shared/ui';
import { choosePeriod, comparedWith, selectedPeriod } from '../model/selected-period';
import {
  COMPARED_WITH_LABEL,
  COMPARISON_OPTIONS,
  nextPeriodLabel,
  PERIOD_KIND_LABEL,
  PERIOD_KIND_OPTIONS,
  PERIOD_PICKER_LABEL,
  previousPeriodLabel,
} from '../config/picker-copy';
import { CustomRangeFields } from './CustomRangeFields';

/**
 * The money pages' period (issue 13): month / quarter / year / custom range, previous and next,
 * and what the figures are compared with. It writes the shared selection, so a period chosen on
 * one page is the period on the others.
 */
export function PeriodPicker() {
  const period = selectedPeriod.value;
  return (
    <div role="group" aria-label={PERIOD_PICKER_LABEL} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: '6', rowGap: '3' })}>
      <SegmentGroup
        label={PERIOD_KIND_LABEL}
        labelHidden
        options={PERIOD_KIND_OPTIONS}
        value={period.kind}
        onValueChange={(kind) => choosePeriod(switchPeriodKind(period, kind))}
      />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <Button variant="ghost" tone="neutral" size="icon" aria-label={previousPeriodLabel(period.kind)} onClick={() => choosePeriod(previousPeriod(period))}>
          <ChevronLeftIcon />
        </Button>
        <output className={css({ minW: '32', textAlign: 'center', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' })}>{periodLabel(period)}</output>
        <Button variant="ghost" tone="neutral" size="icon" aria-label={nextPeriodLabel(period.kind)} onClick={() => choosePeriod(nextPeriod(period))}>
          <ChevronRightIcon />
        </Button>
      </div>
      {period.kind === 'custom' && <CustomRangeFields range={period} />}
      <SegmentGroup label={COMPARED_WITH_LABEL} inline options={COMPARISON_OPTIONS} value={comparedWith.value} onValueChange={(comparison) => (comparedWith.value = comparison)} />
    </div>
  );
}
