import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import type { ForecastPoint } from '@/shared/api';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { AXIS_TEXT_COLOR, COMPARED_COLOR, GRID_COLOR, THIS_PERIOD_COLOR } from '@/shared/ui';
import { COLUMN_BALANCE, THRESHOLD_LINE } from '../config/forecast-copy';
import { shortDay } from '../lib/short-day';

export interface ForecastChartProps {
  points: readonly ForecastPoint[];
  threshold: number | null;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
}


/** The projected balance day by day, with the user's threshold as a line (recharts: loaded lazily). */
export function ForecastChart({ points, threshold, label }: ForecastChartProps) {
  return (
    <div role="img" aria-label={label} className={css({ h: '280px' })}>
      <ResponsiveContainer width="100%" height="100%" minHeight={240}>
        <LineChart data={points as ForecastPoint[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(date) => formatPlainDate(String(date))} />
          {threshold !== null && <ReferenceLine y={threshold} stroke={COMPARED_COLOR} strokeDasharray="4 4" label={{ value: THRESHOLD_LINE, fill: AXIS_TEXT_COLOR, fontSize: 12, position: 'insideTopLeft' }} />}
          <Line type="stepAfter" dataKey="balance" name={COLUMN_BALANCE} stroke={THIS_PERIOD_COLOR} strokeWidth={2.5} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
