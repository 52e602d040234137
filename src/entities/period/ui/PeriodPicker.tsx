import { css } from 'styled-system/css';
import { switchPeriodKind } from '@/shared/lib';
import { SegmentGroup } from '@/shared/ui';
import { choosePeriod, comparedWith, selectedPeriod } from '../model/selected-period';
import { COMPARED_WITH_LABEL, COMPARISON_OPTIONS, PERIOD_KIND_LABEL, PERIOD_KIND_OPTIONS, PERIOD_PICKER_LABEL } from '../config/picker-copy';
import { CustomRangeFields } from './CustomRangeFields';
import { PeriodStepper } from './PeriodStepper';

/**
 * The money pages' period (issue 13): month / quarter / year / custom range, previous and next,
 * and what the figures are compared with. It writes the shared selection, so a period chosen on
 * one page is the period on the others. `stepper={false}` leaves out the previous / next stepper, for
 * a page that shows `PeriodStepper` on its own (a phone's compact filters).
 */
export function PeriodPicker({ stepper = true }: { stepper?: boolean }) {
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
      {stepper && <PeriodStepper />}
      {period.kind === 'custom' && <CustomRangeFields range={period} />}
      <SegmentGroup label={COMPARED_WITH_LABEL} inline options={COMPARISON_OPTIONS} value={comparedWith.value} onValueChange={(comparison) => (comparedWith.value = comparison)} />
    </div>
  );
}
