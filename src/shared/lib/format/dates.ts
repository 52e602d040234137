/** Calendar dates and moments in the reader's locale; tests pass `locale`, `timeZone` and `now`. */
export interface DateFormatOptions {
  locale?: string | string[];
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "Dec 15, 2026" for the calendar date `2026-12-15`. A plain date has no time zone: it is shown as
 * written, never shifted by the reader's offset. Anything else is returned unchanged.
 */
export function formatPlainDate(isoDate: string, { locale }: DateFormatOptions = {}): string {
  const match = PLAIN_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(utc.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}

/** Whole days from `today` to the calendar date `isoDate` (negative when it has passed). */
export function daysUntil(isoDate: string, today: string): number | null {
  const to = PLAIN_DATE.exec(isoDate);
  const from = PLAIN_DATE.exec(today);
  if (!to || !from) return null;
  const day = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
  return day(to) - day(from);
}

/** Today's calendar date where the reader is, `YYYY-MM-DD`. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago" for a past moment (English "just now" under a minute). */
export function formatTimeAgo(isoDateTime: string, { locale, now = new Date() }: DateFormatOptions & { now?: Date } = {}): string {
  const then = new Date(isoDateTime).getTime();
  if (Number.isNaN(then)) return isoDateTime;
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** "Nov 22, 2026, 6:40 AM": a moment in full (notifications' dates, sync times' tooltips). */
export function formatMoment(isoDateTime: string, { locale }: DateFormatOptions = {}): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
