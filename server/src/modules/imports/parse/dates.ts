import type { DateFormat } from './types.ts';

/** A date with its year known and its two other numbers in the order written. */
type WrittenDate = { kind: 'year-first'; year: number; month: number; day: number } | { kind: 'year-last'; first: number; second: number; year: number };

/**
 * Two-digit years: Quicken writes `'24` (and `' 4` for 2004) for 2000 onwards; otherwise years before 50 are taken as
 * 20xx, the rest as 19xx (no bank file reaches back to 1950 or forward to 2050).
 */
const fullYear = (digits: string, apostrophe: boolean) => {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return apostrophe || year < 50 ? 2000 + year : 1900 + year;
};

function readWrittenDate(text: string): WrittenDate | null {
  // QIF pads with spaces (`1/ 5'24`); a time may follow the date.
  const t = text.trim().replace(/([/.'-])\s+/g, '$1');
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(t);
  if (yearFirst) return { kind: 'year-first', year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  const yearLast = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2})|'(\d{4}|\d{1,2}))(?:\s.*)?$/.exec(t);
  if (!yearLast) return null;
  const apostrophe = yearLast[4] !== undefined;
  return { kind: 'year-last', first: Number(yearLast[1]), second: Number(yearLast[2]), year: fullYear(yearLast[3] ?? yearLast[4]!, apostrophe) };
}

/** YYYY-MM-DD, or null when there is no such day. */
export const isoDate = (year: number, month: number, day: number) => {
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The date as YYYY-MM-DD, reading day and month in `format`'s order; null when it is not a date. */
export function toIsoDate(text: string, format: DateFormat): string | null {
  const written = readWrittenDate(text);
  if (!written) return null;
  if (written.kind === 'year-first') return isoDate(written.year, written.month, written.day);
  if (format === 'DD/MM/YYYY') return isoDate(written.year, written.second, written.first);
  return isoDate(written.year, written.first, written.second);
}

export const isDateText = (text: string) => readWrittenDate(text) !== null;

/**
 * The order of a file's dates, decided over all of them: a date whose first number is over 12
 * must be day first, one whose second is, month first. When no date tells (`ambiguous`) or dates
 * disagree (`conflicting`), they are read month first, as US banks write them.
 */
export function detectDateFormat(dates: Iterable<string>): { format: DateFormat; status: 'decided' | 'ambiguous' | 'conflicting' } {
  let dayFirst = false;
  let monthFirst = false;
  let yearLast = false;
  for (const text of dates) {
    const written = readWrittenDate(text);
    if (written?.kind !== 'year-last') continue;
    yearLast = true;
    if (written.first > 12) dayFirst = true;
    if (written.second > 12) monthFirst = true;
  }
  if (!yearLast) return { format: 'YYYY-MM-DD', status: 'decided' };
  if (dayFirst && !monthFirst) return { format: 'DD/MM/YYYY', status: 'decided' };
  return { format: 'MM/DD/YYYY', status: dayFirst ? 'conflicting' : monthFirst ? 'decided' : 'ambiguous' };
}
