import { css } from 'styled-system/css';
import { useSpendStats } from '@/entities/dashboard';
import { comparedRange, selectedRange } from '@/entities/period';
import { formatMoney } from '@/shared/lib';
import { DataPanel, Skeleton } from '@/shared/ui';
import {
  DAILY_AVERAGE,
  EMPTY_PERIOD_TEXT,
  EMPTY_PERIOD_TITLE,
  INCOME,
  LOADING_STATS,
  NET,
  NO_INCOME,
  SAVINGS_RATE,
  SPENT,
  SPENT_NOTE,
  STATS_TITLE,
} from '../config/copy';
import { describeChange, describeRateChange } from '../lib/describe-change';
import { incomeHref, outflowsHref, periodHref } from '../lib/figure-links';
import { StatCard } from './StatCard';
import { bothLoaded, dataStatus } from '@/shared/api';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' }, gap: '3' });

const SKELETON = (
  <div className={grid}>
    {[0, 1, 2, 3, 4].map((n) => (
      <Skeleton key={n} height="6.5rem" />
    ))}
  </div>
);

const rate = (value: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** Spent, income, net, savings rate and daily average of the period, each against the compared period. */
export function SpendStatsPanel({ comparedLabel }: { comparedLabel: string }) {
  const range = selectedRange.value;
  const current = useSpendStats(range);
  const compared = useSpendStats(comparedRange.value);
  // Both periods are needed to say how each figure moved; either failing is this block's failure.
  const both = bothLoaded(current, compared);
  const status = dataStatus(both, ([stats]) => stats.transaction_count === 0);

  let cards = null;
  if (both.data) {
    const [now, then] = both.data;
    const spent = describeChange(now.total_spending, then.total_spending, comparedLabel, 'bad');
    const income = describeChange(now.total_income, then.total_income, comparedLabel, 'good');
    const net = describeChange(now.net, then.net, comparedLabel, 'good');
    const savings = describeRateChange(now.savings_rate, then.savings_rate, comparedLabel);
    const daily = describeChange(now.average_daily_spending, then.average_daily_spending, comparedLabel, 'bad');
    cards = (
      <dl className={grid}>
        <StatCard label={SPENT} value={formatMoney(now.total_spending)} change={spent.text} changeTone={spent.tone} href={outflowsHref(range)} note={SPENT_NOTE} />
        <StatCard label={INCOME} value={formatMoney(now.total_income)} change={income.text} changeTone={income.tone} href={incomeHref(range)} />
        <StatCard label={NET} value={formatMoney(now.net)} change={net.text} changeTone={net.tone} href={periodHref(range)} />
        <StatCard label={SAVINGS_RATE} value={now.savings_rate === null ? NO_INCOME : rate(now.savings_rate)} change={savings.text} changeTone={savings.tone} />
        <StatCard label={DAILY_AVERAGE} value={formatMoney(now.average_daily_spending)} change={daily.text} changeTone={daily.tone} href={outflowsHref(range)} />
      </dl>
    );
  }

  return (
    <DataPanel
      title={STATS_TITLE}
      status={status}
      loadingLabel={LOADING_STATS}
      skeleton={SKELETON}
      emptyTitle={EMPTY_PERIOD_TITLE}
      emptyText={EMPTY_PERIOD_TEXT}
      onRetry={both.retry}
    >
      {cards}
    </DataPanel>
  );
}
