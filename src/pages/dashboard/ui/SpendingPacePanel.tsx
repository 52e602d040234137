import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { changeBetween, hasSpending, paceToDate, spendingPace, useLineChart, type PaceDay } from '@/entities/dashboard';
import { comparison, selectedRange } from '@/entities/period';
import { dataStatus, type LineChart } from '@/shared/api';
import { formatMoney, formatPlainDate } from '@/shared/lib';
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
  paceAlone,
  paceChartLabel,
  paceCompared,
  paceEven,
  paceNothingBefore,
  paceSummary,
} from '../config/copy';
import { dayHref } from '../lib/figure-links';
import { percentText } from '../lib/describe-change';
import { ChartFallback } from './ChartFallback';

const SpendingPaceChart = lazy(() => import('./SpendingPaceChart').then((module) => ({ default: module.SpendingPaceChart })));

/**
 * Where the period stands, in the server's words for the compared days: today's running total
 * against the compared days' (the pair the spend statistics compare, so the percentage is theirs).
 */
function summaryOf(days: PaceDay[], chart: LineChart): string {
  const latest = paceToDate(days);
  if (!latest || latest.spent === null) return '';
  const spent = formatMoney(latest.spent);
  const through = formatPlainDate(latest.date);
  const compared = chart.compared_with;
  if (!compared || latest.comparedSpent === null) return paceAlone(spent, through);
  const change = changeBetween(latest.spent, latest.comparedSpent);
  if (change.direction === 'same') return paceEven(spent, through, compared.label);
  if (change.ratio === null) return paceNothingBefore(spent, through, compared.label);
  return paceSummary(spent, through, formatMoney(Math.abs(latest.spent - latest.comparedSpent)), percentText(change.ratio), change.direction === 'up', compared.label);
}

function PaceTable({ days, spentByDate, comparedLabel }: { days: PaceDay[]; spentByDate: Map<string, number>; comparedLabel: string | null }) {
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
            {comparedLabel && (
              <th scope="col" className={numeric}>
                {paceCompared(comparedLabel)}
              </th>
            )}
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
              {comparedLabel && <td className={numeric}>{day.comparedSpent === null ? '—' : `${formatMoney(day.comparedSpent)} (${formatPlainDate(day.comparedDate ?? '')})`}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cumulative spending through the period against the compared period's, lined up by the server, as a chart or a table. */
export function SpendingPacePanel() {
  const [view, setView] = useState<ChartView>('chart');
  const chart = useLineChart(selectedRange.value, comparison.value);
  const status = dataStatus(chart, (answer) => !hasSpending(answer.points));
  const days = chart.data ? spendingPace(chart.data) : [];
  const summary = chart.data ? summaryOf(days, chart.data) : '';
  const comparedLabel = chart.data?.compared_period?.label ?? null;

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
      onRetry={chart.retry}
    >
      {chart.data &&
        (view === 'chart' ? (
          <Suspense fallback={<ChartFallback />}>
            <SpendingPaceChart days={days} comparedLabel={comparedLabel} label={paceChartLabel(summary)} />
          </Suspense>
        ) : (
          <PaceTable days={days} spentByDate={new Map(chart.data.points.map((point) => [point.date, point.spending]))} comparedLabel={comparedLabel} />
        ))}
    </DataPanel>
  );
}
