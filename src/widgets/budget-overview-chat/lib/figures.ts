import type { FigureUnit } from '@/shared/api';
import { categoryLabel, formatCompactMoney, formatMoney, formatPlainDate } from '@/shared/lib';

const MONTH = /^(\d{4})-(\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CATEGORY_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

const monthDate = (match: RegExpExecArray) => new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
const utcFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });

/** What a chart's labels are, for the heading of their column. */
export function labelKind(label: string | undefined): 'month' | 'day' | 'category' | 'name' {
  if (label === undefined) return 'name';
  if (MONTH.test(label)) return 'month';
  if (DATE.test(label)) return 'day';
  return CATEGORY_CODE.test(label) ? 'category' : 'name';
}

/** A chart's label as people read it: `2026-10` → "October 2026", a date → "Nov 27, 2026", `FOOD_AND_DRINK` → "Food and drink". */
export function labelText(label: string): string {
  const month = MONTH.exec(label);
  if (month) return utcFormat({ month: 'long', year: 'numeric' }).format(monthDate(month));
  if (DATE.test(label)) return formatPlainDate(label);
  return CATEGORY_CODE.test(label) ? categoryLabel(label) : label;
}

/** The same, short enough for an axis tick: "Oct", "Nov 27". */
export function shortLabelText(label: string): string {
  const month = MONTH.exec(label);
  if (month) return utcFormat({ month: 'short' }).format(monthDate(month));
  if (DATE.test(label)) return utcFormat({ month: 'short', day: 'numeric' }).format(new Date(`${label}T00:00:00Z`));
  return labelText(label);
}

const percent = (value: number, fractionDigits = 1) => `${value.toFixed(fractionDigits)}%`;

/** A figure in its unit: "$8,962.69", "34.4%", "2". */
export function formatFigure(value: number, unit: FigureUnit): string {
  if (unit === 'currency') return formatMoney(value);
  if (unit === 'percent') return percent(value);
  return new Intl.NumberFormat().format(value);
}

/** A figure short enough for an axis: "$8.9K", "34%". */
export function formatAxisFigure(value: number, unit: FigureUnit): string {
  if (unit === 'currency') return formatCompactMoney(value);
  if (unit === 'percent') return percent(value, 0);
  return new Intl.NumberFormat(undefined, { notation: 'compact' }).format(value);
}

export interface FigureChange {
  direction: 'up' | 'down' | 'none';
  /** "+$1,461.84", "−1.5 pts", "+1". */
  text: string;
  /** "up $1,461.84": the direction in words, for a screen reader. */
  spoken: string;
}

/** A change in the figure's unit (a percentage moves in points), with its direction. */
export function describeFigureChange(change: number, unit: FigureUnit): FigureChange {
  if (change === 0) return { direction: 'none', text: '', spoken: '' };
  const size = unit === 'percent' ? `${Math.abs(change).toFixed(1)} pts` : formatFigure(Math.abs(change), unit);
  const up = change > 0;
  return { direction: up ? 'up' : 'down', text: `${up ? '+' : '−'}${size}`, spoken: `${up ? 'up' : 'down'} ${size}` };
}
