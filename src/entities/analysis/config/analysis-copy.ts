import type { AnalysisType } from '@/shared/api';

/** The budget overview's own words: the spec's verbatim (section 2) and the canned prompts. */

/** The spec's welcome, verbatim (section 2). */
export const BUDGET_OVERVIEW_WELCOME = 'Welcome to your budget overview! How can I help you with your budget today?';

/** The spec's budget chat failure, verbatim (section 8); spelt out once, in the error catalogue. */
export { BUDGET_CHAT_FAILED } from '@/shared/config';

/** The three analyses, in the order the page offers them. */
export const ANALYSIS_TYPES = ['account_detail_analysis', 'income_spend_analysis', 'budget_analysis'] as const satisfies readonly AnalysisType[];

/** What each analysis is started with: shown as the user's message and sent as its `query` (shared with the server). */
export { ANALYSIS_PROMPTS } from '@contract/analysis-prompts';

/** An analysis type's name, as a starter card and the list of previous analyses show it. */
export const ANALYSIS_NAMES: Readonly<Record<AnalysisType, string>> = {
  account_detail_analysis: 'Account detail',
  income_spend_analysis: 'Income vs spend',
  budget_analysis: 'Budget',
};

/** What each analysis looks at (the server computes exactly these). */
export const ANALYSIS_SCOPES: Readonly<Record<AnalysisType, string>> = {
  account_detail_analysis: 'Balances and how they changed over 1, 3 and 12 months, credit use, interest and fees, and accounts that need attention.',
  income_spend_analysis: 'Income, spending, net and savings rate over 12 months, the categories moving most, and your cash flow for the next 30 days.',
  budget_analysis: 'Plan against actual for this month and the three before, categories over budget, rollover, and what to change.',
};

/** Shown when a `max_reached` reply comes without the server's reason. */
export const LIMIT_REACHED_FALLBACK = 'You have reached this month’s limit. It resets at the start of next month.';
