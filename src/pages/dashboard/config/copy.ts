/** The dashboard's own words. */

export const PAGE_TITLE = 'Dashboard';
export const PAGE_DESCRIPTION = 'Where your money went in the period you choose, how it compares, and what is due next.';

export const EMPTY_PERIOD_TITLE = 'Nothing in this period';
export const EMPTY_PERIOD_TEXT = 'No posted transactions fall in it. Choose another period above.';
export const VIEW_TRANSACTIONS = 'View transactions';

export const STATS_TITLE = 'This period at a glance';
export const LOADING_STATS = 'Loading your totals…';
export const SPENT = 'Spent';
export const INCOME = 'Income';
export const NET = 'Net';
export const SAVINGS_RATE = 'Savings rate';
export const DAILY_AVERAGE = 'Daily average';
export const SPENT_NOTE = 'Purchases and bills, less refunds; transfers and card payments are not spending.';
export const NO_INCOME = 'No income';
export const viewTransactionsOf = (figure: string) => ` (${figure.toLowerCase()})`;
export const moreThan = (percent: string, compared: string) => `${percent} more than ${compared}`;
export const lessThan = (percent: string, compared: string) => `${percent} less than ${compared}`;
export const sameAs = (compared: string) => `Same as ${compared}`;
export const nothingIn = (compared: string) => `None in ${compared}`;
export const pointsVersus = (points: string, compared: string) => `${points} pts vs ${compared}`;
export const NOT_BEGUN = 'This period has not begun.';
/** What the figures cover and what they are set against (README, "Periods compared"). */
export const coveredAgainst = (covered: string, compared: string, soFar: boolean) => `${covered}${soFar ? ' so far' : ''}, against ${compared}.`;
/** How the daily average is made: spent over the days that have passed (all of a past period's). */
export const dailyOver = (days: number) => `Spent ÷ ${days} ${days === 1 ? 'day' : 'days'}`;

export const PACE_TITLE = 'Spending pace';
export const LOADING_PACE = 'Loading your spending pace…';
export const PACE_VIEW = 'Spending pace view';
export const PACE_TABLE = 'Spending pace, day by day';
export const THIS_PERIOD = 'This period';
export const paceSummary = (spent: string, through: string, difference: string, percent: string, more: boolean, compared: string) =>
  `${spent} spent through ${through}: ${difference} (${percent}) ${more ? 'more' : 'less'} than ${compared}.`;
export const paceEven = (spent: string, through: string, compared: string) => `${spent} spent through ${through}, the same as ${compared}.`;
export const paceNothingBefore = (spent: string, through: string, compared: string) => `${spent} spent through ${through}; none in ${compared}.`;
export const paceAlone = (spent: string, through: string) => `${spent} spent through ${through}.`;
export const PACE_DAY = 'Day';
export const PACE_SPENT_THAT_DAY = 'Spent that day';
export const PACE_SO_FAR = 'Spent so far';
export const paceCompared = (compared: string) => `${compared}, the day beside`;
export const paceChartLabel = (summary: string) => `Line chart of cumulative spending. ${summary}`;

export const TREND_TITLE = 'Spending by category';
export const LOADING_TREND = 'Loading spending by category…';
export const TREND_VIEW = 'Spending by category view';
export const TREND_TABLE = 'Spending by category, figures';
export const PER_WEEK = 'Per week (weeks start on Monday)';
export const PER_MONTH = 'Per month';
export const WEEK_OF = 'Week of';
export const MONTH = 'Month';
export const TOTAL = 'Total';
export const OTHER = 'Other';
export const trendChartLabel = (buckets: number, interval: string) => `Stacked bar chart of spending by category, ${buckets} ${interval}. The table view lists every figure.`;

export const CATEGORIES_TITLE = 'Top categories';
export const LOADING_CATEGORIES = 'Loading your categories…';
export const shareOfSpent = (percent: string) => `${percent} of spent`;

export const TOP_TRANSACTIONS_TITLE = 'Largest purchases';
export const LOADING_TOP_TRANSACTIONS = 'Loading your largest purchases…';

export const MERCHANTS_TITLE = 'Top merchants';
export const LOADING_MERCHANTS = 'Loading your merchants…';
export const visits = (count: number) => (count === 1 ? '1 visit' : `${count} visits`);

export const BILLS_TITLE = 'Upcoming bills';
/** Beyond the spec (issue 25): the card's way to /recurring. */
export const SEE_ALL_RECURRING = 'See all recurring payments';
export const SEE_FORECAST = 'Cash-flow forecast';
export const billsDescription = (days: number) => `Recurring payments expected in the next ${days} days.`;
export const LOADING_BILLS = 'Loading your upcoming bills…';
export const NO_BILLS_TITLE = 'No bills due soon';
export const NO_BILLS_TEXT = 'No recurring payment is expected in the next 30 days. Bills appear here once your bank has a few months of them.';
export const BILLS_TOTAL = 'Due in total';
export const inDays = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);
export const FREQUENCY: Record<string, string> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Every 2 weeks',
  SEMI_MONTHLY: 'Twice a month',
  MONTHLY: 'Monthly',
  ANNUALLY: 'Yearly',
};

/** While a bank's older history is still arriving (issue 29): what it means for these figures. */
export const historyNotArrived = (period: string) => `The history for ${period} has not arrived yet: the figures below do not count it.`;
export const figuresCoveredFrom = (date: string) => `Figures before ${date} have not arrived yet, so this period's are not whole.`;
export const SOME_FIGURES_ON_THEIR_WAY = "Some of this period's figures may not have arrived yet.";
export const comparisonsCoveredFrom = (date: string) => `Comparisons with earlier periods cover only from ${date}.`;

export const TAGS_TITLE = 'Spending by tag';
export const LOADING_TAGS = 'Loading your tags…';
export const NO_TAGS_TITLE = 'No tagged spending';
export const NO_TAGS_TEXT = 'Tag transactions on the Transactions page (open a row, add a tag) to see what each tag cost in this period.';
export const tagTransactionsCount = (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
