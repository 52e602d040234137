import type { AnalysisType } from './computed-analysis.ts';

/**
 * The canned prompt each analysis is started with (the user's message in the page; the SPA shows
 * the same words, and the demo sends them). The writer receives it with the facts.
 */
export const ANALYSIS_PROMPTS: Readonly<Record<AnalysisType, string>> = {
  account_detail_analysis: 'Give me a detailed look at my accounts: balances, how they have changed, credit use, fees, and anything that needs my attention.',
  income_spend_analysis: 'How does my income compare with my spending over the last 12 months, and what does my cash flow look like for the next 30 days?',
  budget_analysis: 'How am I doing against my budget this month and the three before, and what should I change?',
};
