/** Days a series spans before its axis names months ("Nov 2025") rather than days ("Nov 5"). */
const MONTHS_FROM_DAYS = 120;

/** The date axis of a balance series (oldest first): "Nov 5" over a month or a quarter, "Nov 2025" beyond. */
export function dateAxisFormat(dates: readonly string[]): (date: string) => string {
  const spanDays = dates.length < 2 ? 0 : (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
  const format = new Intl.DateTimeFormat(undefined, spanDays > MONTHS_FROM_DAYS ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
