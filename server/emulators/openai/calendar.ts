/**
 * Calendar arithmetic on UTC day numbers (days since 1970-01-01): the stand-in reasons about
 * dates only, never times, so no time zone can shift a day.
 */

const DAY_MS = 86_400_000;

export interface CivilDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  dom: number;
}

/** Day number of a date; months and days may overflow (month 0 is December of the year before, day 0 the last of the month before). */
export const dayOf = (year: number, month: number, dom: number): number => Date.UTC(year, month - 1, dom) / DAY_MS;

export function civilOf(day: number): CivilDate {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, dom: date.getUTCDate() };
}

export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function dayFromIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || !isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const lastDomOf = (year: number, month: number): number => civilOf(dayOf(year, month + 1, 0)).dom;

export const isValidDate = (year: number, month: number, dom: number): boolean => month >= 1 && month <= 12 && dom >= 1 && dom <= lastDomOf(year, month);

/** Monday of the week holding `day` (weeks start on Monday; 1970-01-01 was a Thursday). */
export const mondayOf = (day: number): number => day - ((((day + 3) % 7) + 7) % 7);

export const firstOfMonth = (day: number): number => {
  const { year, month } = civilOf(day);
  return dayOf(year, month, 1);
};

/** 1-4 */
export const quarterOfMonth = (month: number): number => Math.ceil(month / 3);
