import { MONTH_NAMES } from '@/shared/lib';

/** A chart over more days than this marks months on its date axis; a shorter one marks days. */
const MONTH_TICKS_FROM_DAYS = 62;

const monthOf = (date: string) => Number(date.slice(5, 7));
const shortMonth = (date: string) => MONTH_NAMES[monthOf(date) - 1]!.slice(0, 3);

/**
 * The date axis of a chart with a point per day, as people read a calendar: "Jan", "Feb" … at the
 * first of each month over a quarter or a year, "Nov 5" over a month or a short range (never the
 * day's number in the period).
 */
export function dateTicks(dates: readonly string[]): { ticks: string[] | undefined; format: (date: string) => string } {
  if (dates.length > MONTH_TICKS_FROM_DAYS) return { ticks: dates.filter((date) => date.endsWith('-01')), format: shortMonth };
  return { ticks: undefined, format: (date) => `${shortMonth(date)} ${Number(date.slice(8, 10))}` };
}
