import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { accessToken } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { ANALYSIS_PROMPTS, BUDGET_CHAT_FAILED } from '../config/analysis-copy';
import {
  budgetOverviewHandlers,
  FOLLOW_UP_ANSWER,
  FOLLOW_UP_QUESTION,
  LIMIT_REACHED_MESSAGE,
  recordBudgetOverviewCalls,
  SAMPLE_ANALYSIS_SUMMARIES,
  SAMPLE_LATEST_ANALYSIS,
  sampleAnalysis,
  sampleAnalysisReply,
  type BudgetOverviewAnswers,
  type BudgetOverviewCalls,
} from '../testing';
import {
  askFollowUp,
  budgetChatMessages,
  budgetSession,
  currentAnalysisId,
  isReplying,
  resetBudgetChatForTesting,
  restoreAnalysis,
  restoreFailedId,
  restoringAnalysisId,
  savedAnalyses,
  showLatestAnalysis,
  startAnalysis,
} from './budget-chat';

let calls: BudgetOverviewCalls;
const serve = (answers: BudgetOverviewAnswers = {}) => mswServer.use(...budgetOverviewHandlers(answers, calls));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  resetBudgetChatForTesting();
  accessToken.value = 'token';
  calls = recordBudgetOverviewCalls();
});
afterEach(() => resetBudgetChatForTesting());

const contents = () => budgetChatMessages.value.map((message) => message.content);

describe('starting an analysis', () => {
  it('shows the canned prompt and a loading placeholder at once, then the reply fills the placeholder', async () => {
    serve();
    const sent = startAnalysis('income_spend_analysis');
    const [question, placeholder] = budgetChatMessages.value;
    expect(question).toMatchObject({ content: ANALYSIS_PROMPTS.income_spend_analysis, isUser: true, isLoading: false, analysisType: 'income_spend_analysis' });
    expect(question?.id).toMatch(UUID);
    expect(placeholder).toMatchObject({ isUser: false, isLoading: true, isSystem: false });
    expect(isReplying.value).toBe(true);

    await sent;
    const expected = sampleAnalysisReply('income_spend_analysis');
    expect(budgetChatMessages.value).toHaveLength(2);
    expect(budgetChatMessages.value[1]).toMatchObject({
      id: placeholder?.id,
      content: expected.text_response,
      isLoading: false,
      isSystem: false,
      isError: false,
      analysisId: expected.analysis_id,
      timestamp: expected.timestamp,
      visualizations: { charts: expected.charts, metrics: expected.metrics, accounts: [], income_spend_data: expected.income_spend_data },
    });
    expect(isReplying.value).toBe(false);
    expect(currentAnalysisId.value).toBe(expected.analysis_id);
  });

  it('sets the type and a new session id each time, and posts the prompt as no follow-up', async () => {
    serve();
    const before = budgetSession.value.id;
    await startAnalysis('budget_analysis');
    const first = budgetSession.value;
    expect(first.type).toBe('budget_analysis');
    expect(first.id).toMatch(UUID);
    expect(first.id).not.toBe(before);
    await startAnalysis('account_detail_analysis');
    expect(budgetSession.value.type).toBe('account_detail_analysis');
    expect(budgetSession.value.id).not.toBe(first.id);
    expect(calls.runs).toEqual([
      { type: 'budget_analysis', body: { query: ANALYSIS_PROMPTS.budget_analysis, workflow_type: 'budget_analysis', session_id: first.id, is_follow_up: false } },
      { type: 'account_detail_analysis', body: { query: ANALYSIS_PROMPTS.account_detail_analysis, workflow_type: 'account_detail_analysis', session_id: budgetSession.value.id, is_follow_up: false } },
    ]);
  });

  it('keeps each saved analysis for the list, newest first', async () => {
    serve();
    await startAnalysis('budget_analysis');
    await startAnalysis('account_detail_analysis');
    expect(savedAnalyses.value.map((analysis) => analysis.type)).toEqual(['account_detail_analysis', 'budget_analysis']);
  });

  it('turns max_reached into a system message with the server’s message, and saves nothing', async () => {
    serve({ run: 'maxReached' });
    await startAnalysis('budget_analysis');
    expect(contents()).toEqual([ANALYSIS_PROMPTS.budget_analysis, LIMIT_REACHED_MESSAGE]);
    expect(budgetChatMessages.value[1]).toMatchObject({ isSystem: true, isLoading: false, isError: false, analysisId: null, visualizations: null });
    expect(savedAnalyses.value).toEqual([]);
  });

  it('turns a failure into the spec’s error text', async () => {
    serve({ run: 'failed' });
    await startAnalysis('budget_analysis');
    expect(contents()).toEqual([ANALYSIS_PROMPTS.budget_analysis, BUDGET_CHAT_FAILED]);
    expect(budgetChatMessages.value[1]).toMatchObject({ isError: true, isSystem: false, isLoading: false });
  });

  it('sends nothing while a reply is on its way', async () => {
    serve({ run: 'loading' });
    void startAnalysis('budget_analysis');
    await startAnalysis('income_spend_analysis');
    await askFollowUp('And last month?');
    expect(budgetChatMessages.value).toHaveLength(2);
    await waitFor(() => expect(calls.runs).toHaveLength(1));
    expect(calls.followUps).toEqual([]);
  });
});

describe('asking a follow-up', () => {
  it('posts the question in the current session with its type, as a follow-up, and shows the answer', async () => {
    serve();
    await startAnalysis('budget_analysis');
    const session = budgetSession.value;
    await askFollowUp(FOLLOW_UP_QUESTION);
    expect(budgetSession.value).toEqual(session);
    expect(calls.followUps).toEqual([{ query: FOLLOW_UP_QUESTION, workflow_type: 'budget_analysis', session_id: session.id, is_follow_up: true }]);
    expect(contents().slice(2)).toEqual([FOLLOW_UP_QUESTION, FOLLOW_UP_ANSWER]);
    expect(budgetChatMessages.value[3]).toMatchObject({ analysisId: null, visualizations: null, analysisType: null });
  });

  it('before any analysis, has no type', async () => {
    serve();
    const session = budgetSession.value;
    await askFollowUp('How much did I spend on coffee in October?');
    expect(calls.followUps[0]).toMatchObject({ workflow_type: null, session_id: session.id, is_follow_up: true });
  });

  it('sends nothing blank', async () => {
    serve();
    await askFollowUp('  \n ');
    expect(budgetChatMessages.value).toEqual([]);
    expect(calls.followUps).toEqual([]);
  });

  it('turns max_reached and failures into the system message and the error text', async () => {
    serve({ followUp: 'maxReached' });
    await askFollowUp('One more?');
    expect(budgetChatMessages.value[1]).toMatchObject({ isSystem: true });
    mswServer.use(...budgetOverviewHandlers({ followUp: 'failed' }, calls));
    await askFollowUp('And another?');
    expect(contents()[3]).toBe(BUDGET_CHAT_FAILED);
  });
});

describe('restoring', () => {
  it('shows the latest analysis with its canned prompt, then its follow-ups, and continues its session', () => {
    showLatestAnalysis(SAMPLE_LATEST_ANALYSIS);
    expect(contents()).toEqual([ANALYSIS_PROMPTS.budget_analysis, SAMPLE_LATEST_ANALYSIS.text_response, FOLLOW_UP_QUESTION, FOLLOW_UP_ANSWER]);
    expect(budgetChatMessages.value.map((message) => message.isUser)).toEqual([true, false, true, false]);
    expect(budgetChatMessages.value[1]).toMatchObject({ analysisId: SAMPLE_LATEST_ANALYSIS.analysis_id, visualizations: SAMPLE_LATEST_ANALYSIS.visualizations });
    expect(budgetSession.value).toEqual({ id: SAMPLE_LATEST_ANALYSIS.session_id, type: 'budget_analysis' });
  });

  it('does not replace a conversation already begun with the latest analysis', async () => {
    serve();
    await askFollowUp('Hi');
    showLatestAnalysis(SAMPLE_LATEST_ANALYSIS);
    expect(contents()).toHaveLength(2);
    showLatestAnalysis(null);
    expect(contents()).toHaveLength(2);
  });

  it('restores a previous analysis by id in place of the conversation', async () => {
    serve();
    await startAnalysis('budget_analysis');
    const older = SAMPLE_ANALYSIS_SUMMARIES[2];
    if (!older) throw new Error('no sample');
    const restoring = restoreAnalysis(older.analysis_id);
    expect(restoringAnalysisId.value).toBe(older.analysis_id);
    await expect(restoring).resolves.toBe(true);
    expect(restoringAnalysisId.value).toBeNull();
    expect(calls.restores).toEqual([older.analysis_id]);
    expect(contents()).toEqual([ANALYSIS_PROMPTS[older.type], sampleAnalysis(older.type).text_response]);
    expect(budgetSession.value).toEqual({ id: sampleAnalysis(older.type).session_id, type: older.type });
    expect(currentAnalysisId.value).toBe(older.analysis_id);
  });

  it('keeps the conversation and says which restore failed', async () => {
    serve({ restore: 'failed' });
    await askFollowUp('Hi');
    await expect(restoreAnalysis(SAMPLE_LATEST_ANALYSIS.analysis_id)).resolves.toBe(false);
    expect(contents()).toHaveLength(2);
    expect(restoreFailedId.value).toBe(SAMPLE_LATEST_ANALYSIS.analysis_id);
  });

  it('drops a restore that lands after something newer was sent', async () => {
    serve({ restore: 'loading' });
    void restoreAnalysis(SAMPLE_LATEST_ANALYSIS.analysis_id);
    await waitFor(() => expect(calls.restores).toHaveLength(1));
    await askFollowUp('Hi');
    expect(restoringAnalysisId.value).toBeNull();
    showLatestAnalysis(SAMPLE_LATEST_ANALYSIS);
    expect(contents()).toHaveLength(2);
  });
});
