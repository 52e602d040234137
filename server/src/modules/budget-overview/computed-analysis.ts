import type { components } from '@contract/schema';
import type { Db } from '../../db/client.ts';

/**
 * What one analysis of the budget overview is made of, before any model sees it: the figures,
 * computed from the user's own data by the README's money rules (the `facts` the model writes
 * `text_response` from, and may quote, nothing else), and the charts, metric cards, accounts
 * and income/spend series the page draws. Deterministic: the same data and `today` give the
 * same analysis.
 */

export type AnalysisType = components['schemas']['AnalysisType'];
export type AnalysisVisualizations = components['schemas']['AnalysisVisualizations'];

export const ANALYSIS_TYPES: readonly AnalysisType[] = ['account_detail_analysis', 'income_spend_analysis', 'budget_analysis'];

/**
 * The facts handed to the writer: JSON whose money is pre-formatted as the assistant's tools
 * format it (`$1,234.56`, `-$12.30` via `money-text.ts`), percentages as `12.5%`, counts as
 * integers, dates `YYYY-MM-DD`. The grounding check (`assistant/grounding.ts`) treats every
 * figure in here as one the text may state.
 */
export interface AnalysisFacts {
  type: AnalysisType;
  /** UTC today, `YYYY-MM-DD`. */
  today: string;
  /** The dates the figures cover. */
  period: { start_date: string; end_date: string };
  [key: string]: unknown;
}

export interface ComputedAnalysis {
  facts: AnalysisFacts;
  visualizations: AnalysisVisualizations;
}

export interface AnalysisInput {
  db: Db;
  userId: string;
  /** UTC today, `YYYY-MM-DD`. */
  today: string;
}

export type ComputeAnalysis = (input: AnalysisInput) => Promise<ComputedAnalysis>;
