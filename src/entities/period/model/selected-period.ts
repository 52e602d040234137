import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Comparison } from '@/shared/api';
import { formatPeriod, parsePeriod, periodContaining, periodDateRange, todayPlainDate, type DateRange, type Period, type PeriodComparison } from '@/shared/lib';

const thisMonth = (): Period => periodContaining('month', todayPlainDate());

// Held as a value, so the text and the dates read from it are always those of a valid period.
const chosenPeriod = signal<Period>(thisMonth());

/** The period the money pages show (dashboard, transactions, merchant insights); this month at first. */
export const selectedPeriod: ReadonlySignal<Period> = computed(() => chosenPeriod.value);

/** The spec's `selectPeriod`: "Q1 2024", "January 2024", "2024", or a custom "2024-01-05/2024-02-10". */
export const selectPeriod: ReadonlySignal<string> = computed(() => formatPeriod(chosenPeriod.value));

/** The selected period's first and last day, `YYYY-MM-DD`. */
export const selectedRange: ReadonlySignal<DateRange> = computed(() => periodDateRange(chosenPeriod.value));

/** What the selected period's figures are compared with: the previous period or the same period last year. */
export const comparedWith = signal<PeriodComparison>('previous');

const COMPARISONS: Record<PeriodComparison, Comparison> = { previous: 'previous_period', lastYear: 'same_period_last_year' };

/**
 * What the money reads are asked to compare with (their `compare`): the server applies the one
 * like-with-like rule and names the days it compared, so the pages never work them out.
 */
export const comparison: ReadonlySignal<Comparison> = computed(() => COMPARISONS[comparedWith.value]);

/**
 * Selects a period, as text or as a value. Empty, whitespace-only and invalid text is ignored
 * (spec section 5): the selection stays and `false` says so.
 */
export function choosePeriod(period: Period | string): boolean {
  const chosen = typeof period === 'string' ? parsePeriod(period) : period;
  if (!chosen) return false;
  if (formatPeriod(chosen) !== selectPeriod.value) chosenPeriod.value = chosen;
  return true;
}

/** Back to this month, compared with the previous one (tests and stories). */
export function resetSelectedPeriod(): void {
  chosenPeriod.value = thisMonth();
  comparedWith.value = 'previous';
}
