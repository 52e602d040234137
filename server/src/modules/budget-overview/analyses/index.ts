import type { AnalysisType, ComputeAnalysis } from '../computed-analysis.ts';
import { computeAccountDetail } from './account-detail.ts';
import { computeBudget } from './budget.ts';
import { computeIncomeSpend } from './income-spend.ts';

/** Each analysis type's figures. */
export const COMPUTE_ANALYSIS: Record<AnalysisType, ComputeAnalysis> = {
  account_detail_analysis: computeAccountDetail,
  income_spend_analysis: computeIncomeSpend,
  budget_analysis: computeBudget,
};
