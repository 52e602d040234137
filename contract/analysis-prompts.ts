import type { components } from './schema';

/**
 * The canned prompt each budget overview analysis is started with: the SPA shows it as the user's
 * message and sends it as the run's `query`, the server's demo starts its analyses with it, and
 * the writer receives it beside the facts. Shared so the two halves cannot drift apart.
 */
export const ANALYSIS_PROMPTS: Readonly<Record<components['schemas']['AnalysisType'], string>> = {
  account_detail_analysis: 'Give me a detailed look at my accounts: balances, how they have changed, credit use, fees, and anything that needs my attention.',
  income_spend_analysis: 'How does my income compare with my spending over the last 12 months, and what does my cash flow look like for the next 30 days?',
  budget_analysis: 'How am I doing against my budget this month and the three before, and what should I change?',
};
