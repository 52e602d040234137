/**
 * Calendar arithmetic on UTC day numbers (days since 1970-01-01). The emulated banks post by UTC
 * date: a transaction "on day d" has Plaid `date` isoDate(d).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (date: Date | number): number => Math.floor((typeof date === 'number' ? date : date.getTime()) / DAY_MS);

export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function dayFromIso(iso: string): number {
  const time = Date.parse(`${iso}T00:00:00.000Z`);
  if (Number.isNaN(time)) throw new Error(`not a date: ${iso}`);
  return dayOf(time);
}

export interface Ymd {
  year: number;
  /** 0-11 */
  month: number;
  /** 1-31 */
  dom: number;
  /** 0 = Sunday */
  weekday: number;
}

// Civil-calendar conversions by arithmetic (H. Hinnant's days_from_civil / civil_from_days): no Date
// objects, as the history generator converts hundreds of thousands of days.

/** Day number of a proleptic Gregorian date (month 0-11, in range). */
function daysFromCivil(year: number, month: number, dom: number): number {
  const y = month < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const m = month + 1;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + dom - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function ymd(day: number): Ymd {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1_460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dom = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 2 : mp - 10;
  const year = yoe + era * 400 + (month < 2 ? 1 : 0);
  return { year, month, dom, weekday: (((day + 4) % 7) + 7) % 7 };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const daysInMonth = (year: number, month: number): number => (month === 1 && isLeap(year) ? 29 : MONTH_DAYS[month]!);

/** Day `dom` of a month (months may overflow: -1 is December of the year before), clamped to its last day. */
export function dayInMonth(year: number, month: number, dom: number): number {
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return daysFromCivil(y, m, Math.min(dom, daysInMonth(y, m)));
}

/** Months since year 0: orders months and steps between them. */
export const monthIndex = (year: number, month: number): number => year * 12 + month;

/** The same calendar day `months` earlier or later (clamped to the month's end). */
export function addMonths(day: number, months: number): number {
  const { year, month, dom } = ymd(day);
  return dayInMonth(year, month + months, dom);
}

/** A weekday on or before the day (Saturday and Sunday move back to Friday). */
export function businessDayOnOrBefore(day: number): number {
  const weekday = ymd(day).weekday;
  return weekday === 6 ? day - 1 : weekday === 0 ? day - 2 : day;
}
