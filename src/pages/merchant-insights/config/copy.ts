/** The merchant insights page's own words. */

export const PAGE_TITLE = 'Merchant Insights';
export const PAGE_DESCRIPTION = 'Where your money goes, merchant by merchant: how much and how often you spend at each, and whether it recurs.';

export const LOADING_MERCHANT = 'Loading the merchant…';
export const NO_TRANSACTIONS_TITLE = 'No transactions yet';
export const NO_TRANSACTIONS_TEXT = 'Merchants appear here once your bank shares your transactions.';
export const MERCHANT_TITLE = 'Merchant';
export const RECURRING = 'Recurring';
export const IN_PERIOD = 'In this period';
export const ALL_TIME = 'All time';
export const SPENT = 'Spent';
export const AVERAGE_TICKET = 'Average ticket';
export const FIRST_VISIT = 'First visit';
export const LAST_VISIT = 'Last visit';
export const CATEGORY = 'Category';
export const NO_VISITS_IN_PERIOD = 'No visits in this period. Choose another period above to see them.';
export const viewAllOf = (merchant: string) => `View transactions at ${merchant}`;

export const TREND_TITLE = 'Monthly trend';
export const TREND_DESCRIPTION = 'Spent per month, last 12 months.';
export const TREND_VIEW = 'Monthly trend view';
export const MONTH = 'Month';
export const trendChartLabel = (merchant: string, highest: string) => `Bar chart of spending at ${merchant} per month; the highest month is ${highest}. The table view lists every month.`;

export const RECENT_TITLE = 'Recent transactions';

export const SEARCH_LABEL = 'Find a merchant';
export const SEARCH_PLACEHOLDER = 'Search merchants';
export const SEARCHING = 'Searching…';
export const NO_MATCHES = 'No merchant matches that.';
export const SEARCH_FAILED = "We couldn't search just now.";
export const searchResultsLabel = (count: number) => (count === 1 ? '1 merchant found' : `${count} merchants found`);
export const moreMatches = (shown: number, total: number) => `The first ${shown} of ${total}: add a word to narrow the search.`;

export const TOP_TITLE = 'Merchants this period';
export const TOP_DESCRIPTION = 'Every merchant you spent at, largest first.';
export const MERCHANT_PAGES = 'Pages of merchants';
export const PREVIOUS_MERCHANTS = 'Previous merchants';
export const NEXT_MERCHANTS = 'Next merchants';
export const merchantsShown = (first: number, last: number, total: number) => `${first}–${last} of ${total}`;
export const comparedSpent = (label: string, spent: string, visits: number) => `vs ${label}: ${spent}, ${visits} ${visits === 1 ? 'visit' : 'visits'}`;
export const LOADING_TOP = 'Loading the period’s merchants…';
export const EMPTY_TOP_TITLE = 'No spending in this period';
export const EMPTY_TOP_TEXT = 'Choose another period above to see where your money went.';
export const visits = (count: number) => (count === 1 ? '1 visit' : `${count} visits`);
export const SHOWING = '(showing)';
