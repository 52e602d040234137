import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { LOCAL_STORAGE_KEYS } from '@/shared/config';
import { formatMonth, parseBudgetMonth, periodDateRange, todayPlainDate, type DateRange } from '@/shared/lib';
import type { Temporal } from 'temporal-polyfill';

const thisMonth = (): Temporal.PlainYearMonth => todayPlainDate().toPlainYearMonth();

/** The month stored by an earlier visit, if it is still a valid month-year. */
function readStoredBudgetMonth(): Temporal.PlainYearMonth | undefined {
  try {
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.selectedBudgetMonth);
    return stored === null ? undefined : parseBudgetMonth(stored);
  } catch {
    return undefined;
  }
}

const chosenBudgetMonth = signal<Temporal.PlainYearMonth>(readStoredBudgetMonth() ?? thisMonth());

/** The spec's `budgetSelectMonth` ("MMMM YYYY"): the month the budget pages show, remembered across visits. */
export const budgetSelectMonth: ReadonlySignal<string> = computed(() => formatMonth(chosenBudgetMonth.value));

/** The budget month's first and last day, `YYYY-MM-DD`. */
export const budgetRange: ReadonlySignal<DateRange> = computed(() => periodDateRange({ kind: 'month', month: chosenBudgetMonth.value }));

/**
 * Selects the budget month ("MMMM YYYY") and remembers it in local storage. Anything that is not a
 * valid month-year is rejected (spec section 5): the month stays and `false` says so.
 */
export function chooseBudgetMonth(text: string): boolean {
  const month = parseBudgetMonth(text);
  if (!month) return false;
  chosenBudgetMonth.value = month;
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.selectedBudgetMonth, formatMonth(month));
  } catch {
    // Storage can be unavailable (private mode, quota); the signal still holds the month.
  }
  return true;
}

/** The month `by` months from a "MMMM YYYY" month (the budget pages' previous / next), or `undefined` for anything else. */
export function shiftBudgetMonth(text: string, by: number): string | undefined {
  const month = parseBudgetMonth(text);
  return month && formatMonth(month.add({ months: by }));
}

/** Moves the budget month `by` months (the month switcher's previous / next), remembered like any choice. */
export function stepBudgetMonth(by: number): void {
  const next = shiftBudgetMonth(budgetSelectMonth.value, by);
  if (next) chooseBudgetMonth(next);
}

/** The budget month as the API names it, `YYYY-MM`. */
export const budgetMonth: ReadonlySignal<string> = computed(() => budgetRange.value.start.slice(0, 7));

/** On logout (spec section 4): the stored budget month is removed and the selection is this month again. */
export function forgetBudgetMonth(): void {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.selectedBudgetMonth);
  } catch {
    // Storage unavailable: nothing stored to forget.
  }
  chosenBudgetMonth.value = thisMonth();
}

/** The budget month as a fresh page load would read it (tests and stories). */
export function reloadBudgetMonth(): void {
  chosenBudgetMonth.value = readStoredBudgetMonth() ?? thisMonth();
}
