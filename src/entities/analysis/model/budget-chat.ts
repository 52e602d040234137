import { batch, computed, signal } from '@preact/signals-react';
import type { Analysis, AnalysisSummary, AnalysisType } from '@/shared/api';
import { fetchAnalysis, requestAnalysis, requestFollowUp } from '../api/analysis-api';
import { ANALYSIS_PROMPTS } from '../config/analysis-copy';
import { failedReply, filledReply, loadingReply, messagesOfAnalysis, replaceMessage, userMessage, type BudgetChatMessage } from '../lib/budget-chat-message';

/** The session follow-ups belong to: a new one each time an analysis starts, the restored one's after a restore. */
export interface BudgetSession {
  /** A UUID chosen here. */
  id: string;
  /** The session's analysis; `null` before any. */
  type: AnalysisType | null;
}

const newSession = (type: AnalysisType | null): BudgetSession => ({ id: crypto.randomUUID(), type });

/** The conversation, oldest first. */
export const budgetChatMessages = signal<BudgetChatMessage[]>([]);
export const budgetSession = signal<BudgetSession>(newSession(null));
/** A reply is on its way: nothing else is sent, started or restored until it lands. */
export const isReplying = computed(() => budgetChatMessages.value.some((message) => message.isLoading));
/** The saved analysis being read to restore it. */
export const restoringAnalysisId = signal<string | null>(null);
/** The saved analysis whose restore failed last. */
export const restoreFailedId = signal<string | null>(null);
/** Analyses saved while the page is open, newest first: the list shows them before it is read again. */
export const savedAnalyses = signal<AnalysisSummary[]>([]);
/** The saved analysis whose session the conversation continues (the list marks it). */
export const currentAnalysisId = computed(() => budgetChatMessages.value.findLast((message) => message.analysisId !== null)?.analysisId ?? null);

// Whatever the user does last wins: a restore that lands after a new send (or a later restore) is dropped.
let generation = 0;

async function send(query: string, startedType: AnalysisType | null): Promise<void> {
  if (!query.trim() || isReplying.peek()) return;
  generation += 1;
  const question = userMessage(query, startedType);
  const placeholder = loadingReply(startedType);
  batch(() => {
    // Starting an analysis sets its type and a new session; anything else is a follow-up (spec section 4).
    if (startedType) budgetSession.value = newSession(startedType);
    restoringAnalysisId.value = null;
    restoreFailedId.value = null;
    budgetChatMessages.value = [...budgetChatMessages.peek(), question, placeholder];
  });
  const session = budgetSession.peek();
  const body = { query, workflow_type: session.type, session_id: session.id, is_follow_up: startedType === null };
  let answer: BudgetChatMessage;
  try {
    const reply = startedType ? await requestAnalysis(startedType, body) : await requestFollowUp(body);
    answer = filledReply(placeholder, reply);
    if (startedType && !reply.max_reached && reply.analysis_id) {
      savedAnalyses.value = [{ analysis_id: reply.analysis_id, type: startedType, timestamp: reply.timestamp }, ...savedAnalyses.peek()];
    }
  } catch {
    answer = failedReply(placeholder);
  }
  budgetChatMessages.value = replaceMessage(budgetChatMessages.peek(), placeholder.id, answer);
}

/** Starts an analysis: its canned prompt as the user's message, in a new session. */
export const startAnalysis = (type: AnalysisType): Promise<void> => send(ANALYSIS_PROMPTS[type], type);

/** A free question in the current session (before any analysis, a session without one). */
export const askFollowUp = (question: string): Promise<void> => send(question, null);

function showAnalysis(analysis: Analysis): void {
  batch(() => {
    budgetChatMessages.value = messagesOfAnalysis(analysis);
    // Follow-ups continue the restored analysis's session.
    budgetSession.value = { id: analysis.session_id, type: analysis.type };
  });
}

/** On opening: the latest analysis, unless the conversation has already begun (or a restore is on its way). */
export function showLatestAnalysis(analysis: Analysis | null): void {
  if (!analysis || budgetChatMessages.peek().length > 0 || restoringAnalysisId.peek() !== null) return;
  showAnalysis(analysis);
}

/** Reads a saved analysis and shows it in place of the conversation; says whether it is shown. */
export async function restoreAnalysis(analysisId: string): Promise<boolean> {
  if (isReplying.peek()) return false;
  const mine = ++generation;
  batch(() => {
    restoringAnalysisId.value = analysisId;
    restoreFailedId.value = null;
  });
  try {
    const analysis = await fetchAnalysis(analysisId);
    if (mine !== generation) return false;
    showAnalysis(analysis);
    return true;
  } catch {
    if (mine === generation) restoreFailedId.value = analysisId;
    return false;
  } finally {
    if (mine === generation) restoringAnalysisId.value = null;
  }
}

/** Stories and tests only: the chat as it is before the page first opens. */
export function resetBudgetChatForTesting(): void {
  generation += 1;
  batch(() => {
    budgetChatMessages.value = [];
    budgetSession.value = newSession(null);
    restoringAnalysisId.value = null;
    restoreFailedId.value = null;
    savedAnalyses.value = [];
  });
}
