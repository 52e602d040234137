import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaceDay } from '@/entities/dashboard';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { THIS_PERIOD } from '../config/copy';
import { AXIS_TEXT_COLOR, COMPARED_COLOR, GRID_COLOR, THIS_PERIOD_COLOR } from '@/shared/ui';

export interface SpendingPaceChartProps {
  days: PaceDay[];
  comparedLabel: string;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
}

/** Cumulative spending through the period against the compared period's pace (recharts: loaded lazily). */
export function SpendingPaceChart({ days, comparedLabel, label }: SpendingPaceChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="day" tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            labelFormatter={(_, payload) => {
              const day = payload?.[0]?.payload as PaceDay | undefined;
              return day ? formatPlainDate(day.date) : '';
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="comparedSpent" name={comparedLabel} stroke={COMPARED_COLOR} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="spent" name={THIS_PERIOD} stroke={THIS_PERIOD_COLOR} strokeWidth={2.5} dot={false} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
