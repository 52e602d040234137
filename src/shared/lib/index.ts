export { isPartialMatch } from './is-partial-match';
export { categoryLabel, categoryNames, lineLabel, transactionCategoryLabel } from './format/category-label';
export { attachmentFileName, saveDownload } from './save-download';
export { documentTitle } from './document-title';
export { formatMoney, formatCompactMoney, toCents, type MoneyFormatOptions } from './format/money';
export { formatPlainDate, formatTimeAgo, formatMoment, daysUntil, todayIsoDate, type DateFormatOptions } from './format/dates';
export { debounce, type Debounced } from './debounce';
export { usePolling, type PollingOptions } from './use-polling';
export { useFocusAfterDraw } from './use-focus-after-draw';
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
  periodOfRange,
  budgetMonthRange,
  previousPeriod,
  nextPeriod,
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
export { safeMarkdownUrl, isInAppHref } from './safe-url';
