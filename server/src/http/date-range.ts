import { addYears, type DateRange } from '../lib/calendar.ts';
import { badRequest } from './errors.ts';

/** `RangeEndDate` in openapi.yaml: a range spans at most this many years. */
export const MAX_RANGE_YEARS = 10;

/** The contract's `start_date`/`end_date` pair, after its own validation (each a real date). */
interface DateParams {
  start_date?: string;
  end_date?: string;
}

function ordered(start: string, end: string): DateRange {
  if (start > end) throw badRequest('start_date: must not be after end_date.');
  return { start, end };
}

/** `RangeStartDate` and `RangeEndDate`: both required, in order, at most ten years apart. */
export function requiredRange({ start_date, end_date }: Required<DateParams>): DateRange {
  const range = ordered(start_date, end_date);
  if (range.end > addYears(range.start, MAX_RANGE_YEARS)) throw badRequest(`end_date: must be at most ${MAX_RANGE_YEARS} years after start_date.`);
  return range;
}

/** `OptionalStartDate` and `OptionalEndDate`: both or neither, in order; null for neither. */
export function optionalRange({ start_date, end_date }: DateParams): DateRange | null {
  if (start_date === undefined && end_date === undefined) return null;
  if (start_date === undefined) throw badRequest('start_date: required with end_date.');
  if (end_date === undefined) throw badRequest('end_date: required with start_date.');
  return ordered(start_date, end_date);
}
