import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { hasSpending, paceToDate, spendingPace, useLineChart, type PaceDay } from '@/entities/dashboard';
import { comparedRange, selectedRange } from '@/entities/period';
import { formatMoney, formatPlainDate, todayIsoDate } from '@/shared/lib';
import { DataPanel, Skeleton, ViewToggle, type ChartView, figureLink, numeric, table } from '@/shared/ui';
import {
  EMPTY_PERIOD_TEXT,
  EMPTY_PERIOD_TITLE,
  LOADING_PACE,
  PACE_DAY,
  PACE_SO_FAR,
  PACE_SPENT_THAT_DAY,
  PACE_TABLE,
  PACE_TITLE,
  PACE_VIEW,
  paceChartLabel,
  paceCompared,
  paceEven,
  paceSummary,
} from '../config/copy';
import { dayHref } from '../lib/figure-links';
import { ChartFallback } from './ChartFallback';
import { bothLoaded, dataStatus } from '@/shared/api';

const SpendingPaceChart = lazy(() => import('./SpendingPaceChart').then((module) => ({ default: module.SpendingPaceChart })));

function summaryOf(days: PaceDay[], comparedLabel: string): string {
  const latest = paceToDate(days);
  if (!latest || latest.spent === null) return '';
  if (latest.comparedSpent === null || latest.comparedSpent === latest.spent) return paceEven(formatMoney(latest.spent), comparedLabel);
  const difference = latest.spent - latest.comparedSpent;
  return paceSummary(formatMoney(latest.spent), formatMoney(Math.abs(difference)), difference > 0, comparedLabel);
}

function PaceTable({ days, spentByDate, comparedLabel }: { days: PaceDay[]; spentByDate: Map<string, number>; comparedLabel: string }) {
  return (
    <div className={css({ maxH: '260px', overflowY: 'auto' })} tabIndex={0} role="region" aria-label={PACE_TABLE}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>
              {PACE_DAY}
            </th>
            <th scope="col" className={numeric}>
              {PACE_SPENT_THAT_DAY}
            </th>
            <th scope="col" className={numeric}>
              {PACE_SO_FAR}
            </th>
            <th scope="col" className={numeric}>
              {paceCompared(comparedLabel)}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                {formatPlainDate(day.date)}
              </th>
              <td className={numeric}>
                {day.spent === null ? '—' : (
                  <Link href={dayHref(day.date)} className={figureLink}>
                    {formatMoney(spentByDate.get(day.date) ?? 0)}
                  </Link>
                )}
              </td>
              <td className={numeric}>{day.spent === null ? '—' : formatMoney(day.spent)}</td>
              <td className={numeric}>{day.comparedSpent === null ? '—' : formatMoney(day.comparedSpent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cumulative spending through the period against the compared period's pace, as a chart or a table. */
export function SpendingPacePanel({ comparedLabel }: { comparedLabel: string }) {
  const [view, setView] = useState<ChartView>('chart');
  const current = useLineChart(selectedRange.value);
  const compared = useLineChart(comparedRange.value);
  const both = bothLoaded(current, compared);
  const status = dataStatus(both, ([points]) => !hasSpending(points));
  const days = both.data ? spendingPace(both.data[0], both.data[1], todayIsoDate()) : [];
  const summary = summaryOf(days, comparedLabel);

  return (
    <DataPanel
      title={PACE_TITLE}
      description={status === 'ready' ? summary : undefined}
      actions={<ViewToggle label={PACE_VIEW} value={view} onValueChange={setView} />}
      status={status}
      loadingLabel={LOADING_PACE}
      skeleton={<Skeleton height="260px" />}
      emptyTitle={EMPTY_PERIOD_TITLE}
      emptyText={EMPTY_PERIOD_TEXT}
      onRetry={both.retry}
    >
      {both.data &&
        (view === 'chart' ? (
          <Suspense fallback={<ChartFallback />}>
            <SpendingPaceChart days={days} comparedLabel={comparedLabel} label={paceChartLabel(summary)} />
          </Suspense>
        ) : (
          <PaceTable days={days} spentByDate={new Map(both.data[0].map((point) => [point.date, point.spending]))} comparedLabel={comparedLabel} />
        ))}
    </DataPanel>
  );
}
