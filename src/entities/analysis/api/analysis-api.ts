import { api, type Analysis, type AnalysisReply, type AnalysisRequest, type AnalysisType } from '@/shared/api';

/** Each analysis type's run (spec section 7). */
const RUN_PATHS = {
  account_detail_analysis: '/api/budget_overview/account_detail_analysis',
  income_spend_analysis: '/api/budget_overview/income_spend_analysis',
  budget_analysis: '/api/budget_overview/budget_analysis',
} as const satisfies Record<AnalysisType, string>;

/** Runs an analysis; non-OK answers reject with an `ApiError`. */
export async function requestAnalysis(type: AnalysisType, body: AnalysisRequest): Promise<AnalysisReply> {
  const { data } = await api.POST(RUN_PATHS[type], { body });
  return data as AnalysisReply;
}

/** Asks a follow-up question in the session of `body`. */
export async function requestFollowUp(body: AnalysisRequest): Promise<AnalysisReply> {
  const { data } = await api.POST('/api/budget_overview/query', { body });
  return data as AnalysisReply;
}

/** One of the caller's saved analyses, with its session's follow-ups. */
export async function fetchAnalysis(analysisId: string): Promise<Analysis> {
  const { data } = await api.POST('/api/budget_overview/previous_analysis', { body: { analysis_id: analysisId } });
  return data as Analysis;
}
