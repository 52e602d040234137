import type { Chart, ChartDataset } from '@/shared/api';

export type SeriesKind = 'bar' | 'line' | 'area';

/** How a dataset is drawn: its own type over the chart's (a net line over income and spending bars). */
export const seriesKind = (chart: Chart, dataset: ChartDataset): SeriesKind => dataset.type ?? (chart.type === 'pie' ? 'bar' : chart.type);

/** The key of the `index`th dataset in a chart row. */
export const seriesKey = (index: number): string => `series${index}`;

export type ChartRow = { label: string } & Record<string, number | null | string>;

/** One row per label with each dataset's value (`null` where there is none), as recharts and the table read them. */
export const chartRows = (chart: Chart): ChartRow[] =>
  chart.labels.map((label, at) => ({ label, ...Object.fromEntries(chart.datasets.map((dataset, index) => [seriesKey(index), dataset.values[at] ?? null])) }) as ChartRow);

/** "Income, Spending (bars) and Net (line)": what the chart shows, in words. */
export function seriesSummary(chart: Chart): string {
  const mixed = new Set(chart.datasets.map((dataset) => seriesKind(chart, dataset))).size > 1;
  const names = chart.datasets.map((dataset) => (mixed ? `${dataset.label} (${seriesKind(chart, dataset)})` : dataset.label));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
