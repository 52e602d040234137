import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { HistoryCoverage } from '@/shared/api';
import { isHistoryArriving } from '../lib/period-history';

export interface HistoryArrivingNoticeProps {
  coverage: HistoryCoverage | undefined;
  /** What the arriving history means for what the page shows, in the page's words (a second line). */
  detail?: string;
}

/**
 * "Your last 30 days are here; older history is on its way" while a bank's older history is still
 * arriving (issue 29), with what that means for the page under it; nothing once it has all come.
 */
export function HistoryArrivingNotice({ coverage, detail }: HistoryArrivingNoticeProps) {
  if (!isHistoryArriving(coverage) || !coverage.message) return null;
  return (
    <p role="status" className={cx(card({ tone: 'neutral', elevation: 'flat', padding: 'sm' }), css({ fontSize: 'sm', color: 'fg.default' }))}>
      {coverage.message}
      {detail && <span className={css({ display: 'block', mt: '1' })}>{detail}</span>}
    </p>
  );
}
