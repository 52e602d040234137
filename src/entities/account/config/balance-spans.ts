/** The spans a chart of balances offers: short on screen, long to a screen reader. */
export const BALANCE_SPANS = [
  { value: '1m', short: '1M', long: 'Last month' },
  { value: '3m', short: '3M', long: 'Last 3 months' },
  { value: '1y', short: '1Y', long: 'Last year' },
  { value: 'all', short: 'All', long: 'All time' },
] as const;
