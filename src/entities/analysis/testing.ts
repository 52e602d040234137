/** Test fixtures of the analysis slice: imported only by tests and stories. */
export { budgetOverviewHandlers, recordBudgetOverviewCalls, type BudgetOverviewAnswers, type BudgetOverviewCalls, type ReplyChoice } from './testing/handlers';
export {
  SAMPLE_ACCOUNTS,
  SAMPLE_INCOME_SPEND,
  SAMPLE_COUNTS,
  EXHAUSTED_BUDGET_COUNTS,
  SAMPLE_LATEST_ANALYSIS,
  SAMPLE_ANALYSIS_SUMMARIES,
  SAMPLE_FOLLOW_UP_REPLY,
  FOLLOW_UP_QUESTION,
  FOLLOW_UP_ANSWER,
  LIMIT_REACHED_MESSAGE,
  FOLLOW_UP_LIMIT_MESSAGE,
  sampleAnalysis,
  sampleAnalysisReply,
  limitReachedReply,
} from './testing/fixtures';
export { resetBudgetChatForTesting } from './model/budget-chat';
