import { Temporal } from 'temporal-polyfill';
import type { BudgetCarry, Month } from '@/shared/api';
import { formatMonth, formatMoney } from '@/shared/lib';

/** "2026-10" → "October 2026". */
export const monthName = (month: Month): string => formatMonth(Temporal.PlainYearMonth.from(month));

/** A carried amount with its sign: "+$40.00", "−$20.00". */
export const signedMoney = (amount: number): string => `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount))}`;

/** Where a carried amount came from: "from October 2026: $200.00 available, $160.00 spent". */
export const carrySource = (carry: BudgetCarry): string => `from ${monthName(carry.from_month)}: ${formatMoney(carry.available)} available, ${formatMoney(carry.spent)} spent`;
