import { Area, Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Chart } from '@/shared/api';
import { AXIS_TEXT_COLOR, GRID_COLOR, OVERLAY_LINE_COLOR, SERIES_COLORS } from '@/shared/ui';
import { chartRows, seriesKey, seriesKind } from '../lib/chart-rows';
import { formatAxisFigure, formatFigure, labelKind, labelText, shortLabelText } from '../lib/figures';

export interface AnalysisChartProps {
  chart: Chart;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
  height: number;
}

const TICK = { fill: AXIS_TEXT_COLOR, fontSize: 12 };
const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

/** One chart of an analysis, drawn as its datasets ask (recharts: loaded lazily). */
export function AnalysisChart({ chart, label, height }: AnalysisChartProps) {
  const format = (value: unknown) => (typeof value === 'number' ? formatFigure(value, chart.unit) : '—');
  if (chart.type === 'pie') {
    const dataset = chart.datasets[0];
    const slices = chart.labels.map((name, at) => ({ name: labelText(name), value: dataset?.values[at] ?? 0 }));
    return (
      <div role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height={height}>
          <PieChart accessibilityLayer={false}>
            <Pie data={slices} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
              {slices.map((slice, index) => (
                <Cell key={slice.name} fill={colorOf(index)} />
              ))}
            </Pie>
            <Tooltip formatter={format} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      </div>
    );
  }

  const kinds = chart.datasets.map((dataset) => seriesKind(chart, dataset));
  const hasBars = kinds.includes('bar');
  // Bars over names (categories, cards) lie on their side, so every name can be read.
  const sideways = kinds.every((kind) => kind === 'bar') && ['category', 'name'].includes(labelKind(chart.labels[0]));
  const valueAxis = { tickFormatter: (value: number) => formatAxisFigure(value, chart.unit), tick: TICK, tickLine: false, axisLine: false };
  const labelAxis = { dataKey: 'label', tick: TICK, tickLine: false, axisLine: false };
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={sideways ? Math.max(height, chart.labels.length * chart.datasets.length * 22 + 80) : height}>
        <ComposedChart data={chartRows(chart)} layout={sideways ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={sideways} horizontal={!sideways} />
          {sideways ? (
            <>
              <XAxis type="number" {...valueAxis} />
              <YAxis type="category" {...labelAxis} tickFormatter={labelText} width={116} />
            </>
          ) : (
            <>
              <XAxis {...labelAxis} tickFormatter={shortLabelText} minTickGap={12} />
              {/* Bars stand on zero; a line or area alone (a balance, a forecast) gets room to show its moves. */}
              <YAxis {...valueAxis} width={56} domain={hasBars ? [0, 'auto'] : ['auto', 'auto']} />
            </>
          )}
          <Tooltip formatter={format} labelFormatter={(value) => labelText(String(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {chart.datasets.map((dataset, index) => {
            const common = { dataKey: seriesKey(index), name: dataset.label, isAnimationActive: false };
            const kind = kinds[index];
            if (kind === 'bar') return <Bar key={dataset.label} {...common} fill={colorOf(index)} maxBarSize={sideways ? 18 : 40} radius={sideways ? [0, 3, 3, 0] : [3, 3, 0, 0]} />;
            const stroke = hasBars ? OVERLAY_LINE_COLOR : colorOf(index);
            if (kind === 'area') return <Area key={dataset.label} {...common} type="monotone" stroke={stroke} fill={stroke} fillOpacity={0.12} strokeWidth={2} connectNulls={false} />;
            return <Line key={dataset.label} {...common} type="monotone" stroke={stroke} strokeWidth={2.5} dot={hasBars ? { r: 3 } : false} connectNulls={false} />;
          })}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
