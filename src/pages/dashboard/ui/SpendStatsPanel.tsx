import { css } from 'styled-system/css';
import { selectedRange } from '@/entities/period';
import { dataStatus, type SpendStats } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { DataPanel, Skeleton } from '@/shared/ui';
import {
  coveredAgainst,
  DAILY_AVERAGE,
  dailyOver,
  EMPTY_PERIOD_TEXT,
  EMPTY_PERIOD_TITLE,
  INCOME,
  LOADING_STATS,
  NET,
  NO_INCOME,
  NOT_BEGUN,
  SAVINGS_RATE,
  SPENT,
  SPENT_NOTE,
  STATS_TITLE,
} from '../config/copy';
import { describeChange, describeRateChange, type ChangeText } from '../lib/describe-change';
import { incomeHref, outflowsHref, periodHref } from '../lib/figure-links';
import { usePeriodStats } from '../model/period-stats';
import { StatCard } from './StatCard';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' }, gap: '3' });

const SKELETON = (
  <div className={grid}>
    {[0, 1, 2, 3, 4].map((n) => (
      <Skeleton key={n} height="6.5rem" />
    ))}
  </div>
);

const rate = (value: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** What the figures cover and what they are set against, in the server's words for both. */
function coverageText(stats: SpendStats): string {
  if (!stats.covered) return NOT_BEGUN;
  if (!stats.compared_with) return '';
  return coveredAgainst(stats.covered.label, stats.compared_with.label, stats.covered.end_date < stats.end_date);
}

/**
 * Spent, income, net, savings rate and daily average of the period, each against the days the
 * server compares them with (README, "Periods compared"): a period in progress to today against as
 * many days of the compared one, a past one whole against whole.
 */
export function SpendStatsPanel() {
  const range = selectedRange.value;
  const stats = usePeriodStats();
  const status = dataStatus(stats, (answer) => answer.transaction_count === 0);

  let cards = null;
  if (stats.data) {
    const now = stats.data;
    const then = now.compared_with;
    const change = (describe: (compared: NonNullable<SpendStats['compared_with']>) => ChangeText): ChangeText => (then ? describe(then) : { text: '', tone: 'neutral' });
    const spent = change((c) => describeChange(now.total_spending, c.total_spending, c.label, 'bad'));
    const income = change((c) => describeChange(now.total_income, c.total_income, c.label, 'good'));
    const net = change((c) => describeChange(now.net, c.net, c.label, 'good'));
    const savings = change((c) => describeRateChange(now.savings_rate, c.savings_rate, c.label));
    const daily = change((c) => describeChange(now.average_daily_spending, c.average_daily_spending, c.label, 'bad'));
    cards = (
      <dl className={grid}>
        <StatCard label={SPENT} value={formatMoney(now.total_spending)} change={spent.text} changeTone={spent.tone} href={outflowsHref(range)} note={SPENT_NOTE} />
        <StatCard label={INCOME} value={formatMoney(now.total_income)} change={income.text} changeTone={income.tone} href={incomeHref(range)} />
        <StatCard label={NET} value={formatMoney(now.net)} change={net.text} changeTone={net.tone} href={periodHref(range)} />
        <StatCard label={SAVINGS_RATE} value={now.savings_rate === null ? NO_INCOME : rate(now.savings_rate)} change={savings.text} changeTone={savings.tone} />
        <StatCard
          label={DAILY_AVERAGE}
          value={formatMoney(now.average_daily_spending)}
          change={daily.text}
          changeTone={daily.tone}
          href={outflowsHref(range)}
          note={now.days_elapsed > 0 ? dailyOver(now.days_elapsed) : undefined}
        />
      </dl>
    );
  }

  return (
    <DataPanel
      title={STATS_TITLE}
      description={stats.data ? coverageText(stats.data) || undefined : undefined}
      status={status}
      loadingLabel={LOADING_STATS}
      skeleton={SKELETON}
      emptyTitle={EMPTY_PERIOD_TITLE}
      emptyText={EMPTY_PERIOD_TEXT}
      onRetry={stats.retry}
    >
      {cards}
    </DataPanel>
  );
}
