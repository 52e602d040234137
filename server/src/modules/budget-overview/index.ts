/** The public API of this module: what other modules may use (they import nothing else from it). */
export { ANALYSIS_TYPES, type AnalysisType } from './computed-analysis.ts';
