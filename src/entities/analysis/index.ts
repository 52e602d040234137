export {
  budgetChatMessages,
  budgetSession,
  isReplying,
  restoringAnalysisId,
  restoreFailedId,
  savedAnalyses,
  currentAnalysisId,
  startAnalysis,
  askFollowUp,
  showLatestAnalysis,
  restoreAnalysis,
  type BudgetSession,
} from './model/budget-chat';
export { useStartAnalysis } from './model/use-start-analysis';
export { useAnalysisCounts, useRefreshAnalysisCounts, useLatestAnalysis, useAnalysisList, type AnalysisListRead } from './api/analysis-queries';
export { hasVisualizations, type BudgetChatMessage } from './lib/budget-chat-message';
export { withSavedAnalyses } from './lib/saved-analyses';
export { ANALYSIS_TYPES, ANALYSIS_PROMPTS, ANALYSIS_NAMES, ANALYSIS_SCOPES, BUDGET_OVERVIEW_WELCOME, BUDGET_CHAT_FAILED } from './config/analysis-copy';
