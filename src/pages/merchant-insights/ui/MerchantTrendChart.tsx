import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { token } from 'styled-system/tokens';
import type { MonthlyAmount } from '@/shared/api';
import { formatMoney } from '@/shared/lib';

export interface MerchantTrendChartProps {
  months: MonthlyAmount[];
  label: string;
}

const monthShort = (month: string) => new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const compact = (amount: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(amount);

/** Spending at a merchant per month (recharts: loaded lazily). */
export function MerchantTrendChart({ months, label }: MerchantTrendChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={token('colors.slate.200')} vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthShort} tick={{ fill: token('colors.slate.600'), fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis tickFormatter={compact} tick={{ fill: token('colors.slate.600'), fontSize: 12 }} tickLine={false} axisLine={false} width={52} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Bar dataKey="amount" name="Spent" fill={token('colors.evergreen.600')} radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
