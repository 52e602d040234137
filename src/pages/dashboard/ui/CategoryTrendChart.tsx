import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { OTHER_KEY, UNCATEGORISED_KEY, type StackedCategories } from '@/entities/dashboard';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { AXIS_TEXT_COLOR, categoryColor, GRID_COLOR, OTHER_COLOR } from '@/shared/ui';
import { seriesLabel } from '../lib/series-label';

export interface CategoryTrendChartProps {
  stacked: StackedCategories;
  /** Names the chart for assistive technology. */
  label: string;
}

const shortDate = (isoDate: string) => formatPlainDate(isoDate).replace(/,? \d{4}$/, '');

/** Spending per bucket, stacked by category (recharts: loaded lazily). */
export function CategoryTrendChart({ stacked, label }: CategoryTrendChartProps) {
  const rows = stacked.buckets.map((bucket) => ({ period_start: bucket.period_start, ...bucket.amounts }));
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="period_start" tickFormatter={shortDate} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(value) => formatPlainDate(String(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {stacked.keys.map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={seriesLabel(key)}
              stackId="spending"
              // A category's own colour, as in every other chart; "Other" grey.
              fill={key === OTHER_KEY ? OTHER_COLOR : categoryColor(key === UNCATEGORISED_KEY ? null : key)}
              isAnimationActive={false}
              maxBarSize={56}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
