import { css } from 'styled-system/css';
import type { AnalysisVisualizations } from '@/shared/api';
import { ACCOUNTS_TITLE, FIGURES_TITLE, MONTHS_TITLE } from '../config/chat-copy';
import { AccountsTable } from './AccountsTable';
import { ChartPanel } from './ChartPanel';
import { IncomeSpendTable } from './IncomeSpendTable';
import { MetricCard } from './MetricCard';
import { TitledBlock } from './TitledBlock';

/** What an analysis found besides its text: metric cards, charts (each with its table), the accounts, the months. */
export function AnalysisFigures({ visualizations }: { visualizations: AnalysisVisualizations }) {
  const { metrics, charts, accounts, income_spend_data: months } = visualizations;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
      {metrics.length > 0 && (
        <TitledBlock title={FIGURES_TITLE} srOnlyTitle>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(11rem, 1fr))' }, gap: '2' })}>
            {metrics.map((metric) => (
              <MetricCard key={metric.id} metric={metric} />
            ))}
          </dl>
        </TitledBlock>
      )}
      {charts.map((chart) => (
        <ChartPanel key={chart.id} chart={chart} />
      ))}
      {accounts.length > 0 && (
        <TitledBlock title={ACCOUNTS_TITLE}>
          <AccountsTable accounts={accounts} />
        </TitledBlock>
      )}
      {months.length > 0 && (
        <TitledBlock title={MONTHS_TITLE}>
          <IncomeSpendTable points={months} />
        </TitledBlock>
      )}
    </div>
  );
}
