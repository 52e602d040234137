import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { components } from '@/shared/api';

type HistoryCoverage = components['schemas']['HistoryCoverage'];

export interface HistoryArrivingNoticeProps {
  coverage: HistoryCoverage | undefined;
  /** First day of the period a page shows: the notice shows only when it starts before the covered days. Absent: whenever history is arriving. */
  periodStart?: string;
}

/** "Your last 30 days are here; older history is on its way" while a bank's older history is still arriving (issue 29). */
export function HistoryArrivingNotice({ coverage, periodStart }: HistoryArrivingNoticeProps) {
  if (!coverage || coverage.complete || !coverage.message) return null;
  if (periodStart !== undefined && coverage.covers_from !== null && periodStart >= coverage.covers_from) return null;
  return (
    <p role="status" className={cx(card({ tone: 'neutral', elevation: 'flat', padding: 'sm' }), css({ fontSize: 'sm', color: 'fg.default' }))}>
      {coverage.message}
    </p>
  );
}
