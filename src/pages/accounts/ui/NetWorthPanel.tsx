import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Temporal } from 'temporal-polyfill';
import { css } from 'styled-system/css';
import { BalanceSpanPicker, changeOver, pointsInHistory, spanQuery, useNetWorth, type BalanceSpan } from '@/entities/account';
import { transactionsHref } from '@/entities/transaction';
import { dataStatus, type NetWorthPoint } from '@/shared/api';
import { formatMoney, formatPlainDate, todayPlainDate } from '@/shared/lib';
import { DataPanel, SelectField, ScrollTable, Skeleton, ViewToggle, figureLink, numeric, type ChartView } from '@/shared/ui';
import {
  BREAKDOWN_OF,
  LOADING_NET_WORTH,
  NET_WORTH_ASSETS,
  NET_WORTH_DATE,
  NET_WORTH_EMPTY_TEXT,
  NET_WORTH_EMPTY_TITLE,
  NET_WORTH_LIABILITIES,
  NET_WORTH_NET,
  NET_WORTH_SPAN,
  NET_WORTH_TABLE,
  NET_WORTH_TITLE,
  NET_WORTH_VIEW,
  RECONSTRUCTED_NOTE,
  TODAY_NOTE,
  breakdownOf,
  breakdownTitle,
  historyStartsOn,
  netWorthChange,
  netWorthChartLabel,
  transactionsSince,
} from '../config/copy';

const NetWorthChart = lazy(() => import('./NetWorthChart').then((module) => ({ default: module.NetWorthChart })));


/** "Net worth up $1,234.56 since Oct 31, 2025", from the first point shown to the last. */
function summaryOf(points: readonly NetWorthPoint[]): string {
  const moved = changeOver(points, (point) => point.net_worth);
  if (!moved) return '';
  const direction = moved.change > 0 ? 'up' : moved.change < 0 ? 'down' : 'same';
  return netWorthChange(direction, formatMoney(Math.abs(moved.change)), formatPlainDate(moved.from.date));
}

/**
 * One point's figures: assets, liabilities and net worth at the end of its day, how they were
 * found, and (for a point before today) the transactions walked back over to get there.
 */
function PointBreakdown({ point, today }: { point: NetWorthPoint; today: string }) {
  const dayAfter = Temporal.PlainDate.from(point.date).add({ days: 1 }).toString();
  const term = css({ fontSize: 'xs', color: 'fg.muted' });
  const figure = css({ fontSize: 'md', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
  return (
    <section aria-label={breakdownTitle(formatPlainDate(point.date))} aria-live="polite" className={css({ mt: '4', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{breakdownTitle(formatPlainDate(point.date))}</h3>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: { base: '1', sm: '3' }, mt: '2', '& > div': { display: { base: 'flex', sm: 'block' }, justifyContent: 'space-between', alignItems: 'baseline', gap: '2' } })}>
        {[
          [NET_WORTH_ASSETS, point.assets],
          [NET_WORTH_LIABILITIES, point.liabilities],
          [NET_WORTH_NET, point.net_worth],
        ].map(([name, amount]) => (
          <div key={name as string}>
            <dt className={term}>{name}</dt>
            <dd className={figure}>{formatMoney(amount as number)}</dd>
          </div>
        ))}
      </dl>
      <p className={css({ mt: '2', fontSize: 'xs', color: 'fg.muted' })}>
        {point.reconstructed ? RECONSTRUCTED_NOTE : TODAY_NOTE}{' '}
        {point.reconstructed && dayAfter <= today && (
          <Link href={transactionsHref({ start_date: dayAfter, end_date: today, pending: false })} className={figureLink}>
            {transactionsSince(formatPlainDate(point.date))}
          </Link>
        )}
      </p>
    </section>
  );
}

function NetWorthTable({ points, onSelect }: { points: readonly NetWorthPoint[]; onSelect: (date: string) => void }) {
  return (
    <ScrollTable label={NET_WORTH_TABLE} columns={[NET_WORTH_DATE, NET_WORTH_ASSETS, NET_WORTH_LIABILITIES, NET_WORTH_NET]}>
      {[...points].reverse().map((point) => (
        <tr key={point.date}>
          <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
            <button type="button" className={figureLink} aria-label={breakdownOf(formatPlainDate(point.date))} onClick={() => onSelect(point.date)}>
              {formatPlainDate(point.date)}
            </button>
          </th>
          <td className={numeric}>{formatMoney(point.assets)}</td>
          <td className={numeric}>{formatMoney(point.liabilities)}</td>
          <td className={numeric}>{formatMoney(point.net_worth)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/**
 * Net worth over the last month, three months, year or all time (issue 25), as a chart or a table,
 * with the breakdown of one point: the last by default, any other picked on the chart, in the table
 * or from the list of dates (the keyboard's way).
 */
export function NetWorthPanel() {
  const [span, setSpan] = useState<BalanceSpan>('1y');
  const [view, setView] = useState<ChartView>('chart');
  const [picked, setPicked] = useState<string | null>(null);
  const today = todayPlainDate();
  const series = useNetWorth(spanQuery(span, today));
  const points = series.data ? pointsInHistory(series.data) : [];
  const status = dataStatus(series, (answer) => pointsInHistory(answer).length === 0);
  const selected = points.find((point) => point.date === picked) ?? points.at(-1);
  const startsInside = series.data?.history_starts && points[0] && series.data.points[0]!.date < points[0].date;
  const summary = summaryOf(points);
  const description = [summary && `${summary}.`, startsInside && historyStartsOn(formatPlainDate(series.data!.history_starts!))].filter(Boolean).join(' ');

  return (
    <DataPanel
      title={NET_WORTH_TITLE}
      description={status === 'ready' ? description : undefined}
      controls={
        <BalanceSpanPicker
          label={NET_WORTH_SPAN}
          value={span}
          onValueChange={(value) => {
            setSpan(value);
            setPicked(null);
          }}
        />
      }
      actions={<ViewToggle label={NET_WORTH_VIEW} value={view} onValueChange={setView} />}
      status={status}
      loadingLabel={LOADING_NET_WORTH}
      skeleton={<Skeleton height="280px" />}
      emptyTitle={NET_WORTH_EMPTY_TITLE}
      emptyText={NET_WORTH_EMPTY_TEXT}
      onRetry={series.retry}
    >
      {selected && series.data && (
        <>
          {view === 'chart' ? (
            <>
              <Suspense fallback={<Skeleton height="280px" />}>
                <NetWorthChart points={points} selected={selected.date} onSelect={setPicked} label={netWorthChartLabel(formatPlainDate(points[0]!.date), formatPlainDate(points.at(-1)!.date), summary)} />
              </Suspense>
              <SelectField
                label={BREAKDOWN_OF}
                value={selected.date}
                onValueChange={setPicked}
                options={[...points].reverse().map((point) => ({ value: point.date, label: formatPlainDate(point.date) }))}
                className={css({ mt: '3', maxW: '16rem' })}
              />
            </>
          ) : (
            <NetWorthTable points={points} onSelect={setPicked} />
          )}
          <PointBreakdown point={selected} today={series.data.as_of} />
        </>
      )}
    </DataPanel>
  );
}
