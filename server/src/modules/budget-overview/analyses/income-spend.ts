import type { ComputeAnalysis } from '../computed-analysis.ts';

/** The income vs spend analysis (placeholder until its figures land). */
export const computeIncomeSpend: ComputeAnalysis = async () => {
  throw new Error('the income vs spend analysis is not built yet');
};
