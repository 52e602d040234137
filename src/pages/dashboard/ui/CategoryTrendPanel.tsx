import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { bucketRange, hasCategorySpending, OTHER_KEY, STACKED_CATEGORIES_MAX, stackCategories, timeSeriesInterval, UNCATEGORISED_KEY, useTimeSeries, type StackedCategories } from '@/entities/dashboard';
import { selectedPeriod, selectedRange } from '@/entities/period';
import { type TimeSeriesInterval, dataStatus } from '@/shared/api';
import { formatMoney, formatPlainDate, type DateRange } from '@/shared/lib';
import { DataPanel, Skeleton, ViewToggle, type ChartView, figureLink, numeric, table } from '@/shared/ui';
import { EMPTY_PERIOD_TEXT, EMPTY_PERIOD_TITLE, LOADING_TREND, MONTH, PER_MONTH, PER_WEEK, TOTAL, TREND_TABLE, TREND_TITLE, TREND_VIEW, trendChartLabel, WEEK_OF } from '../config/copy';
import { categoryHref } from '../lib/figure-links';
import { seriesLabel } from '../lib/series-label';
import { ChartFallback } from './ChartFallback';

const CategoryTrendChart = lazy(() => import('./CategoryTrendChart').then((module) => ({ default: module.CategoryTrendChart })));

const monthName = (isoDate: string) => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

interface TrendTableProps {
  stacked: StackedCategories;
  interval: TimeSeriesInterval;
  range: DateRange;
}

/** Every figure of the chart, each linked to its transactions (a category in a week or month). */
function TrendTable({ stacked, interval, range }: TrendTableProps) {
  return (
    <div className={css({ overflowX: 'auto' })} tabIndex={0} role="region" aria-label={TREND_TABLE}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>
              {interval === 'month' ? MONTH : WEEK_OF}
            </th>
            {stacked.keys.map((key) => (
              <th key={key} scope="col" className={numeric}>
                {seriesLabel(key)}
              </th>
            ))}
            <th scope="col" className={numeric}>
              {TOTAL}
            </th>
          </tr>
        </thead>
        <tbody>
          {stacked.buckets.map((bucket) => {
            const days = bucketRange(bucket.period_start, interval, range);
            return (
              <tr key={bucket.period_start}>
                <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                  {interval === 'month' ? monthName(bucket.period_start) : formatPlainDate(bucket.period_start)}
                </th>
                {stacked.keys.map((key) => {
                  const amount = bucket.amounts[key] ?? 0;
                  const href = key === OTHER_KEY || key === UNCATEGORISED_KEY || amount === 0 ? undefined : categoryHref(days, key);
                  return (
                    <td key={key} className={numeric}>
                      {href ? (
                        <Link href={href} className={figureLink}>
                          {formatMoney(amount)}
                        </Link>
                      ) : (
                        formatMoney(amount)
                      )}
                    </td>
                  );
                })}
                <td className={`${numeric} ${css({ fontWeight: 'semibold' })}`}>{formatMoney(bucket.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Spending per week (for a month) or per month, stacked by category, as a chart or a table. */
export function CategoryTrendPanel() {
  const [view, setView] = useState<ChartView>('chart');
  const range = selectedRange.value;
  const interval = timeSeriesInterval(selectedPeriod.value);
  const series = useTimeSeries(range, interval);
  const status = dataStatus(series, (answer) => !hasCategorySpending(answer.points));
  const stacked = series.data && stackCategories(series.data.points, STACKED_CATEGORIES_MAX);
  const intervalText = interval === 'month' ? PER_MONTH : PER_WEEK;

  return (
    <DataPanel
      title={TREND_TITLE}
      description={intervalText}
      actions={<ViewToggle label={TREND_VIEW} value={view} onValueChange={setView} />}
      status={status}
      loadingLabel={LOADING_TREND}
      skeleton={<Skeleton height="280px" />}
      emptyTitle={EMPTY_PERIOD_TITLE}
      emptyText={EMPTY_PERIOD_TEXT}
      onRetry={series.retry}
    >
      {stacked &&
        (view === 'chart' ? (
          <Suspense fallback={<ChartFallback />}>
            <CategoryTrendChart stacked={stacked} label={trendChartLabel(stacked.buckets.length, interval === 'month' ? 'months' : 'weeks')} />
          </Suspense>
        ) : (
          <TrendTable stacked={stacked} interval={interval} range={range} />
        ))}
    </DataPanel>
  );
}
