import { addDays, daysIn } from '../../lib/calendar.ts';
import { addMonthsTo } from '../budgets/index.ts';

/** A payment or income counted on its dates, in cents: positive in, negative out. */
export interface Scheduled {
  cents: number;
  dates: readonly string[];
}

export interface Projection {
  /** Today's cash, in cents. */
  startingCents: number;
  today: string;
  days: number;
  scheduled: readonly Scheduled[];
  /** Everyday spending a day, in cents, by month (`YYYY-MM`); a month not in it spends nothing. */
  everydayPerDay: ReadonlyMap<string, number>;
}

export interface ProjectedDay {
  date: string;
  balanceCents: number;
  incomeCents: number;
  paymentsCents: number;
  everydayCents: number;
}

/**
 * The cash balance at the end of each of the `days` days after today (README, "Cash-flow
 * forecast"): today's, plus what comes in on each day, less what is paid and the day's everyday
 * spending. Integer cents throughout, so the figures add up exactly.
 */
export function projectCash({ startingCents, today, days, scheduled, everydayPerDay }: Projection): ProjectedDay[] {
  const income = new Map<string, number>();
  const payments = new Map<string, number>();
  for (const { cents, dates } of scheduled) {
    const into = cents >= 0 ? income : payments;
    for (const date of dates) into.set(date, (into.get(date) ?? 0) + Math.abs(cents));
  }
  let balance = startingCents;
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i + 1);
    const day = { incomeCents: income.get(date) ?? 0, paymentsCents: payments.get(date) ?? 0, everydayCents: everydayPerDay.get(date.slice(0, 7)) ?? 0 };
    balance += day.incomeCents - day.paymentsCents - day.everydayCents;
    return { date, balanceCents: balance, ...day };
  });
}

/** The lowest balance and its first day; today's when no day is lower. */
export function lowPoint(today: string, startingCents: number, points: readonly ProjectedDay[]): { date: string; cents: number } {
  let low = { date: today, cents: startingCents };
  for (const p of points) if (p.balanceCents < low.cents) low = { date: p.date, cents: p.balanceCents };
  return low;
}

/** The months (`YYYY-MM`) the days after today up to `days` touch, each with its days in the window. */
export function windowMonths(today: string, days: number): { month: string; start: string; end: string; days: number }[] {
  const first = addDays(today, 1);
  const last = addDays(today, days);
  const months: { month: string; start: string; end: string; days: number }[] = [];
  for (let day = first; day <= last; ) {
    const month = day.slice(0, 7);
    const monthEnd = addDays(`${addMonthsTo(month, 1)}-01`, -1);
    const end = monthEnd < last ? monthEnd : last;
    months.push({ month, start: day, end, days: daysIn({ start: day, end }) });
    day = addDays(end, 1);
  }
  return months;
}
