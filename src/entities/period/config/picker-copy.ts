import type { PeriodComparison, PeriodKind } from '@/shared/lib';

/** The period picker's words (the spec shows no layout for it). */
export const PERIOD_PICKER_LABEL = 'Period';
export const PERIOD_KIND_LABEL = 'Show by';
export const COMPARED_WITH_LABEL = 'Compared with';
export const CUSTOM_RANGE_LABEL = 'Custom range';
export const RANGE_START_LABEL = 'From';
export const RANGE_END_LABEL = 'To';

export const PERIOD_KIND_OPTIONS: readonly { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'custom', label: 'Custom range' },
];

export const COMPARISON_OPTIONS: readonly { value: PeriodComparison; label: string }[] = [
  { value: 'previous', label: 'Previous period' },
  { value: 'lastYear', label: 'Same period last year' },
];

/** What the previous and next buttons step by, in their accessible names ("Previous quarter"). */
const STEP_NOUNS: Record<PeriodKind, string> = { month: 'month', quarter: 'quarter', year: 'year', custom: 'range' };
export const previousPeriodLabel = (kind: PeriodKind): string => `Previous ${STEP_NOUNS[kind]}`;
export const nextPeriodLabel = (kind: PeriodKind): string => `Next ${STEP_NOUNS[kind]}`;

/** The budget pages' month switcher. */
export const BUDGET_MONTH_LABEL = 'Budget month';
export const PREVIOUS_MONTH = 'Previous month';
export const NEXT_MONTH = 'Next month';
