import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import type { BudgetTrackerGroup, BudgetTrackerRow } from '@/shared/api';
import { formatMoney, lineLabel, type DateRange } from '@/shared/lib';
import { mutedText } from '@/shared/ui';
import { groupFigures } from '../config/copy';
import { TrackerRow } from './TrackerRow';

/** A group of budgeted lines (bills, debt payments, savings, a spending group): its totals, then each line. */
export function TrackerGroup({ group, rows, range }: { group: BudgetTrackerGroup; rows: BudgetTrackerRow[]; range: DateRange }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', pt: '3', '& + &': { mt: '2', borderTopWidth: '1px', borderColor: 'border.default' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: '4' })}>
        <h3 id={titleId} className={css({ fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' })}>
          {lineLabel(group.group)}
        </h3>
        <p className={cx(mutedText, css({ fontVariantNumeric: 'tabular-nums' }))}>{groupFigures(formatMoney(group.available), formatMoney(group.spent))}</p>
      </div>
      <ul>
        {rows.map((row) => (
          <TrackerRow key={row.category} row={row} range={range} />
        ))}
      </ul>
    </section>
  );
}
