import { lazy, Suspense, useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Chart } from '@/shared/api';
import { Skeleton, ViewToggle, type ChartView } from '@/shared/ui';
import { CHART_KIND, chartLabel, chartViewLabel } from '../config/chat-copy';
import { seriesSummary } from '../lib/chart-rows';
import { ChartTable } from './ChartTable';

// recharts loads with the first chart shown, never before.
const AnalysisChart = lazy(() => import('./AnalysisChart').then((module) => ({ default: module.AnalysisChart })));

const CHART_HEIGHT = 240;

/** One chart of an analysis with its Chart / Table toggle: the table lists every figure. */
export function ChartPanel({ chart }: { chart: Chart }) {
  const [view, setView] = useState<ChartView>('chart');
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', p: { base: '3', md: '4' } })}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h4 id={titleId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          {chart.title}
        </h4>
        <ViewToggle label={chartViewLabel(chart.title)} value={view} onValueChange={setView} />
      </header>
      {view === 'chart' ? (
        <Suspense fallback={<Skeleton height={`${CHART_HEIGHT}px`} />}>
          <AnalysisChart chart={chart} height={CHART_HEIGHT} label={chartLabel(CHART_KIND[chart.type], chart.title, seriesSummary(chart), chart.labels.length)} />
        </Suspense>
      ) : (
        <ChartTable chart={chart} />
      )}
    </div>
  );
}
