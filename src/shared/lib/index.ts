export { isPartialMatch } from './is-partial-match';
export { documentTitle } from './document-title';
export { formatMoney, toCents, type MoneyFormatOptions } from './money';
export { formatPlainDate, formatTimeAgo, formatMoment, daysUntil, todayIsoDate, type DateFormatOptions } from './dates';
export { debounce, type Debounced } from './debounce';
export { usePolling, type PollingOptions } from './use-polling';
