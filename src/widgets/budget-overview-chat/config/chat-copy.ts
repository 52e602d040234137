import type { AnalysisType } from '@/shared/api';

/** The budget overview chat's own words (the spec's verbatim ones live in the analysis entity). */

export const STARTERS_TITLE = 'Start an analysis';
export const STARTERS_TEXT = 'Each one reads your own accounts, transactions and budget, and is saved for you to come back to.';
export const runsLeft = (left: number, limit: number) => `${left} of ${limit} runs left this month`;
export const NO_RUNS_LEFT = 'No runs left this month';
export const resetsOn = (date: string) => `You have used all of this month’s runs. They reset on ${date}.`;
export const COUNTS_LOADING = 'Checking the runs you have left…';
export const COUNTS_FAILED = 'We couldn’t check how many runs you have left. You can still start one.';

export const CONVERSATION_TITLE = 'Conversation';
export const ASSISTANT_NAME = 'Budget overview';
export const YOU = 'You';
export const LATEST_LOADING = 'Loading your latest analysis…';
export const LATEST_FAILED_TITLE = 'We couldn’t load your latest analysis';
export const LATEST_FAILED_TEXT = 'Your analyses are safe. Try again, or start a new one above.';
export const analysisTitle = (name: string) => `${name} analysis`;
export const NOTICE = 'Notice';

/** What the placeholder says while each kind of reply is on its way. */
export const WORKING_ON: Readonly<Record<AnalysisType | 'follow_up', string>> = {
  account_detail_analysis: 'Going through your accounts…',
  income_spend_analysis: 'Comparing your income and spending…',
  budget_analysis: 'Checking your budget…',
  follow_up: 'Looking into it…',
};

export const FIGURES_TITLE = 'Key figures';
export const SEE_TRANSACTIONS = 'See transactions';
export const seeTransactionsOf = (label: string) => ` behind ${label.toLowerCase()}`;
export const VS_PREVIOUS = 'vs previous period';
export const NO_CHANGE = 'Same as previous period';
export const chartViewLabel = (title: string) => `${title} view`;
export const chartTableLabel = (title: string) => `${title}, figures`;
export const CHART_KIND = { bar: 'Bar chart', line: 'Line chart', area: 'Area chart', pie: 'Pie chart' } as const;
export const chartLabel = (kind: string, title: string, series: string, points: number) =>
  `${kind} of ${title.charAt(0).toLowerCase()}${title.slice(1)}: ${series}, ${points} points. The table view lists every figure.`;
export const NO_FIGURE = '—';
/** The heading of a chart table's label column, by what the labels are. */
export const LABEL_COLUMN = { month: 'Month', day: 'Day', category: 'Category', name: 'Item' } as const;

export const ACCOUNTS_TITLE = 'Your accounts';
export const ACCOUNTS_TABLE = 'Your accounts, figures';
export const ACCOUNT = 'Account';
export const BALANCE = 'Balance';
export const CHANGE_1M = '1 month';
export const CHANGE_3M = '3 months';
export const CHANGE_12M = '12 months';
export const CREDIT_USED = 'Credit used';
export const NEEDS_ATTENTION = 'Needs attention';
export const OWED = 'owed';
export const ofLimit = (limit: string) => `of ${limit}`;

export const MONTHS_TITLE = 'Month by month';
export const MONTHS_TABLE = 'Month by month, figures';
export const MONTH = 'Month';
export const INCOME = 'Income';
export const SPENDING = 'Spending';
export const NET = 'Net';
export const SAVINGS_RATE = 'Savings rate';

export const FOLLOW_UP_PLACEHOLDER = 'Ask a follow-up question...';
export const followUpHint = (limit: number) => `Up to ${limit} follow-up questions per analysis each month.`;

export const PREVIOUS_TITLE = 'Previous analyses';
export const PREVIOUS_LOADING = 'Loading your saved analyses…';
export const PREVIOUS_EMPTY_TITLE = 'No saved analyses yet';
export const PREVIOUS_EMPTY_TEXT = 'Every analysis you run is saved here, with its follow-ups, for you to come back to.';
export const PREVIOUS_FAILED = 'We couldn’t load your saved analyses.';
export const SHOW_MORE = 'Show more';
export const LOADING_MORE = 'Loading…';
export const MORE_FAILED = 'We couldn’t load older analyses.';
export const OPENING = 'Opening…';
export const SHOWN = 'Shown';
export const RESTORE_FAILED = 'We couldn’t open this analysis. Please try again.';
