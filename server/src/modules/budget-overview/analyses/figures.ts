import type { components } from '@contract/schema';
import { addDays, type DateRange } from '../../../lib/calendar.ts';
import { transactionsLink } from '../../../lib/app-links.ts';
import { periodOf } from '../../assistant/index.ts';
import { monthRange, addMonthsTo } from '../../budgets/index.ts';
import { dollars } from '../../money/index.ts';

/**
 * What the three analyses build their visualizations and facts from: metric cards, charts, links
 * to the rows behind a figure, and month arithmetic. Money in visualizations is dollars (exact
 * cents / 100), percentages one decimal; in facts it is text (`money-text.ts`).
 */

export type Metric = components['schemas']['Metric'];
export type Chart = components['schemas']['Chart'];
type Unit = components['schemas']['FigureUnit'];

export interface MetricInput {
  id: string;
  label: string;
  unit: Unit;
  /** Cents for `currency`, else the figure itself; null when there is none. */
  value: number | null;
  change?: number | null;
  /** Which way of the change is good for the user. */
  betterWhen?: 'up' | 'down' | null;
  link?: string | null;
}

const inUnit = (unit: Unit, value: number | null) => (value === null ? null : unit === 'currency' ? dollars(value) : value);

export function metric({ id, label, unit, value, change = null, betterWhen = null, link = null }: MetricInput): Metric {
  return { id, label, unit, value: inUnit(unit, value), change: inUnit(unit, change), better_when: betterWhen, link };
}

export interface SeriesInput {
  label: string;
  /** Cents for a `currency` chart, else the figures; null where there is none. */
  values: (number | null)[];
  /** Drawn as this instead of the chart's type (a net line over income and spending bars). */
  type?: 'bar' | 'line' | 'area';
}

export function chart(id: string, type: Chart['type'], title: string, unit: Unit, labels: string[], series: SeriesInput[]): Chart {
  return { id, type, title, unit, labels, datasets: series.map((s) => ({ label: s.label, ...(s.type ? { type: s.type } : {}), values: s.values.map((v) => inUnit(unit, v)) })) };
}

/** The transactions page at exactly the posted spending (and refunds) of the range, in one category when given. */
export const spentLink = (range: DateRange, category?: string) => transactionsLink({ ...periodOf(range), category, counted_as: 'spending', pending: 'false' });

/** The transactions page at exactly the posted income of the range. */
export const incomeLink = (range: DateRange) => transactionsLink({ ...periodOf(range), counted_as: 'income', pending: 'false' });

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The `count` months ending with `last` (`YYYY-MM`), oldest first. */
export const monthsEndingWith = (last: string, count: number): string[] => Array.from({ length: count }, (_, i) => addMonthsTo(last, i - count + 1));

/** From the first day of the first month to the last day of the last. */
export const monthsRange = (months: readonly string[]): DateRange => ({ start: monthRange(months[0]!).start, end: monthRange(months.at(-1)!).end });

/** The last day of the month before `month`'s. */
export const dayBefore = (month: string) => addDays(`${month}-01`, -1);

/** Sums a list's figures. */
export const sumOf = <T>(list: readonly T[], figure: (item: T) => number): number => list.reduce((total, item) => total + figure(item), 0);
