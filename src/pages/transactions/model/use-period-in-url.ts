import { useEffect, useRef } from 'react';
import { choosePeriod, selectedRange } from '@/entities/period';
import { periodOfRange, type DateRange } from '@/shared/lib';
import type { UrlFilters } from './use-url-filters';

const keyOf = (range: DateRange) => `${range.start}/${range.end}`;

/**
 * Keeps the URL's dates and the shared period (dashboard, transactions and merchant pages) one:
 * - a URL without dates takes the selected period's (replaced, so Back does not return to it);
 * - dates arriving in the URL (a bookmark, a dashboard link, Back) become the selected period;
 * - a period chosen in the picker becomes the URL's dates, as a new history entry.
 */
export function usePeriodInUrl({ filters, update }: UrlFilters): void {
  const range = selectedRange.value;
  const urlRange = filters.start_date && filters.end_date ? { start: filters.start_date, end: filters.end_date } : undefined;
  const urlKey = urlRange ? keyOf(urlRange) : undefined;
  // The period last agreed between the URL and the picker: a change of the selected period away from it is the picker's.
  const agreed = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!urlRange) {
      const current = selectedRange.peek();
      agreed.current = keyOf(current);
      update({ start_date: current.start, end_date: current.end, page: filters.page }, { replace: true });
      return;
    }
    agreed.current = urlKey;
    const period = periodOfRange(urlRange);
    if (period && keyOf(selectedRange.peek()) !== urlKey) choosePeriod(period);
    // The URL's dates are what this follows; the rest of the filters ride along.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey]);

  useEffect(() => {
    // Read now, not from this render: the effect above may have just chosen the URL's period.
    const current = selectedRange.peek();
    const key = keyOf(current);
    if (agreed.current === undefined || agreed.current === key) return;
    agreed.current = key;
    if (key !== urlKey) update({ start_date: current.start, end_date: current.end });
    // Only a change of the selected period moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range.start, range.end]);
}

