/** A notification's `created_date` in the reader's locale, e.g. "Nov 22, 2026, 6:40 AM" or "22 Nov 2026, 06:40". */
export function formatCreatedDate(isoDate: string, locale?: Intl.LocalesArgument): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
