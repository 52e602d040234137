import { MONTH_NAMES } from '../../lib/calendar.ts';

/**
 * The years, quarters and months that contain the given months (`YYYY-MM`): years first, then
 * quarters, then months, each newest first.
 */
export function periodsOfMonths(months: readonly string[]): string[] {
  const parsed = [...new Set(months)].map((m) => ({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) })).sort((a, b) => b.year - a.year || b.month - a.month);
  const years = [...new Set(parsed.map((m) => String(m.year)))];
  const quarters = [...new Set(parsed.map((m) => `Q${Math.ceil(m.month / 3)} ${m.year}`))];
  const monthNames = parsed.map((m) => `${MONTH_NAMES[m.month - 1]} ${m.year}`);
  return [...years, ...quarters, ...monthNames];
}
