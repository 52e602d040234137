import { nextMonthStart } from '../monthly-usage/index.ts';
import type { AnalysisType } from './computed-analysis.ts';

/** Runs of each analysis type per user per calendar month (UTC). */
export const ANALYSES_PER_TYPE_PER_MONTH = 10;
/** Follow-up questions per session per calendar month (UTC). */
export const FOLLOW_UPS_PER_SESSION_PER_MONTH = 30;

/** The monthly counter (modules/monthly-usage) of an analysis type's runs. */
export const runsScope = (type: AnalysisType) => `analysis:${type}`;
/** The monthly counter of a session's follow-ups; session ids are uuids, compared lower-case as the database does. */
export const followUpsScope = (sessionId: string) => `follow_ups:${sessionId.toLowerCase()}`;

/** An analysis type as a sentence names it. */
export const ANALYSIS_NAMES: Readonly<Record<AnalysisType, string>> = {
  account_detail_analysis: 'account detail analysis',
  income_spend_analysis: 'income vs spend analysis',
  budget_analysis: 'budget analysis',
};

/** "December 1": the day the counts of the month of `at` start again. */
const resetDay = (at: number) => nextMonthStart(at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The `max_reached` message of an analysis type run out for the month. */
export const runsExhausted = (type: AnalysisType, at: number) =>
  `You've run the ${ANALYSIS_NAMES[type]} ${ANALYSES_PER_TYPE_PER_MONTH} times this month, the most there is. It resets on ${resetDay(at)}.`;

/** The `max_reached` message of a session's follow-ups run out for the month. */
export const followUpsExhausted = (at: number) =>
  `You've asked ${FOLLOW_UPS_PER_SESSION_PER_MONTH} follow-up questions in this conversation this month, the most there is. It resets on ${resetDay(at)}. Start a new analysis to ask more.`;
