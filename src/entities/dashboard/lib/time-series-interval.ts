import { Temporal } from 'temporal-polyfill';
import type { TimeSeriesInterval } from '@/shared/api';
import { periodBounds, type DateRange, type Period } from '@/shared/lib';
import { WEEKLY_RANGE_MAX_DAYS } from '../config/dashboard';

/** Per week for a month (or a custom range up to about two months), else per month. */
export function timeSeriesInterval(period: Period): Exclude<TimeSeriesInterval, 'day'> {
  if (period.kind === 'month') return 'week';
  if (period.kind !== 'custom') return 'month';
  const { start, end } = periodBounds(period);
  return start.until(end, { largestUnit: 'day' }).days + 1 <= WEEKLY_RANGE_MAX_DAYS ? 'week' : 'month';
}

/**
 * The days of one bucket that fall in the range: a week starting on Monday 29 January in a
 * February is 1 to 4 February, so a link to the bucket's transactions shows only the period's.
 */
export function bucketRange(periodStart: string, interval: TimeSeriesInterval, range: DateRange): DateRange {
  const start = Temporal.PlainDate.from(periodStart);
  const step = interval === 'month' ? { months: 1 } : interval === 'week' ? { weeks: 1 } : { days: 1 };
  const end = start.add(step).subtract({ days: 1 }).toString();
  return { start: periodStart < range.start ? range.start : periodStart, end: end > range.end ? range.end : end };
}
