import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { formatMoney, type DateRange } from '@/shared/lib';
import { mutedText } from '@/shared/ui';
import { groupFigures } from '../config/copy';
import type { TrackerSection } from '../lib/tracker-sections';
import { TrackerRow } from './TrackerRow';

/** One of the person's category groups: its totals, then each budgeted line in it. */
export function TrackerGroup({ section, range }: { section: TrackerSection; range: DateRange }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', pt: '3', '& + &': { mt: '2', borderTopWidth: '1px', borderColor: 'border.default' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: '4' })}>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' })}>
          {section.icon && (
            <span aria-hidden className={css({ mr: '1.5' })}>
              {section.icon}
            </span>
          )}
          <span id={titleId}>{section.name}</span>
        </h3>
        <p className={cx(mutedText, css({ fontVariantNumeric: 'tabular-nums' }))}>{groupFigures(formatMoney(section.totals.available), formatMoney(section.totals.spent))}</p>
      </div>
      <ul>
        {section.rows.map((row) => (
          <TrackerRow key={row.category} row={row} range={range} />
        ))}
      </ul>
    </section>
  );
}
