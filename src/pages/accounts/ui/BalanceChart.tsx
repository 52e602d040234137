import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import type { AccountBalancePoint } from '@/shared/api';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { AXIS_TEXT_COLOR, GRID_COLOR, THIS_PERIOD_COLOR } from '@/shared/ui';
import { dateAxisFormat } from '../lib/date-axis';

export interface BalanceChartProps {
  points: readonly AccountBalancePoint[];
  /** The line's name in the tooltip ("Balance", "Owed"). */
  name: string;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
}

/** One account's balance over the points' dates (recharts: loaded lazily). */
export function BalanceChart({ points, name, label }: BalanceChartProps) {
  return (
    <div role="img" aria-label={label} className={css({ h: '260px' })}>
      <ResponsiveContainer width="100%" height="100%" minHeight={240}>
        <LineChart data={points as AccountBalancePoint[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="date" tickFormatter={dateAxisFormat(points.map((point) => point.date))} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(date) => formatPlainDate(String(date))} />
          <Line type="stepAfter" dataKey="balance" name={name} stroke={THIS_PERIOD_COLOR} strokeWidth={2.5} dot={false} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
