/**
 * Dates as the reader's locale writes them (amounts: `formatMoney` in shared/lib). `locale` and `timeZone` default to the
 * browser's; tests pass them explicitly.
 */
export interface FormatOptions {
  locale?: string | string[];
  timeZone?: string;
}

/** "March 3, 2026" (en-US), "3 March 2026" (en-GB)… for an ISO date-time. */
export function formatLongDate(isoDateTime: string, { locale, timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(isoDateTime));
}
