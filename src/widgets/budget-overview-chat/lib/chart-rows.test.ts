import { describe, expect, it } from 'vitest';
import type { Chart } from '@/shared/api';
import { chartRows, seriesKind, seriesSummary } from './chart-rows';

const incomeVsSpending: Chart = {
  id: 'income_vs_spending',
  type: 'bar',
  title: 'Income and spending per month',
  unit: 'currency',
  labels: ['2026-09', '2026-10'],
  datasets: [
    { label: 'Income', values: [6850, 6850] },
    { label: 'Spending', values: [5488.4, null] },
    { label: 'Net', type: 'line', values: [1361.6, 1038.05] },
  ],
};

describe('chart rows', () => {
  it('has one row per label with every dataset’s value, null where there is none', () => {
    expect(chartRows(incomeVsSpending)).toEqual([
      { label: '2026-09', series0: 6850, series1: 5488.4, series2: 1361.6 },
      { label: '2026-10', series0: 6850, series1: null, series2: 1038.05 },
    ]);
  });

  it('draws a dataset by its own type over the chart’s, and says so when they mix', () => {
    expect(incomeVsSpending.datasets.map((dataset) => seriesKind(incomeVsSpending, dataset))).toEqual(['bar', 'bar', 'line']);
    expect(seriesSummary(incomeVsSpending)).toBe('Income (bar), Spending (bar) and Net (line)');
    expect(seriesSummary({ ...incomeVsSpending, datasets: incomeVsSpending.datasets.slice(0, 1) })).toBe('Income');
  });
});
