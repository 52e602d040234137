import type { ComputeAnalysis } from '../computed-analysis.ts';

/** The account detail analysis (placeholder until its figures land). */
export const computeAccountDetail: ComputeAnalysis = async () => {
  throw new Error('the account detail analysis is not built yet');
};
