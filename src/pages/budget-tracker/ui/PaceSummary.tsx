import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { BudgetTracker } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { currentPace, futurePace, MONTH_ENDED, NOT_STARTED, PACE_TITLE, pastPace } from '../config/copy';

/** Where the month stands: under way (expected so far against spent, and where it is heading), over, or still to come. */
export function PaceSummary({ tracker }: { tracker: BudgetTracker }) {
  const { pace, totals } = tracker;
  const headline = pace.timing === 'past' ? MONTH_ENDED : pace.timing === 'future' ? NOT_STARTED : undefined;
  const text =
    pace.timing === 'current'
      ? currentPace(formatMoney(pace.expected_by_today), formatMoney(pace.spent), pace.days_left, formatMoney(pace.projected_month_end), formatMoney(pace.upcoming_bills))
      : pace.timing === 'past'
        ? pastPace(formatMoney(totals.available), formatMoney(totals.spent))
        : futurePace(formatMoney(totals.available));
  return (
    <section aria-label={PACE_TITLE} className={card({ padding: 'sm' })}>
      {headline && <p className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{headline}</p>}
      <p className={css({ fontSize: 'sm', color: headline ? 'fg.muted' : 'fg.default', fontVariantNumeric: 'tabular-nums' })}>{text}</p>
    </section>
  );
}
