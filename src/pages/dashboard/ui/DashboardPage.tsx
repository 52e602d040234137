import { css } from 'styled-system/css';
import { HistoryArrivingNotice, useHistoryCoverage } from '@/entities/institution';
import { PeriodPicker, selectedPeriod, selectedRange } from '@/entities/period';
import { documentTitle, periodLabel } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { PAGE_DESCRIPTION, PAGE_TITLE } from '../config/copy';
import { dashboardHistoryDetail } from '../lib/history-detail';
import { usePeriodStats } from '../model/period-stats';
import { CategoryTrendPanel } from './CategoryTrendPanel';
import { SpendingPacePanel } from './SpendingPacePanel';
import { SpendStatsPanel } from './SpendStatsPanel';
import { TagSpendingPanel } from './TagSpendingPanel';
import { TopCategoriesPanel } from './TopCategoriesPanel';
import { TopMerchantsPanel } from './TopMerchantsPanel';
import { TopTransactionsPanel } from './TopTransactionsPanel';
import { UpcomingBillsPanel } from './UpcomingBillsPanel';

/**
 * /dashboard, for the period chosen in the shared picker: its figures against the days the server
 * compares them with (README, "Periods compared"), the pace of spending, spending by category over time, the largest purchases, top
 * categories and merchants, and the bills due next. Each block loads, fails and retries alone.
 */
export function DashboardPage() {
  const historyCoverage = useHistoryCoverage();
  const comparedFrom = usePeriodStats().data?.compared_with?.start_date;
  const historyNote = dashboardHistoryDetail(historyCoverage, selectedRange.value, periodLabel(selectedPeriod.value), comparedFrom);
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <PeriodPicker />
        <HistoryArrivingNotice coverage={historyCoverage} detail={historyNote} />
        <SpendStatsPanel />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: '6' })}>
          <SpendingPacePanel />
          <TopCategoriesPanel />
        </div>
        <CategoryTrendPanel />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: '6' })}>
          <TopTransactionsPanel />
          <TopMerchantsPanel />
          <UpcomingBillsPanel />
          <TagSpendingPanel />
        </div>
      </div>
    </>
  );
}
