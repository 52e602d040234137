import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from 'styled-system/css';
import type { PaceDay } from '@/entities/dashboard';
import { formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';
import { THIS_PERIOD } from '../config/copy';
import { dateTicks } from '../lib/date-ticks';
import { AXIS_TEXT_COLOR, COMPARED_COLOR, GRID_COLOR, THIS_PERIOD_COLOR } from '@/shared/ui';

export interface SpendingPaceChartProps {
  days: PaceDay[];
  /** The compared period's name, for its line; null draws none. */
  comparedLabel: string | null;
  /** Names the chart for assistive technology, with what it shows. */
  label: string;
}

/**
 * Cumulative spending through the period against the compared period's pace (recharts: loaded
 * lazily), over the period's dates. It fills the height its panel is given (at least 260 px), so a
 * taller neighbour in the row leaves no empty space under it.
 */
export function SpendingPaceChart({ days, comparedLabel, label }: SpendingPaceChartProps) {
  const axis = dateTicks(days.map((day) => day.date));
  return (
    <div role="img" aria-label={label} className={css({ h: 'full', minH: '260px', display: 'flex', flexDirection: 'column' })}>
      <ResponsiveContainer width="100%" height="100%" minHeight={260} className={css({ flex: '1' })}>
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis dataKey="date" ticks={axis.ticks} tickFormatter={axis.format} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={16} interval={axis.ticks ? 0 : 'preserveEnd'} />
          <YAxis tickFormatter={(amount: number) => formatCompactMoney(amount)} tick={{ fill: AXIS_TEXT_COLOR, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
          <Tooltip
            formatter={(value, name, item) => {
              const day = item.payload as PaceDay;
              const money = formatMoney(Number(value));
              return name === comparedLabel && day.comparedDate ? `${money} (to ${formatPlainDate(day.comparedDate)})` : money;
            }}
            labelFormatter={(_, payload) => {
              const day = payload?.[0]?.payload as PaceDay | undefined;
              return day ? formatPlainDate(day.date) : '';
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {comparedLabel && <Line type="monotone" dataKey="comparedSpent" name={comparedLabel} stroke={COMPARED_COLOR} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />}
          <Line type="monotone" dataKey="spent" name={THIS_PERIOD} stroke={THIS_PERIOD_COLOR} strokeWidth={2.5} dot={false} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
