import type { Analysis, AnalysisReply, AnalysisType, AnalysisVisualizations } from '@/shared/api';
import { ANALYSIS_PROMPTS, BUDGET_CHAT_FAILED, LIMIT_REACHED_FALLBACK } from '../config/analysis-copy';

/** One message of the budget overview chat (spec section 3), and what the page needs to draw it. */
export interface BudgetChatMessage {
  /** A UUID. */
  id: string;
  /** The user's words, or the reply's markdown, or the system's or error's text. */
  content: string;
  isUser: boolean;
  /** ISO date-time. */
  timestamp: string;
  /** The placeholder a reply will fill. */
  isLoading: boolean;
  /** A notice from the server (the monthly limit reached), not an answer. */
  isSystem: boolean;
  /** The saved analysis this reply is; `null` for follow-ups and everything else. */
  analysisId: string | null;
  /** The analysis this message starts (the user's canned prompt) or answers; `null` for follow-ups. */
  analysisType: AnalysisType | null;
  /** The reply's charts, metric cards, accounts and income/spend series; `null` when it has none. */
  visualizations: AnalysisVisualizations | null;
  /** The request failed: `content` is the spec's error text. */
  isError: boolean;
}

const now = () => new Date().toISOString();

const message = (fields: Partial<BudgetChatMessage> & Pick<BudgetChatMessage, 'content' | 'isUser'>): BudgetChatMessage => ({
  id: crypto.randomUUID(),
  timestamp: now(),
  isLoading: false,
  isSystem: false,
  analysisId: null,
  analysisType: null,
  visualizations: null,
  isError: false,
  ...fields,
});

/** Whether there is anything to draw besides the text. */
export const hasVisualizations = (visualizations: AnalysisVisualizations | null): visualizations is AnalysisVisualizations =>
  visualizations !== null &&
  (visualizations.charts.length > 0 || visualizations.metrics.length > 0 || visualizations.accounts.length > 0 || visualizations.income_spend_data.length > 0);

/** What the user sent: a question, or the canned prompt of the analysis it starts. */
export const userMessage = (content: string, analysisType: AnalysisType | null, timestamp = now()): BudgetChatMessage =>
  message({ content, isUser: true, analysisType, timestamp });

/** The placeholder shown until the reply lands. */
export const loadingReply = (analysisType: AnalysisType | null): BudgetChatMessage => message({ content: '', isUser: false, isLoading: true, analysisType });

/**
 * The placeholder filled by the server's reply (same id): the answer with its visualizations, or,
 * when the monthly limit is reached, a system message with the server's reason.
 */
export function filledReply(placeholder: BudgetChatMessage, reply: AnalysisReply): BudgetChatMessage {
  const base = { ...placeholder, isLoading: false, timestamp: reply.timestamp };
  if (reply.max_reached) return { ...base, content: reply.message?.trim() || LIMIT_REACHED_FALLBACK, isSystem: true };
  if (!reply.text_response?.trim()) return failedReply(placeholder);
  const visualizations = { charts: reply.charts, metrics: reply.metrics, accounts: reply.accounts, income_spend_data: reply.income_spend_data };
  return { ...base, content: reply.text_response, analysisId: reply.analysis_id, visualizations: hasVisualizations(visualizations) ? visualizations : null };
}

/** The placeholder filled by the spec's error text. */
export const failedReply = (placeholder: BudgetChatMessage): BudgetChatMessage => ({ ...placeholder, isLoading: false, timestamp: now(), content: BUDGET_CHAT_FAILED, isError: true });

/**
 * A saved analysis as a conversation: its type's canned prompt as the user's message, the reply
 * with its visualizations, then each follow-up asked in its session as a question and answer.
 */
export function messagesOfAnalysis(analysis: Analysis): BudgetChatMessage[] {
  const visualizations = hasVisualizations(analysis.visualizations) ? analysis.visualizations : null;
  return [
    userMessage(ANALYSIS_PROMPTS[analysis.type], analysis.type, analysis.timestamp),
    message({ content: analysis.text_response, isUser: false, timestamp: analysis.timestamp, analysisId: analysis.analysis_id, analysisType: analysis.type, visualizations }),
    ...analysis.follow_ups.flatMap((followUp) => [
      userMessage(followUp.query, null, followUp.timestamp),
      message({ content: followUp.text_response, isUser: false, timestamp: followUp.timestamp }),
    ]),
  ];
}

/** The list with the message `id` replaced (when it is still there). */
export const replaceMessage = (messages: readonly BudgetChatMessage[], id: string, replacement: BudgetChatMessage): BudgetChatMessage[] =>
  messages.map((item) => (item.id === id ? replacement : item));
