import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import type { NetWorthPoint } from '@/shared/api';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { AXIS_TEXT_COLOR, COMPARED_COLOR, GRID_COLOR, OVERLAY_LINE_COLOR, SERIES_COLORS } from '@/shared/ui';
import { NET_WORTH_ASSETS, NET_WORTH_LIABILITIES, NET_WORTH_NET } from '../config/copy';
import { dateAxisFormat } from '../lib/date-axis';

export interface NetWorthChartProps {
  points: readonly NetWorthPoint[];
  /** The point whose breakdown shows under the chart: marked by a line. */
  selected: string;
  /** A click on the chart picks the nearest point's breakdown. */
  onSelect: (date: string) => void;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
}

/** Net worth with the assets and liabilities that make it, over the points' dates (recharts: loaded lazily). */
export function NetWorthChart({ points, selected, onSelect, label }: NetWorthChartProps) {
  return (
    <div role="img" aria-label={label} className={css({ h: '280px', cursor: 'pointer' })}>
      <ResponsiveContainer width="100%" height="100%" minHeight={260}>
        <LineChart
          data={points as NetWorthPoint[]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          onClick={(state) => {
            const index = typeof state.activeIndex === 'number' ? state.activeIndex : Number(state.activeIndex);
            const point = Number.isInteger(index) ? points[index] : undefined;
            if (point) onSelect(point.date);
          }}
        >
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="date" tickFormatter={dateAxisFormat(points.map((point) => point.date))} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(date) => formatPlainDate(String(date))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine x={selected} stroke={COMPARED_COLOR} strokeDasharray="3 3" />
          <Line type="monotone" dataKey="assets" name={NET_WORTH_ASSETS} stroke={SERIES_COLORS[1]} strokeWidth={1.5} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="liabilities" name={NET_WORTH_LIABILITIES} stroke={SERIES_COLORS[4]} strokeWidth={1.5} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="net_worth" name={NET_WORTH_NET} stroke={OVERLAY_LINE_COLOR} strokeWidth={2.5} dot={points.length <= 31} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
