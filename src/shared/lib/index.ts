export { isPartialMatch } from './is-partial-match';
export { categoryLabel } from './category-label';
export { documentTitle } from './document-title';
export { formatMoney, toCents, type MoneyFormatOptions } from './money';
export { formatPlainDate, formatTimeAgo, formatMoment, daysUntil, todayIsoDate, type DateFormatOptions } from './dates';
export { debounce, type Debounced } from './debounce';
export { usePolling, type PollingOptions } from './use-polling';
export {
  MONTH_NAMES,
  parsePeriod,
  parseBudgetMonth,
  parsePlainDate,
  formatPeriod,
  formatMonth,
  formatQuarter,
  formatYear,
  formatCustomRange,
  periodLabel,
  periodBounds,
  periodDateRange,
  periodRange,
  budgetMonthRange,
  previousPeriod,
  nextPeriod,
  samePeriodLastYear,
  comparedPeriod,
  quarterOf,
  periodContaining,
  switchPeriodKind,
  todayPlainDate,
  type Period,
  type PeriodKind,
  type PeriodComparison,
  type Quarter,
  type DateRange,
} from './period';
