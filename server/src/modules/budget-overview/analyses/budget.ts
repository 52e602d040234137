import type { ComputeAnalysis } from '../computed-analysis.ts';

/** The budget analysis (placeholder until its figures land). */
export const computeBudget: ComputeAnalysis = async () => {
  throw new Error('the budget analysis is not built yet');
};
