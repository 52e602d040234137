export { DASHBOARD_PATHS, useLineChart, useSpendStats, useTagSpending, useTimeSeries, useTopTransactions, useUpcomingBills } from './api/dashboard-queries';
export { UPCOMING_BILLS_DAYS, STACKED_CATEGORIES_MAX } from './config/dashboard';
export { changeBetween, pointsBetween, type Change } from './lib/change';
export { hasSpending, paceToDate, spendingPace, type PaceDay } from './lib/spending-pace';
export { hasCategorySpending, OTHER_KEY, stackCategories, UNCATEGORISED_KEY, type StackedBucket, type StackedCategories, type StackKey } from './lib/stacked-categories';
export { bucketRange, timeSeriesInterval } from './lib/time-series-interval';
